import { releaseLabel } from '@/lib/error-reporting/reporting-config';

/** docs/requirements.md §7, §9: the remote version is checked every 10 000 ms. */
export const VERSION_POLL_MS = 10_000;

/** The version this client was built as (apps/web/package.json, injected by Vite `define`). */
export const CLIENT_VERSION: string = __APP_VERSION__;

/**
 * The release label (docs/requirements.md §9.10): "ads front end version 1.38.0". The error service gets the
 * same label with every event (lib/error-reporting); the Help Center shows it, for support.
 */
export const RELEASE_LABEL: string = releaseLabel(CLIENT_VERSION);

/**
 * Reads the deployed client version from `GET /version.json` (no auth: it is public, and the check must
 * keep working while the session is being refreshed).
 * @returns the version, or null when the check failed (a failed check is skipped silently; the next tick retries).
 */
export async function fetchRemoteVersion(signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await globalThis.fetch('/version.json', { cache: 'no-store', ...(signal ? { signal } : {}) });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

export interface VersionWatchOptions {
  current?: string;
  intervalMs?: number;
  fetchVersion?: (signal: AbortSignal) => Promise<string | null>;
  onNewVersion: (remote: string) => void;
  doc?: Document;
}

/**
 * Polls the remote version every {@link VERSION_POLL_MS} while the tab is visible (paused while hidden,
 * checked at once when it becomes visible again) and calls `onNewVersion` once, when it differs from
 * the client's (docs/requirements.md §4 "Version check"). Returns the function that stops watching.
 */
export function watchVersion({
  current = CLIENT_VERSION,
  intervalMs = VERSION_POLL_MS,
  fetchVersion = fetchRemoteVersion,
  onNewVersion,
  doc = document,
}: VersionWatchOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const controller = new AbortController();

  const check = async () => {
    const remote = await fetchVersion(controller.signal);
    if (stopped || remote === null || remote === current) return;
    stop();
    onNewVersion(remote);
  };
  const start = () => {
    if (timer === undefined && !stopped) timer = setInterval(() => void check(), intervalMs);
  };
  const pause = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (doc.hidden) pause();
    else {
      void check();
      start();
    }
  };
  function stop() {
    stopped = true;
    pause();
    controller.abort();
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  if (!doc.hidden) {
    void check();
    start();
  }
  return stop;
}
