import type { ComponentType } from 'react';

const RELOAD_KEY = 'ads:chunk-reload-at';
/** docs/requirements.md §8: a failed chunk load triggers a reload, at most once per 10 s (no reload loops). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * A React Router `lazy` route module: loads the route's code on first visit. When the chunk cannot be
 * loaded (typically after a deployment replaced it), reloads the page once, guarded for 10 s.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      reloadAfterChunkFailure();
      throw error;
    }
  };
}

/** docs/requirements.md §8: after a chunk failed to load, reloads the page — unless it did so less than 10 s ago. */
export function reloadAfterChunkFailure(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last > CHUNK_RELOAD_GUARD_MS) {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }
}
