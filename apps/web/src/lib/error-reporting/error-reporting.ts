/**
 * The error-reporting facade (docs/requirements.md §7 "An error-reporting service also receives event envelopes by
 * POST", §8 "(R) = also reported", "HTTP calls are logged as breadcrumbs"). Events are posted as
 * JSON envelopes to `VITE_ERROR_REPORTING_URL`; with no endpoint configured they only go to the
 * console. Reporting never throws and never shows anything to the user.
 */
export interface Breadcrumb {
  /** ISO timestamp. */
  timestamp: string;
  category: 'http' | 'navigation' | 'console';
  message: string;
  data?: Record<string, unknown>;
}

export interface ErrorEnvelope {
  eventId: string;
  timestamp: string;
  level: 'error';
  release: string;
  environment: string;
  url: string | undefined;
  exception: { type: string; value: string; stack?: string };
  extra: Record<string, unknown>;
  breadcrumbs: Breadcrumb[];
}

export interface ErrorReportingConfig {
  /** Where envelopes are POSTed; undefined: console only. */
  endpoint: string | undefined;
  release: string;
  environment: string;
}

/** Breadcrumbs kept for the next event (oldest dropped first). */
export const MAX_BREADCRUMBS = 30;

let config: ErrorReportingConfig = {
  endpoint: import.meta.env.VITE_ERROR_REPORTING_URL || undefined,
  release: `ads-web@${typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'}`,
  environment: import.meta.env.MODE,
};
let breadcrumbs: Breadcrumb[] = [];

/** Replaces parts of the configuration (tests, or a deployment that learns the endpoint at run time). */
export function configureErrorReporting(next: Partial<ErrorReportingConfig>): void {
  config = { ...config, ...next };
}

/** Records a breadcrumb attached to the next reported event. */
export function addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>): void {
  breadcrumbs = [...breadcrumbs, { ...crumb, timestamp: new Date().toISOString() }].slice(-MAX_BREADCRUMBS);
}

function describe(error: unknown): ErrorEnvelope['exception'] {
  if (error instanceof Error) {
    const exception: ErrorEnvelope['exception'] = { type: error.name, value: error.message };
    if (error.stack) exception.stack = error.stack;
    return exception;
  }
  return { type: 'NonError', value: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/** Builds the envelope of `error` with the current breadcrumbs. Pure apart from the clock and id. */
export function buildEnvelope(error: unknown, extra: Record<string, unknown> = {}): ErrorEnvelope {
  return {
    eventId: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`,
    timestamp: new Date().toISOString(),
    level: 'error',
    release: config.release,
    environment: config.environment,
    url: typeof window === 'undefined' ? undefined : window.location.href,
    exception: describe(error),
    extra,
    breadcrumbs,
  };
}

/**
 * Reports `error` (with optional context) to the error service. Returns the envelope that was sent
 * or logged. Delivery failures are logged as warnings, never rethrown: reporting must not break the page.
 */
export function reportError(error: unknown, extra: Record<string, unknown> = {}): ErrorEnvelope {
  const envelope = buildEnvelope(error, extra);
  breadcrumbs = [];
  if (!config.endpoint) {
    console.error('[error-reporting]', envelope.exception.type, envelope.exception.value, envelope);
    return envelope;
  }
  void globalThis
    .fetch(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(envelope),
      keepalive: true,
    })
    .catch((deliveryError: unknown) => console.warn('[error-reporting] delivery failed', deliveryError));
  return envelope;
}

/**
 * Reports unhandled errors and promise rejections of the page (docs/requirements.md §8 "unhandled errors are
 * reported"). Returns the function that removes the listeners.
 */
export function installGlobalErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { source: 'window.onerror' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { source: 'unhandledrejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
