import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import { startStallProxy, type StallProxy } from './stall-proxy';
import {
  TEST_SHOP_API_KEY,
  auction,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  settleStats,
  startServingServer,
} from '../../testing/serving.testkit';

// docs/serving-trust.md "Deadlines": serving talks to PostgreSQL through a proxy that stalls (stops forwarding).
// STALL_MS=10000 reproduces the manual run; the automated one stalls 4 s with the default deadlines.
const STALL_MS = Number(process.env.STALL_MS ?? 4000);
/** Auctions do no database work: they answer within this even while PostgreSQL stalls (a loaded machine's margin). */
const AUCTION_MS = 250;
/** SERVING_EVENTS_TIMEOUT_MS for the run; unset: the server's default, which must answer within {@link SHOP_TIMEOUT_MS}. */
const EVENTS_TIMEOUT_ENV = process.env.STALL_EVENTS_TIMEOUT_MS;
/** A shop that gives up after 2 s must get the 503 before it does (docs/serving-trust.md "Deadlines"). */
const SHOP_TIMEOUT_MS = 2000;
let EVENTS_TIMEOUT_MS: number;
const BATCHES = 6;
const CLICKS_PER_BATCH = 5;
/** The first batch is long, so the stall catches it while it is written. */
const FIRST_BATCH = 40;

let server: TestServer;
let proxy: StallProxy;
let campaignId: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(path: string, body: unknown, key = TEST_SHOP_API_KEY) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers freely
  const json: any = text ? JSON.parse(text) : undefined;
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    json,
    type: response.headers.get('content-type'),
  };
}

beforeAll(async () => {
  const pgPort = Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').port || 5432);
  proxy = await startStallProxy(pgPort);
  server = await startServingServer({
    env: EVENTS_TIMEOUT_ENV ? { SERVING_EVENTS_TIMEOUT_MS: EVENTS_TIMEOUT_ENV } : {},
    databaseUrl: (url) => Object.assign(new URL(url), { host: `127.0.0.1:${proxy.port}` }).toString(),
  });
  EVENTS_TIMEOUT_MS = server.ctx.config.serving.eventsTimeoutMs;
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'stall' }]);
  const account = await seedAccount(db, 'Brand S');
  campaignId = await seedCampaign(db, {
    accountId: account,
    name: 'stall',
    maxCpc: 100,
    startDate: '2020-01-01',
    totalBudget: null,
    productIds: ['stall'],
  });
  await reloadIndex(server);
}, 30_000);

afterAll(async () => {
  proxy?.resume();
  await server?.close();
  await proxy?.close();
});

