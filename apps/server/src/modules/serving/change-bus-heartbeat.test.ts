import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { DomainEvents } from '../context';
import { BUS_TIMING, ChangeBus } from './change-bus';
import { startStallProxy, type StallProxy } from './stall-proxy';

// A serving host whose database link is cut gets no error on its idle LISTEN connection: the change bus's
// heartbeat notices the silence, and once the link is back the bus reconnects and reloads the index
// (docs/serving-scale.md "Change bus (several processes)"; docs/deployment.md "The cluster test").
let db: TestDatabase;
let proxy: StallProxy | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await proxy?.close();
  await db?.close();
});

describe('change bus heartbeat', () => {
  it('replaces a silent listening connection and reloads the index within a second of the link coming back', async (ctx) => {
    if (!db.url) ctx.skip();
    const upstream = new URL(db.url!);
    proxy = await startStallProxy(Number(upstream.port || 5432), upstream.hostname);
    const viaProxy = new URL(db.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const events = new DomainEvents();
    const reloads: number[] = [];
    events.on('campaigns.changed', (ids) => {
      if (ids.length === 0) reloads.push(performance.now());
    });
    const warnings: string[] = [];
    const bus = new ChangeBus(viaProxy.toString(), events, async () => undefined);
    await bus.start({ warn: (_obj, msg) => warnings.push(msg ?? ''), error: () => undefined });
    try {
      proxy.stall();
      await new Promise((resolve) => setTimeout(resolve, BUS_TIMING.HEARTBEAT_MS + BUS_TIMING.HEARTBEAT_TIMEOUT_MS + 500));
      expect(warnings).toContain('change bus connection silent; reconnecting');
      expect(reloads).toEqual([]);
      proxy.resume();
      const resumed = performance.now();
      await expect.poll(() => reloads.length, { timeout: 3_000, interval: 10 }).toBeGreaterThan(0);
      expect(reloads[0]! - resumed).toBeLessThan(1_000);
    } finally {
      await bus.stop();
    }
  }, 30_000);
});
