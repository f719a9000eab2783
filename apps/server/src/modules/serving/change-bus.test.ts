import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@ads/db';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import type { App } from '../../http/types';
import { DomainEvents } from '../context';
import { type TestServer } from '../../testing/server.testkit';
import { split } from './change-bus';
import { auction, callServing, seedAccount, seedCampaign, seedCategories, seedProducts, startServingServer } from '../../testing/serving.testkit';

// docs/serving-scale.md "Change bus (several processes)": two serving processes on one PostgreSQL; each one's ad index follows the other's changes.
let a: TestServer;
let b: { app: App; handle: DatabaseHandle; baseUrl: string };
let account: string;

beforeAll(async () => {
  a = await startServingServer({ databaseUrl: (url) => url });
  if (!a.db.url) return;
  await seedCategories(a.db.db);
  await seedProducts(a.db.db, [{ id: 'bus1' }, { id: 'bus2' }]);
  account = await seedAccount(a.db.db, 'Brand Bus');
  const handle = await openDatabase({ url: a.db.url, poolSize: 3 });
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false', IMPORT_CATALOGUE_ON_START: 'false', DATABASE_URL: a.db.url });
  const app = await buildApp({ config, db: handle.db, now: () => new Date(), events: new DomainEvents() }, {});
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  b = { app, handle, baseUrl: address };
}, 60_000);

afterAll(async () => {
  await b?.app.close();
  await b?.handle.close();
  await a?.close();
});

const onB = (ids: string[]) => auction({ ...a, baseUrl: b.baseUrl }, ids);

describe('change bus: two processes, one PostgreSQL', () => {
  it('a campaign published through one process serves in the other within a second', async (ctx) => {
    if (!a.db.url) ctx.skip();
    expect(await onB(['bus1'])).toEqual([]);
    const id = await seedCampaign(a.db.db, { accountId: account, name: 'bus', maxCpc: 100, startDate: '2020-01-01', totalBudget: 100, productIds: ['bus1'] });
    const started = performance.now();
    a.ctx.events.emit('campaigns.changed', [id]);
    await expect.poll(async () => (await onB(['bus1'])).map((w) => w.campaignId), { timeout: 1000, interval: 10 }).toEqual([id]);
    console.info(`process B served the new campaign ${Math.round(performance.now() - started)} ms after process A's change`);
  });

  it('a click charged in one process stops the campaign in the other when its budget is spent', async (ctx) => {
    if (!a.db.url) ctx.skip();
    const [win] = await onB(['bus1']);
    const at = new Date().toISOString();
    const event = (id: string) => ({ id, occurredAt: at, opaqueUserId: 'bus-user', resolvedBidId: win!.resolvedBidId });
    const r = await callServing(a, '/v2/events', { impressions: [event('bus-i')], clicks: [event('bus-c')] });
    expect(r.body.charged).toEqual({ clicks: 1, cost: 100 });
    await expect.poll(async () => (await onB(['bus1'])).length, { timeout: 1000, interval: 10 }).toBe(0);
  });

  it('splits large events under the NOTIFY payload limit', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const payloads = split('origin', 'campaigns.changed', [ids]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7500);
    expect(payloads.flatMap((p) => JSON.parse(p).a[0])).toEqual(ids);
  });
});
