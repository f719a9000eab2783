/**
 * The error-reporting facade (docs/requirements.md §7.10, §8: "(R) = also reported", "unhandled errors are
 * reported", "HTTP calls are recorded as breadcrumbs"; docs/conventions.md "Errors"). The service is
 * Sentry, through its SDK `@sentry/react` (./sentry.ts), which is loaded only when a DSN is configured
 * and only after the first paint, so it never weighs on the first screen. Until it is loaded, reports
 * and breadcrumbs wait here; with no DSN they go to the console. Reporting never throws and never
 * shows anything to the user.
 */
import { pageReportingConfig, type ReportingConfig } from './reporting-config';
import type { Breadcrumb, ReportingSdk } from './reporting-types';

export type { Breadcrumb, ReportingSdk };

/** Breadcrumbs kept for the next event while the SDK is not loaded (oldest dropped first). */
export const MAX_BREADCRUMBS = 30;
/** Reports kept while the SDK is loading (oldest dropped first). */
export const MAX_PENDING_REPORTS = 20;

let sdk: ReportingSdk | undefined;
let started = false;
let breadcrumbs: Breadcrumb[] = [];
let pending: { error: unknown; extra: Record<string, unknown>; eventId: string }[] = [];

/** A Sentry event id: 32 lower-case hex digits (a UUID v4 without dashes). */
function newEventId(): string {
  const uuid = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(32, '0');
  return uuid.replace(/-/g, '').slice(0, 32);
}

/** Plugs in (or, with undefined, removes) the SDK; what waited for it is sent now. */
export function setReportingSdk(next: ReportingSdk | undefined): void {
  sdk = next;
  if (!next) return;
  for (const crumb of breadcrumbs) next.breadcrumb(crumb);
  breadcrumbs = [];
  for (const report of pending) next.capture(report.error, report.extra, report.eventId);
  pending = [];
}

/** Records a breadcrumb attached to the next reported event. */
export function addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>): void {
  const full = { ...crumb, timestamp: new Date().toISOString() };
  if (sdk) sdk.breadcrumb(full);
  else breadcrumbs = [...breadcrumbs, full].slice(-MAX_BREADCRUMBS);
}

function describe(error: unknown): { type: string; value: string } {
  if (error instanceof Error) return { type: error.name, value: error.message };
  return { type: 'NonError', value: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/**
 * Reports `error` (with optional context) to the error service. Returns the event's id (also when the
 * SDK is still loading: the event keeps that id). With no DSN configured the event is logged to the
 * console instead, with the breadcrumbs gathered since the last one.
 */
export function reportError(error: unknown, extra: Record<string, unknown> = {}): { eventId: string } {
  const eventId = newEventId();
  if (sdk) {
    sdk.capture(error, extra, eventId);
  } else if (started) {
    pending = [...pending, { error, extra, eventId }].slice(-MAX_PENDING_REPORTS);
  } else {
    const { type, value } = describe(error);
    console.error('[error-reporting]', type, value, { eventId, extra, breadcrumbs, error });
    breadcrumbs = [];
  }
  return { eventId };
}

/** Runs `task` once the page has loaded and the browser is idle (the first screen is painted by then). */
export function afterFirstPaint(task: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export interface StartOptions {
  /** Default: from the build (`VITE_ERROR_REPORTING_DSN`) and the page's host. */
  config?: ReportingConfig | undefined;
  /** Loads the SDK's chunk. Default: `import('./sentry')`. */
  load?: () => Promise<{ initSentry: (config: ReportingConfig) => ReportingSdk }>;
  /** When to load it. Default: {@link afterFirstPaint}. */
  schedule?: (task: () => void) => void;
}

/**
 * Starts error reporting once per page: without a DSN it does nothing (and returns false) — the SDK
 * is never downloaded; with one, the SDK is loaded after the first paint and initialised. Reports
 * made meanwhile are kept and sent when it is ready. A failed download is logged, never thrown.
 */
export function startErrorReporting({ config = pageReportingConfig(), load = () => import('./sentry'), schedule = afterFirstPaint }: StartOptions = {}): boolean {
  if (!config || started) return false;
  started = true;
  schedule(() => {
    load()
      .then(({ initSentry }) => setReportingSdk(initSentry(config)))
      .catch((loadError: unknown) => console.warn('[error-reporting] the SDK could not be loaded', loadError));
  });
  return true;
}

/** Forgets the SDK, the waiting reports and the started flag (tests). */
export function resetErrorReporting(): void {
  sdk = undefined;
  started = false;
  breadcrumbs = [];
  pending = [];
}

/**
 * Reports unhandled errors and promise rejections of the page (docs/requirements.md §8 "unhandled errors are
 * reported") while the SDK is not loaded; once it is, its own global handlers report them. Returns the
 * function that removes the listeners.
 */
export function installGlobalErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!sdk) reportError(event.error ?? event.message, { source: 'window.onerror' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!sdk) reportError(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
