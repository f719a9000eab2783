import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Registry } from 'prom-client';
import { catalogueProblem, sendProblem } from '../http/problem';
import { workerMetrics } from './metrics.cluster';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry (prom-client): modules add their counters and histograms to it. */
    metrics: Registry;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read GET /metrics (docs/operations.md "Metrics"): with a token configured, only a request with
 * `Authorization: Bearer <token>` (compared in constant time); without one, only a direct connection from
 * this host (the socket's address, never X-Forwarded-For: trustProxy would let any client name itself)
 * that carries no forwarding header (a reverse proxy on the same host forwards outside requests).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const presented = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return presented.length === wanted.length && timingSafeEqual(presented, wanted);
  }
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}

/**
 * Prometheus metrics (prom-client) at GET /metrics in the text exposition format. Each app has its own
 * registry (tests build several apps in one process). Under node:cluster the answer is every worker's
 * figures summed by the primary (prom-client's AggregatorRegistry, see metrics.cluster.ts), whichever
 * worker the scrape reaches. Not part of the API document; refused with 403 `AccessForbiddenException`
 * to callers {@link mayReadMetrics} refuses.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    const fromCluster = cluster.isWorker ? workerMetrics(registry) : null;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) {
        return sendProblem(
          reply,
          request,
          catalogueProblem('AccessForbiddenException', 'Metrics are read from this host or with the metrics token.'),
        );
      }
      const text = fromCluster ? await fromCluster() : await registry.metrics();
      return reply.type(AggregatorRegistry.PROMETHEUS_CONTENT_TYPE).send(text);
    });
  },
  { name: 'metrics', dependencies: ['ads-core'], fastify: '5.x' },
);
