import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, trafficHourly } from '@ads/db';
import { cumulativeCurve, curveShareUntil, DEFAULT_TRAFFIC_CURVE, warsawDayStart } from '@ads/domain';
import { type TestServer } from '../../../testing/server.testkit';
import {
  auction,
  callServing,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  startServingServer,
  settleStats,
} from '../../../testing/serving.testkit';
import { servingFor } from '../serving.parts';
import { ServingPacing } from './pacing';
import { TrafficRepository } from './traffic.repository';

const HOUR = 3_600_000;
const TODAY = '2026-11-24';
const DAY_START = warsawDayStart(TODAY).getTime();
/** A settable clock, 06:00 Warsaw to begin with. */
let nowMs = DAY_START + 6 * HOUR;
let server: TestServer;
let account: string;

beforeAll(async () => {
  server = await startServingServer({ now: () => new Date(nowMs) });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'std' }, { id: 'acc' }, { id: 'nodaily' }, { id: 'imp' }]);
  account = await seedAccount(db, 'Pacing brand');
});

afterAll(async () => {
  await server?.close();
});

describe('pacing in the ad index', () => {
  it('skips a STANDARD campaign ahead of its pace; ACCELERATED and no-daily-budget campaigns bid', async () => {
    // At 06:00 the default curve allows 20.00 × (share + 2 %) ≈ 0.9 PLN; each campaign has spent 5 PLN today.
    const spent = { spentToday: 500, spentTotal: 500, spendDay: TODAY, startDate: TODAY, accountId: account, maxCpc: 150 };
    await seedCampaign(server.db.db, { ...spent, name: 'standard', productIds: ['std'], dailyBudget: 2_000 });
    await seedCampaign(server.db.db, { ...spent, name: 'accelerated', productIds: ['acc'], dailyBudget: 2_000, delivery: 'ACCELERATED' });
    await seedCampaign(server.db.db, { ...spent, name: 'total only', productIds: ['nodaily'], dailyBudget: null, totalBudget: 10_000 });
    await reloadIndex(server);
    expect(await auction(server, ['std'])).toEqual([]);
    expect(await auction(server, ['acc'])).toHaveLength(1);
    expect(await auction(server, ['nodaily'])).toHaveLength(1);
    // By 18:00 the pace (≈ 20.00 × 62 %) is above 5 PLN: the standard campaign bids again.
    nowMs = DAY_START + 18 * HOUR;
    expect(await auction(server, ['std'])).toHaveLength(1);
  });

  it('counts impressions per hour in traffic_hourly (with the statistics roll-up)', async () => {
    await seedCampaign(server.db.db, {
      accountId: account,
      name: 'impressions',
      maxCpc: 150,
      productIds: ['imp'],
      dailyBudget: null,
      startDate: TODAY,
    });
    await reloadIndex(server);
    const winners = [...(await auction(server, ['imp'])), ...(await auction(server, ['imp']))];
    const at = new Date(nowMs).toISOString();
    const impressions = winners.map((w, i) => ({ id: `imp-${i}`, occurredAt: at, opaqueUserId: 'u1', resolvedBidId: w.resolvedBidId }));
    expect((await callServing(server, '/v2/events', { impressions })).status).toBe(200);
    await settleStats(server);
    const rows = await queryRows<{ hour: string; impressions: number }>(
      server.db.db,
      sql`select hour, impressions::int as impressions from traffic_hourly`,
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.hour).getTime()).toBe(DAY_START + 18 * HOUR);
    expect(rows[0]!.impressions).toBe(2);
  });
});

describe('ServingPacing (learnt curve)', () => {
  it('loads the last 14 whole days once, then reloads at most hourly on use', async () => {
    const db = server.db.db;
    await db.delete(trafficHourly);
    // 14 past days with all traffic at 08:00 Warsaw, plus today's hours (ignored: today is not a whole day).
    await db
      .insert(trafficHourly)
      .values([
        ...Array.from({ length: 14 }, (_, d) => ({ hour: new Date(DAY_START - (d + 1) * 24 * HOUR + 8 * HOUR), impressions: 10_000 })),
        { hour: new Date(DAY_START + 2 * HOUR), impressions: 1_000_000 },
      ]);
    let reads = 0;
    const repo = new TrafficRepository(db);
    const counting = { hourly: (from: Date, to: Date) => (reads++, repo.hourly(from, to)) } as TrafficRepository;
    nowMs = DAY_START + 10 * HOUR;
    const pacing = new ServingPacing({ repo: counting, now: () => new Date(nowMs) });
    await pacing.load();
    expect(reads).toBe(1);
    expect(pacing.curve![8]!).toBeGreaterThan(0.9);
    // 09:00 → almost nothing learnt before 08:00; 10:00 → 08:00 hour fully passed.
    expect(pacing.share(DAY_START + 8 * HOUR)).toBeLessThan(0.05);
    expect(pacing.share(DAY_START + 10 * HOUR)).toBeGreaterThan(0.95);
    expect(reads).toBe(1);
    pacing.share(DAY_START + 10 * HOUR + 59 * 60_000);
    expect(reads).toBe(1);
    nowMs = DAY_START + 11 * HOUR;
    pacing.share(nowMs);
    expect(reads).toBe(2);
  });

  it('the server started with the default curve on an empty history', () => {
    expect(servingFor(server.ctx)!.pacing.curve).toEqual(DEFAULT_TRAFFIC_CURVE);
    expect(curveShareUntil(cumulativeCurve(DEFAULT_TRAFFIC_CURVE), 0.25)).toBeLessThan(0.25);
  });
});
