import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { ConfigError, loadConfig } from './config';
import { callOnNewConnection, startServer, type StartedServer } from './testing/processes.testkit';

/** x-served-by of a GET on a new connection (cluster hands out connections, not requests). */
const servedBy = async (port: number) => (await callOnNewConnection(port, 'GET', '/version.json')).by;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('WORKERS (docs/serving-scale.md "Change bus (several processes)")', () => {
  it('refuses more than one process on the embedded PGlite database, with the reason', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need PostgreSQL \(set DATABASE_URL\)/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/WORKERS/);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db' }).workers).toBe(2);
  });
});

describe('npm start with WORKERS=2 on PostgreSQL', () => {
  let db: TestDatabase;
  let server: StartedServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (!db.url) return;
    server = await startServer({ DATABASE_URL: db.url, WORKERS: '2' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('sums every worker\'s serving metrics at GET /metrics, whichever worker answers (docs/operations.md "Metrics")', async () => {
    if (!db.url) return;
    const by = new Set<string>();
    const body = JSON.stringify({ auctions: [] });
    for (let i = 0; i < 30; i += 1) {
      const answer = await callOnNewConnection(server.port, 'POST', '/v2/auctions', { 'content-type': 'application/json' }, body);
      expect(answer.status).toBe(401);
      by.add(answer.by);
    }
    expect(by.size).toBe(2);
    for (let i = 0; i < 4; i += 1) {
      const metrics = await callOnNewConnection(server.port, 'GET', '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.text).toMatch(/^ads_serving_request_duration_seconds_count\{route="\/v2\/auctions",status="401"\} 30$/m);
    }
  }, 30_000);

  it('answers from two worker processes on one port, then stops them all on SIGTERM', async () => {
    if (!db.url) return;
    const pids = new Set<string>();
    for (let i = 0; i < 20 && pids.size < 2; i += 1) pids.add(await servedBy(server.port));
    expect(pids.size).toBe(2);
    expect(pids.has(String(server.process.pid))).toBe(false);

    const exited = once(server.process, 'exit');
    server.process.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(server.output()).toContain('SIGTERM: stopping 2 workers');
    for (const pid of pids) expect(alive(Number(pid))).toBe(false);
  }, 30_000);
});
