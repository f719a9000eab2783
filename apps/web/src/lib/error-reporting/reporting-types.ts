/* The error service's facade and the SDK adapter share these shapes (docs/conventions.md "Errors"). */

/** A breadcrumb: what happened before an error (an HTTP call, a navigation, a console line). */
export interface Breadcrumb {
  /** ISO timestamp. */
  timestamp: string;
  category: 'http' | 'navigation' | 'console';
  message: string;
  data?: Record<string, unknown>;
}

/** What the facade needs of the loaded SDK (./sentry.ts builds it; tests plug their own). */
export interface ReportingSdk {
  capture(error: unknown, extra: Record<string, unknown>, eventId: string): void;
  breadcrumb(crumb: Breadcrumb): void;
}
