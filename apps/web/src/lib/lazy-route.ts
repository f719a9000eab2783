import type { ComponentType } from 'react';
import { loadLaterTexts } from './i18n/i18n';
import { reloadAfterChunkFailure } from './chunk-reload';

export { CHUNK_RELOAD_GUARD_MS, reloadAfterChunkFailure } from './chunk-reload';

/**
 * A React Router `lazy` route module: loads the route's code on first visit, together with the texts of
 * the areas outside the first screen (lib/i18n `loadLaterTexts`), so that the screen renders with all its
 * texts. When the chunk cannot be loaded (typically after a deployment replaced it), reloads the page
 * once, guarded for 10 s.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      const [module] = await Promise.all([load(), loadLaterTexts()]);
      return { Component: pick(module) };
    } catch (error) {
      reloadAfterChunkFailure();
      throw error;
    }
  };
}

/**
 * {@link lazyRoute} for the screens of the first screen (the campaigns list and its tabs,
 * docs/web-performance.md): their texts are in the app shell already, so the later texts are not waited for.
 */
export function firstScreenRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      reloadAfterChunkFailure();
      throw error;
    }
  };
}
