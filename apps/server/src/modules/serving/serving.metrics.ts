import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { App } from '../../http/types';

/** Latency buckets of serving requests, seconds: auctions answer in well under 1 ms, events in a few ms. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** How often the summary line of the last period is logged, ms. */
export const SUMMARY_EVERY_MS = 60_000;

/** What one period of serving traffic was: the summary line's fields. */
interface Period {
  requests: number;
  byRoute: Record<string, number>;
  errors: number;
  slow: number;
  maxMs: number;
}

const emptyPeriod = (): Period => ({ requests: 0, byRoute: {}, errors: 0, slow: 0, maxMs: 0 });

/**
 * How the serving API is observed (docs/operations.md "Metrics"): no log line per request (the routes are
 * marked `quietRequestLog`); instead every answer counts in the latency histogram
 * `ads_serving_request_duration_seconds{route,status}` (its `_count` is the request counter), a request
 * slower than `slowMs` or answered 5xx is logged on its own and counted in `ads_serving_slow_requests_total`,
 * and once a minute one summary line gives the period's requests by route, 5xx, slow and slowest (only when
 * there were requests, so an idle server stays silent). Call on the serving scope before its routes.
 */
export function observeServing(scope: App, registry: Registry, log: FastifyBaseLogger, slowMs: number): { close: () => void } {
  const duration = new Histogram({
    name: 'ads_serving_request_duration_seconds',
    help: 'Serving API (/v2) answers by route and status code: time from the request to the answer, seconds.',
    labelNames: ['route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const slow = new Counter({
    name: 'ads_serving_slow_requests_total',
    help: `Serving API answers slower than the slow threshold (SERVING_SLOW_REQUEST_MS, ${slowMs} ms here), each also logged.`,
    labelNames: ['route'] as const,
    registers: [registry],
  });
  let period = emptyPeriod();

  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, quietRequestLog: true };
  });
  scope.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    duration.observe({ route, status: String(status) }, ms / 1000);
    period.requests += 1;
    period.byRoute[route] = (period.byRoute[route] ?? 0) + 1;
    if (ms > period.maxMs) period.maxMs = ms;
    if (status >= 500) {
      period.errors += 1;
      request.log.error({ route, statusCode: status, responseTimeMs: Math.round(ms * 10) / 10 }, 'serving request failed');
    } else if (ms > slowMs) {
      period.slow += 1;
      slow.inc({ route });
      request.log.warn({ route, statusCode: status, responseTimeMs: Math.round(ms * 10) / 10 }, 'serving request slow');
    }
    done();
  });

  const timer = setInterval(() => {
    const p = period;
    period = emptyPeriod();
    if (p.requests === 0) return;
    log.info({ ...p, maxMs: Math.round(p.maxMs * 10) / 10, periodMs: SUMMARY_EVERY_MS }, 'serving requests in the last minute');
  }, SUMMARY_EVERY_MS);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
