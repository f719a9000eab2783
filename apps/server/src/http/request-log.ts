import { LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * No per-request "incoming request" / "request completed" lines for this route: it is observed by
     * aggregate instead (metrics, a per-minute summary, errors and slow requests logged one by one; the
     * serving API, docs/operations.md "Metrics"). Other routes keep Fastify's request logging.
     */
    quietRequestLog?: boolean;
  }
}

/**
 * Fastify's request logging, skipped for routes whose config sets `quietRequestLog` (the check runs on
 * every request: one property read). Errors the problem handler logs are not affected.
 */
export function requestLogController(): LogController {
  return new LogController({ disableRequestLogging: (request) => request.routeOptions?.config?.quietRequestLog === true });
}
