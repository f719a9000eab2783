const RELOAD_KEY = 'ads:chunk-reload-at';
/** docs/requirements.md §8: a failed chunk load triggers a reload, at most once per 10 s (no reload loops). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** docs/requirements.md §8: after a chunk failed to load, reloads the page — unless it did so less than 10 s ago. */
export function reloadAfterChunkFailure(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last > CHUNK_RELOAD_GUARD_MS) {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }
}
