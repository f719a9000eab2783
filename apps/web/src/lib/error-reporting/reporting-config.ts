/**
 * When and how errors go to the error service (docs/requirements.md §7.8, §7.10, §9.7, §9.10;
 * docs/conventions.md "Errors"). Pure: the facade and its tests pass in the environment.
 */

/** docs/requirements.md §9.7: every error is traced. */
export const TRACES_SAMPLE_RATE = 1;
/** docs/requirements.md §9.7: one session in ten is recorded… */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
/** …and every session in which an error happens. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

/**
 * The release label of this build (docs/requirements.md §9.10): "ads front end version <version>", the
 * version being apps/web/package.json's (injected by Vite `define`). Sent with every event.
 */
export function releaseLabel(version: string = __APP_VERSION__): string {
  return `ads front end version ${version}`;
}

export interface ReportingConfig {
  /** Sentry DSN (`https://<key>@<host>/<project>`): Sentry's service or any Sentry-compatible one. */
  dsn: string;
  release: string;
  environment: string;
  /** Load the session-recording (replay) integration: never when running locally (docs/requirements.md §7.8). */
  replay: boolean;
}

export interface ReportingEnvironment {
  /** `VITE_ERROR_REPORTING_DSN` of the build; empty or unset: reporting is off. */
  dsn: string | undefined;
  /** Vite mode (`production`, `development`, …), the events' environment. */
  mode: string;
  /** True under the Vite dev server. */
  dev: boolean;
  /** Host name of the page (`window.location.hostname`). */
  hostname: string;
}

/** True for the machine itself: localhost, `*.localhost` (RFC 6761 §6.3), 127.0.0.0/8 and ::1. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/**
 * The reporting configuration of this page, or undefined when no DSN is configured — then nothing of
 * the SDK is loaded and errors only go to the console. Replay is off locally: under the Vite dev
 * server or on a local host name.
 */
export function reportingConfig(env: ReportingEnvironment): ReportingConfig | undefined {
  const dsn = env.dsn?.trim();
  if (!dsn) return undefined;
  return { dsn, release: releaseLabel(), environment: env.mode, replay: !env.dev && !isLocalHost(env.hostname) };
}

/** The configuration of the running page (build variables and `window.location`). */
export function pageReportingConfig(): ReportingConfig | undefined {
  return reportingConfig({
    dsn: import.meta.env.VITE_ERROR_REPORTING_DSN,
    mode: import.meta.env.MODE,
    dev: import.meta.env.DEV,
    hostname: typeof window === 'undefined' ? 'localhost' : window.location.hostname,
  });
}