describe('serving while PostgreSQL stalls', () => {
  it('answers auctions with winners (no database on their path) and events with 503 or 2xx; every click is charged once', async (ctx) => {
    if (!server.db.url) ctx.skip(); // PGlite: nothing to stall
    const total = FIRST_BATCH + BATCHES * CLICKS_PER_BATCH; // the last batch is sent before the stall
    const bids = (await Promise.all(Array.from({ length: total }, () => auction(server, ['stall'])))).map((w) => w[0]!.resolvedBidId);
    const now = new Date().toISOString();
    const batches = Array.from({ length: BATCHES + 1 }, (_, b) => {
      const from = b === 0 ? 0 : FIRST_BATCH + (b - 1) * CLICKS_PER_BATCH;
      const slice = bids.slice(from, b === 0 ? FIRST_BATCH : from + CLICKS_PER_BATCH);
      const event = (resolvedBidId: string, i: number) => ({ id: `c-${b}-${i}`, occurredAt: now, opaqueUserId: `u-${b}-${i}`, resolvedBidId });
      return {
        impressions: slice.map((bid, i) => ({ ...event(bid, i), id: `i-${b}-${i}` })),
        clicks: slice.map((bid, i) => event(bid, i)),
      };
    });

    const before = await post('/v2/events', batches[BATCHES]);
    expect(before.status).toBe(200);
    // The first batch is under way when the stall begins.
    const pending = [post('/v2/events', batches[0])];
    await sleep(5);
    proxy.stall();
    const stallStarted = performance.now();
    // A key never seen before must ask the stalled database: 503, not 401 or 500.
    const stranger = post('/v2/auctions', { auctions: [] }, 'a-key-this-server-has-never-seen-0123456789');
    const auctions: Awaited<ReturnType<typeof post>>[] = [];
    for (let b = 1; performance.now() - stallStarted < STALL_MS - 1500; b++) {
      if (b < BATCHES) pending.push(post('/v2/events', batches[b]));
      auctions.push(await post('/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['stall'] } }] }));
      await sleep(200);
    }
    const events = await Promise.all(pending);
    const strangerAnswer = await stranger;
    await sleep(STALL_MS - (performance.now() - stallStarted));
    const stalledFor = performance.now() - stallStarted;
    proxy.resume();

    // Auctions: answered from memory, with their winner, while the database stalls.
    const slowest = Math.max(...auctions.map((a) => a.ms));
    expect(slowest).toBeLessThan(AUCTION_MS);
    for (const a of auctions) expect(a.json.results[0]).toMatchObject({ resultType: 'listings', error: false, winners: [{ id: 'stall' }] });
    expect([strangerAnswer.status, strangerAnswer.json.type, strangerAnswer.retryAfter]).toEqual([503, 'ServiceUnavailableException', '5']);
    // Events: 503 problem + Retry-After, or 200; never anything else; with the default deadline, before a 2 s shop gives up.
    if (!EVENTS_TIMEOUT_ENV) expect(events.map((e) => Math.round(e.ms)).filter((ms) => ms >= SHOP_TIMEOUT_MS)).toEqual([]);
    for (const e of events) {
      if (e.status === 200) continue;
      expect(e.status).toBe(503);
      expect(e.retryAfter).toMatch(/^\d+$/);
      expect(e.type).toContain('application/problem+json');
      expect(e.json.type).toBe('ServiceUnavailableException');
    }
    events.push(before);
    const acknowledged = batches.filter((_, b) => events[b]?.status === 200).flatMap((batch) => batch.clicks.map((c) => c.resolvedBidId));

    // After the stall, let the timed-out work end (client read timeout = statement + 1 s), then look.
    await sleep(EVENTS_TIMEOUT_MS + 1500);
    const stored = await clicksOf(bids);
    for (const bid of acknowledged) expect(stored.get(bid)).toBe(1);
    const keptBeforeRetry = [...stored.values()].filter((n) => n > 0).length;

    // The shop retries what got 503: every click of every batch is then stored and charged exactly once.
    // (A batch that got 200 may be sent again too: all duplicates.)
    const retries = await Promise.all(batches.map((batch) => post('/v2/events', batch)));
    for (const r of retries) expect(r.status).toBe(200);
    expect(retries.at(-1)!.json).toMatchObject({ accepted: { clicks: 0 }, duplicates: { clicks: CLICKS_PER_BATCH } });
    const after = await clicksOf(bids);
    expect([...after.values()]).toEqual(bids.map(() => 1));
    await settleStats(server);
    const [money] = await queryRows<{ spent: number; cost: number; billable: number; statClicks: number; statCost: number }>(
      server.db.db,
      sql`select (select spent_total from campaigns where id = ${campaignId}) as spent,
            (select coalesce(sum(cost), 0) from clicks) as cost, (select count(*)::int from clicks where billable) as billable,
            (select coalesce(sum(clicks), 0)::int from stats_daily) as "statClicks", (select coalesce(sum(cost), 0) from stats_daily) as "statCost"`,
    );
    expect(money!.billable).toBe(bids.length);
    expect(money!.spent).toBe(money!.cost);
    expect(money!.statClicks).toBe(bids.length);
    expect(money!.statCost).toBe(money!.cost);
    // Serving works again.
    expect(await auction(server, ['stall'])).toHaveLength(1);

    console.info(
      `stall ${Math.round(stalledFor)} ms: ${auctions.length} auctions, slowest ${Math.round(slowest)} ms, all with their winner; ` +
        `event batches ${events.map((e) => e.status).join(',')} (${events.map((e) => Math.round(e.ms)).join(',')} ms); ` +
        `clicks acknowledged ${acknowledged.length}, stored before retry ${keptBeforeRetry}, after retry ${bids.length} of ${bids.length}, ` +
        `charged ${money!.billable} (${money!.spent} grosze = sum of click costs)`,
    );
  }, 60_000);
});

/** Number of stored clicks per resolved bid id (only those with a click when `onlyStored`). */
async function clicksOf(bids: string[], onlyStored = false): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; n: number }>(
    server.db.db,
    sql`select b.id, count(c.id)::int as n from unnest(${sql.param(bids)}::text[]) as b(id)
        left join clicks c on c.resolved_bid_id = b.id group by b.id`,
  );
  return new Map(rows.filter((r) => r.n > 0 || !onlyStored).map((r) => [r.id, r.n]));
}
