import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import {
  auction,
  callServing,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  settleStats,
  startServingServer,
} from '../../testing/serving.testkit';

// docs/serving-trust.md "Exactly once, counted once": concurrent replays of the same events, on PostgreSQL, store each
// event once and the answers' `accepted` add up to what was stored; every other answer counts it a duplicate.
let server: TestServer;
const REPLAYS = 40;
const EVENTS = 5;

async function count(table: 'impressions' | 'clicks' | 'purchases', prefix: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.db.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where event_id like ${`${prefix}%`}`,
  );
  return row!.n;
}

/**
 * Sends `requests` while another transaction holds the event tables locked, then lets go: the writers' first batches
 * wait in flight and the rest of the requests pile up behind them, so later batches carry the same event many times,
 * as under a burst of retries in production (docs/serving-scale.md "Batched writes").
 */
async function underBurst<T>(requests: () => Promise<T>[]): Promise<T[]> {
  let answers: Promise<T[]> | undefined;
  await server.db.db.transaction(async (tx) => {
    await tx.execute(sql`lock table impressions, clicks, purchases in exclusive mode`);
    answers = Promise.all(requests());
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  return answers!;
}

type Kind = 'impressions' | 'clicks' | 'purchases';
type Answer = { status: number; body: { accepted: Record<Kind, number>; duplicates: Record<Kind, number>; rejected: unknown[] } };

/** Sums `accepted` and `duplicates` of `kind` over the answers (all must be 200 without rejections). */
function sums(answers: Answer[], kind: Kind) {
  expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  expect(answers.flatMap((a) => a.body.rejected)).toEqual([]);
  return {
    accepted: answers.reduce((n, a) => n + a.body.accepted[kind], 0),
    duplicates: answers.reduce((n, a) => n + a.body.duplicates[kind], 0),
  };
}

beforeAll(async () => {
  server = await startServingServer();
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'cc' }]);
  const account = await seedAccount(db, 'Brand C');
  await seedCampaign(db, { accountId: account, name: 'cc', maxCpc: 100, startDate: '2020-01-01', totalBudget: null, productIds: ['cc'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v2/events replayed concurrently (PostgreSQL)', () => {
  it(`stores ${EVENTS} impressions from ${EVENTS * REPLAYS} concurrent one-event batches, and the answers accept exactly ${EVENTS}`, async (ctx) => {
    if (!server.db.url) ctx.skip(); // PGlite runs one statement at a time: nothing concurrent to test
    const wins = await Promise.all(Array.from({ length: EVENTS }, () => auction(server, ['cc'])));
    const now = new Date().toISOString();
    // The 40 replays of each impression are sent one after the other, so the first batches hold only the first impression.
    const impressions = wins.map(([w], i) => ({
      id: `imp-c-${i}`,
      occurredAt: now,
      opaqueUserId: `u${i}`,
      resolvedBidId: w!.resolvedBidId,
    }));
    const answers = (await underBurst(() =>
      Array.from({ length: EVENTS * REPLAYS }, (_, b) =>
        callServing(server, '/v2/events', { impressions: [impressions[Math.floor(b / REPLAYS)]] }),
      ),
    )) as Answer[];
    expect(await count('impressions', 'imp-c-')).toBe(EVENTS);
    expect(sums(answers, 'impressions')).toEqual({ accepted: EVENTS, duplicates: EVENTS * REPLAYS - EVENTS });
    await settleStats(server);
    const [stats] = await queryRows<{ n: number }>(server.db.db, sql`select coalesce(sum(impressions), 0)::int as n from stats_daily`);
    expect(stats!.n).toBe(EVENTS);
  });

  it(`counts impressions, clicks and purchases once each over ${EVENTS * REPLAYS} concurrent whole-batch replays`, async (ctx) => {
    if (!server.db.url) ctx.skip();
    const wins = await Promise.all(Array.from({ length: EVENTS }, () => auction(server, ['cc'])));
    const now = new Date().toISOString();
    const event = (kind: string, i: number) => ({
      id: `${kind}-w-${i}`,
      occurredAt: now,
      opaqueUserId: `w${i}`,
      resolvedBidId: wins[i]![0]!.resolvedBidId,
    });
    const batch = {
      impressions: wins.map((_, i) => event('imp', i)),
      clicks: wins.map((_, i) => event('click', i)),
      purchases: wins.map((_, i) => ({
        id: `order-w-${i}`,
        occurredAt: now,
        opaqueUserId: `w${i}`,
        items: [{ productId: 'cc', unitPrice: 10 }],
      })),
    };
    const answers = (await underBurst(() =>
      Array.from({ length: EVENTS * REPLAYS }, () => callServing(server, '/v2/events', batch)),
    )) as Answer[];
    const replayed = EVENTS * EVENTS * REPLAYS;
    expect(await count('impressions', 'imp-w-')).toBe(EVENTS);
    expect(await count('clicks', 'click-w-')).toBe(EVENTS);
    expect(await count('purchases', 'order-w-')).toBe(EVENTS);
    expect(sums(answers, 'impressions')).toEqual({ accepted: EVENTS, duplicates: replayed - EVENTS });
    expect(sums(answers, 'clicks')).toEqual({ accepted: EVENTS, duplicates: replayed - EVENTS });
    expect(sums(answers, 'purchases')).toEqual({ accepted: EVENTS, duplicates: replayed - EVENTS });
  });
});
