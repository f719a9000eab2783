import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { type TestServer } from '../../testing/server.testkit';
import {
  auction,
  callServing,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  startServingServer,
} from '../../testing/serving.testkit';
import { requestLogController } from '../../http/request-log';
import { mayReadMetrics } from '../../plugins/metrics.plugin';
import { observeServing } from './serving.metrics';
import type { App } from '../../http/types';

/** Log lines the server wrote, parsed. */
const lines: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
const TOKEN = 'metrics-token-0123456789';

let server: TestServer;
let tokenServer: TestServer;

beforeAll(async () => {
  server = await startServingServer({ logStream });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'm1' }, { id: 'm2' }]);
  const account = await seedAccount(db, 'Metrics brand');
  await seedCampaign(db, { accountId: account, name: 'M', startDate: '2026-01-01', maxCpc: 200, productIds: ['m1'] });
  await reloadIndex(server);
  tokenServer = await startServingServer({ env: { METRICS_TOKEN: TOKEN } });
});

afterAll(async () => {
  await server?.close();
  await tokenServer?.close();
});

/** Sum of the samples of `name` with all of `labels` in Prometheus text. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) sum += Number(line.split(' ').at(-1));
  }
  return sum;
}

describe('serving observed by aggregate (docs/operations.md "Metrics")', () => {
  it('counts auctions in the Prometheus histogram and logs no line per auction, while the API keeps its request lines', async () => {
    const before = lines.length;
    for (let i = 0; i < 25; i += 1) expect(await auction(server, ['m1', 'm2'])).toHaveLength(1);
    const refused = await callServing(server, '/v2/auctions', { auctions: [] });
    expect(refused.status).toBe(400);
    const serving = lines.slice(before).filter((l) => String((l.req as { url?: string } | undefined)?.url ?? '').startsWith('/v2/'));
    expect(serving).toEqual([]);
    expect(lines.slice(before).filter((l) => l.msg === 'request completed' || l.msg === 'incoming request')).toEqual([]);

    const response = await fetch(`${server.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(text).toContain('# TYPE ads_serving_request_duration_seconds histogram');
    expect(sample(text, 'ads_serving_request_duration_seconds_count', { route: '/v2/auctions', status: '201' })).toBe(25);
    expect(sample(text, 'ads_serving_request_duration_seconds_count', { route: '/v2/auctions', status: '400' })).toBe(1);
    expect(sample(text, 'ads_serving_request_duration_seconds_bucket', { route: '/v2/auctions', status: '201', le: '+Inf' })).toBe(25);

    // The rest of the API still logs each request.
    const mark = lines.length;
    await fetch(`${server.baseUrl}/api/me`);
    const api = lines.slice(mark);
    expect(api.some((l) => l.msg === 'incoming request' && (l.req as { url: string }).url === '/api/me')).toBe(true);
    expect(api.some((l) => l.msg === 'request completed')).toBe(true);
  });

  it('answers GET /metrics to this host without forwarding headers, to others only with the token', async () => {
    const forwarded = await fetch(`${server.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(((await forwarded.json()) as { type: string }).type).toBe('AccessForbiddenException');
    expect((await fetch(`${tokenServer.baseUrl}/metrics`)).status).toBe(403);
    expect((await fetch(`${tokenServer.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(403);
    const ok = await fetch(`${tokenServer.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(ok.status).toBe(200);
    const remote = { headers: {}, raw: { socket: { remoteAddress: '10.1.2.3' } } } as unknown as Parameters<typeof mayReadMetrics>[0];
    expect(mayReadMetrics(remote, undefined)).toBe(false);
  });

  it('still logs a 5xx and a slow request one by one, and counts the slow one', async () => {
    const captured: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => void captured.push(JSON.parse(l) as Record<string, unknown>) } },
      logController: requestLogController(),
    });
    const registry = new Registry();
    await app.register(async (scope) => {
      const observed = observeServing(scope as unknown as App, registry, scope.log, 20);
      scope.addHook('onClose', async () => observed.close());
      scope.get('/boom', async () => {
        throw new Error('auction index broke');
      });
      scope.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        return { ok: true };
      });
      scope.get('/fast', async () => ({ ok: true }));
    });
    expect((await app.inject('/boom')).statusCode).toBe(500);
    expect((await app.inject('/slow')).statusCode).toBe(200);
    expect((await app.inject('/fast')).statusCode).toBe(200);
    await app.close();
    const msgs = captured.map((l) => l.msg);
    expect(msgs).toContain('serving request failed');
    expect(captured.find((l) => l.msg === 'serving request failed')).toMatchObject({ level: 50, route: '/boom', statusCode: 500 });
    expect(captured.find((l) => l.msg === 'serving request slow')).toMatchObject({ level: 40, route: '/slow', statusCode: 200 });
    expect(captured.filter((l) => (l.route ?? (l.req as { url?: string } | undefined)?.url) === '/fast')).toEqual([]);
    expect(msgs).not.toContain('request completed');
    const text = await registry.metrics();
    expect(sample(text, 'ads_serving_slow_requests_total', { route: '/slow' })).toBe(1);
    expect(sample(text, 'ads_serving_request_duration_seconds_count', { route: '/boom', status: '500' })).toBe(1);
  });
});
