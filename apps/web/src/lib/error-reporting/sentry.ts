import * as Sentry from '@sentry/react';
import type { ErrorEvent, EventHint } from '@sentry/react';
import type { Breadcrumb, ReportingSdk } from './reporting-types';
import { REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE, type ReportingConfig } from './reporting-config';

/**
 * The error service's SDK, `@sentry/react` (https://docs.sentry.io/platforms/javascript/guides/react/),
 * in its own chunk: error-reporting.ts loads it after the first paint and only when a DSN is configured.
 * The session-recording integration (Replay) is one more chunk, loaded after init and never locally
 * (docs/requirements.md §7.8), as Sentry documents for lazy-loading Replay.
 */

/** The HTTP status an error carries (`ApiError.status`, or any error with a numeric `status`). */
function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Sentry `beforeSend`: drops every event of a 403 answer (docs/requirements.md §6.4 "A 403 response is never
 * reported") — also those that reach the SDK without the facade, e.g. an unhandled rejection with a 403
 * ApiError. Everything else is sent unchanged.
 */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (statusOf(hint.originalException) === 403) return null;
  const problem = event.extra?.problem as { status?: unknown } | undefined;
  if (problem?.status === 403) return null;
  return event;
}

/** Sentry's form of a facade breadcrumb (timestamps in seconds). */
function toSentryBreadcrumb(crumb: Breadcrumb): Sentry.Breadcrumb {
  const failed = crumb.data && ('error' in crumb.data || (typeof crumb.data.status === 'number' && crumb.data.status >= 400));
  return {
    type: crumb.category === 'http' ? 'http' : crumb.category === 'navigation' ? 'navigation' : 'default',
    category: crumb.category,
    message: crumb.message,
    level: failed ? 'error' : 'info',
    timestamp: Date.parse(crumb.timestamp) / 1000,
    ...(crumb.data ? { data: crumb.data } : {}),
  };
}

export interface InitOptions {
  /** Loads the Replay chunk. Default: `import('./replay')`. */
  loadReplay?: () => Promise<{ replay: () => Parameters<typeof Sentry.addIntegration>[0] }>;
}

/**
 * Initialises the SDK with `config` and returns the facade's adapter. Traces every page load and
 * navigation (sample rate 1), records sessions with Replay (0.1, or 1 on error; docs/requirements.md §9.7) when
 * `config.replay`. HTTP breadcrumbs come from the API client (lib/api/client.ts, method and path without
 * the query, recorded before the SDK loads too), so the SDK's own fetch/XHR breadcrumbs are off.
 */
export function initSentry(config: ReportingConfig, { loadReplay = () => import('./replay') }: InitOptions = {}): ReportingSdk {
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'Breadcrumbs'),
      Sentry.breadcrumbsIntegration({ fetch: false, xhr: false }),
      Sentry.browserTracingIntegration(),
    ],
    beforeSend,
  });
  if (config.replay) {
    loadReplay()
      .then(({ replay }) => Sentry.addIntegration(replay()))
      .catch((error: unknown) => console.warn('[error-reporting] session recording could not be loaded', error));
  }
  return {
    capture: (error, extra, eventId) => {
      Sentry.captureException(error, { event_id: eventId, captureContext: { extra } });
    },
    breadcrumb: (crumb) => Sentry.addBreadcrumb(toSentryBreadcrumb(crumb)),
  };
}
