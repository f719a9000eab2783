import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, statsDaily } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import { rebuildStatsRollups } from './rollup/rollup-statement';
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

// Mutable clock: 11:00 in Warsaw on 2026-03-10 (CET, UTC+1).
let clock = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let seq = 0;
const ids: Record<string, string> = {};

function click(resolvedBidId: string, occurredAt = clock, id = `click-${++seq}`) {
  return { id, occurredAt: occurredAt.toISOString(), opaqueUserId: `user-${seq}`, resolvedBidId };
}

/** The impression and then the click of one winner (a click is billed only after its impression). */
function shownAndClicked(resolvedBidId: string, occurredAt = clock) {
  const c = click(resolvedBidId, occurredAt);
  return { impressions: [{ ...c, id: `imp-${c.id}` }], clicks: [c] };
}

async function campaign(id: string) {
  const [row] = await queryRows<{ spent_total: number; spent_today: number; spend_day: string | null }>(
    server.db.db,
    sql`select spent_total, spent_today, spend_day::text from campaigns where id = ${id}`,
  );
  return row!;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => clock });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'once' }, { id: 'rival' }, { id: 'daily' }, { id: 'total' }]);
  const account = await seedAccount(db, 'Brand C');
  const base = { accountId: account, startDate: '2026-03-01' };
  ids.once = await seedCampaign(db, { ...base, name: 'once', maxCpc: 400, productIds: ['once'] });
  // The rival, of another account, sets the GSP price of the others at 300 grosze (docs/auction.md).
  const rivalAccount = await seedAccount(db, 'Brand R');
  ids.rival = await seedCampaign(db, { ...base, accountId: rivalAccount, name: 'rival', maxCpc: 300, productIds: ['rival'] });
  ids.daily = await seedCampaign(db, { ...base, name: 'daily', maxCpc: 500, dailyBudget: 2000, totalBudget: null, productIds: ['daily'] });
  ids.total = await seedCampaign(db, { ...base, name: 'total', maxCpc: 150, totalBudget: 2000, spentTotal: 1900, productIds: ['total'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('clicks: budgets are hard caps (docs/architecture.md "Charging clicks (hard budget caps)")', () => {
  it('charges a click at most once per resolvedBidId', async () => {
    const [win] = await auction(server, ['once', 'rival']);
    expect(win!.id).toBe('once');
    const first = click(win!.resolvedBidId);
    const r1 = await callServing(server, '/v2/events', { impressions: [{ ...first, id: 'imp-once' }], clicks: [first] });
    expect(r1.status).toBe(200);
    expect(r1.body).toMatchObject({ accepted: { clicks: 1 }, charged: { clicks: 1, cost: 300 }, rejected: [] });
    // The same event again, and another event on the same bid: recorded once, charged once.
    const r2 = await callServing(server, '/v2/events', { clicks: [first, click(win!.resolvedBidId)] });
    expect(r2.body).toMatchObject({ accepted: { clicks: 0 }, duplicates: { clicks: 2 }, charged: { clicks: 0, cost: 0 } });
    expect(await campaign(ids.once!)).toEqual({ spent_total: 300, spent_today: 300, spend_day: '2026-03-10' });
    await settleStats(server);
    const stats = await queryRows(server.db.db, sql`select clicks, cost from stats_daily where campaign_id = ${ids.once}`);
    expect(stats).toEqual([{ clicks: 1, cost: 300 }]);
  });

  it('20 concurrent clicks against a daily budget that fits 6 of them: exactly 6 billable', async () => {
    const wins = [];
    for (let i = 0; i < 20; i++) wins.push(...(await auction(server, ['daily', 'rival'])));
    expect(wins.every((w) => w.id === 'daily')).toBe(true);
    const answers = await Promise.all(wins.map((w) => callServing(server, '/v2/events', shownAndClicked(w.resolvedBidId))));
    const charged = answers.reduce((n, a) => n + a.body.charged.clicks, 0);
    expect(charged).toBe(6);
    expect(answers.every((a) => a.body.accepted.clicks === 1)).toBe(true);
    const state = await campaign(ids.daily!);
    expect(state.spent_today).toBe(6 * 300);
    expect(state.spent_today).toBeLessThanOrEqual(2000);
    const rows = await queryRows<{ billable: boolean; cost: number; not_billable_reason: string | null; n: number }>(
      server.db.db,
      sql`select billable, cost, not_billable_reason, count(*)::int as n from clicks where campaign_id = ${ids.daily}
          group by 1, 2, 3 order by 1`,
    );
    expect(rows).toEqual([
      { billable: false, cost: 0, not_billable_reason: 'BUDGET_EXHAUSTED', n: 14 },
      { billable: true, cost: 300, not_billable_reason: null, n: 6 },
    ]);
    await settleStats(server);
    const [stats] = await queryRows(server.db.db, sql`select clicks, cost from stats_daily where campaign_id = ${ids.daily}`);
    expect(stats).toEqual({ clicks: 20, cost: 1800 });
  });

  it('the daily budget resets at Warsaw midnight, not UTC midnight', async () => {
    // The clicks above made 'daily' look like a 100 % CTR product; prices below assume equal pCTRs.
    await server.db.db.delete(statsDaily);
    await rebuildStatsRollups(server.db.db); // the index reads pCTR from stats_product_daily, derived from stats_daily
    await reloadIndex(server);
    clock = new Date('2026-03-10T22:59:00Z'); // 23:59 in Warsaw, still 2026-03-10: 200 grosze left
    // With 200 grosze left the campaign bids at most 200 and loses to the 300-grosze rival.
    expect((await auction(server, ['daily', 'rival']))[0]!.id).toBe('rival');

    clock = new Date('2026-03-10T23:30:00Z'); // 00:30 in Warsaw on 2026-03-11
    const [next] = await auction(server, ['daily', 'rival']);
    expect(next!.id).toBe('daily');
    const charged = await callServing(server, '/v2/events', shownAndClicked(next!.resolvedBidId));
    expect(charged.body.charged).toEqual({ clicks: 1, cost: 300 });
    expect(await campaign(ids.daily!)).toEqual({ spent_total: 2100, spent_today: 300, spend_day: '2026-03-11' });
  });

  it('a late click of the previous day counts on the current daily counter, never resetting it', async () => {
    clock = new Date('2026-03-10T22:58:00Z'); // auction at 23:58 Warsaw on 2026-03-10
    const [bid] = await auction(server, ['once', 'rival']);
    await callServing(server, '/v2/events', { impressions: [{ ...click(bid!.resolvedBidId), id: 'imp-late' }] });
    clock = new Date('2026-03-10T23:40:00Z');
    const before = await campaign(ids.once!);
    // The campaign's counter already belongs to 2026-03-11 after this click …
    const [today] = await auction(server, ['once', 'rival']);
    await callServing(server, '/v2/events', shownAndClicked(today!.resolvedBidId));
    // … so a click that occurred at 23:59 on 2026-03-10 adds to it instead of restarting it.
    const r = await callServing(server, '/v2/events', { clicks: [click(bid!.resolvedBidId, new Date('2026-03-10T22:59:00Z'))] });
    expect(r.body.charged).toEqual({ clicks: 1, cost: 300 });
    expect(await campaign(ids.once!)).toEqual({ spent_total: before.spent_total + 600, spent_today: 600, spend_day: '2026-03-11' });
  });

  it('refuses clicks dated in the future and records clicks dated before their impression as invalid', async () => {
    const [win] = await auction(server, ['once', 'rival']);
    const future = new Date(clock.getTime() + 10 * 60_000);
    const backdated = new Date(clock.getTime() - 10 * 60_000);
    const early = click(win!.resolvedBidId, backdated);
    const r = await callServing(server, '/v2/events', {
      impressions: [{ ...click(win!.resolvedBidId), id: 'imp-dated' }],
      clicks: [click(win!.resolvedBidId, future), early],
    });
    expect(r.body.rejected.map((x: { reason: string }) => x.reason)).toEqual(['OCCURRED_AT_OUT_OF_RANGE']);
    expect(r.body.charged.clicks).toBe(0);
    const [row] = await queryRows(server.db.db, sql`select billable, cost, not_billable_reason from clicks where event_id = ${early.id}`);
    expect(row).toEqual({ billable: false, cost: 0, not_billable_reason: 'CLICK_BEFORE_IMPRESSION' });
  });

  it('stops serving a campaign as soon as a click spends its total budget', async () => {
    const [win] = await auction(server, ['total']);
    const r = await callServing(server, '/v2/events', shownAndClicked(win!.resolvedBidId));
    expect(r.body.charged).toEqual({ clicks: 1, cost: 100 });
    expect((await campaign(ids.total!)).spent_total).toBe(2000);
    expect(await auction(server, ['total'])).toEqual([]);
  });
});
