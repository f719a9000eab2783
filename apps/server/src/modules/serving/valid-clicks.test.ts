import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { DEFAULT_CLICK_RULES } from '@ads/domain';
import { type TestServer } from '../../testing/server.testkit';
import { auction, callServing, reloadIndex, seedAccount, seedCampaign, seedCategories, seedProducts, settleStats, startServingServer } from '../../testing/serving.testkit';

// docs/serving-scale.md "Valid clicks": one test per rule (domain click-validity.ts), through the real API.
const T0 = new Date('2026-06-01T10:00:00Z'); // 12:00 in Warsaw (CEST)
const MIN = 60_000;
const rules = DEFAULT_CLICK_RULES;
let clock = T0;
let server: TestServer;
let seq = 0;
let campaignId: string;

const event = (bid: string, at: Date, user: string) => ({ id: `e-${++seq}`, occurredAt: at.toISOString(), opaqueUserId: user, resolvedBidId: bid });
const win = async (product = 'v1') => (await auction(server, [product]))[0]!.resolvedBidId;
const show = (bid: string, at: Date, user: string) => callServing(server, '/v2/events', { impressions: [event(bid, at, user)] });

/** Sends the click; returns what the ledger holds for it. */
async function clickAt(bid: string, at: Date, user: string): Promise<{ billable: boolean; cost: number; reason: string | null }> {
  const c = event(bid, at, user);
  const r = await callServing(server, '/v2/events', { clicks: [c] });
  expect(r.status).toBe(200);
  const [row] = await queryRows<{ billable: boolean; cost: number; reason: string | null }>(
    server.db.db,
    sql`select billable, cost, not_billable_reason as reason from clicks where event_id = ${c.id}`,
  );
  return row!;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => clock });
  await seedCategories(server.db.db);
  await seedProducts(server.db.db, [{ id: 'v1' }, { id: 'v2' }, ...Array.from({ length: 8 }, (_, i) => ({ id: `f${i}` }))]);
  const account = await seedAccount(server.db.db, 'Brand V');
  campaignId = await seedCampaign(server.db.db, {
    accountId: account,
    name: 'valid',
    maxCpc: 200,
    startDate: '2026-05-01',
    totalBudget: null,
    productIds: ['v1', 'v2', ...Array.from({ length: 8 }, (_, i) => `f${i}`)],
  });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('valid clicks', () => {
  it('bills a click that follows its impression within the window, with the auction key', async () => {
    clock = T0;
    const bid = await win();
    await show(bid, clock, 'ok');
    expect(await clickAt(bid, new Date(T0.getTime() + 2 * MIN), 'ok')).toEqual({ billable: true, cost: 100, reason: null });
  });

  it('NO_IMPRESSION: a click on a bid never shown', async () => {
    const bid = await win();
    expect(await clickAt(bid, clock, 'unseen')).toEqual({ billable: false, cost: 0, reason: 'NO_IMPRESSION' });
  });

  it('CLICK_WINDOW_EXPIRED: a click more than the click window after its impression', async () => {
    clock = T0;
    const bid = await win();
    await show(bid, clock, 'slow');
    clock = new Date(T0.getTime() + rules.clickWindowMs + 2 * MIN);
    expect(await clickAt(bid, clock, 'slow')).toEqual({ billable: false, cost: 0, reason: 'CLICK_WINDOW_EXPIRED' });
  });

  it('CLICK_WINDOW_EXPIRED: a click dated in the window but reported long after it (a late replay)', async () => {
    clock = T0;
    const bid = await win();
    await show(bid, clock, 'replayer');
    clock = new Date(T0.getTime() + 3 * 24 * 60 * MIN);
    expect(await clickAt(bid, new Date(T0.getTime() + MIN), 'replayer')).toMatchObject({ billable: false, reason: 'CLICK_WINDOW_EXPIRED' });
  });

  it('clock skew: a click up to the tolerance before its impression is valid; earlier is CLICK_BEFORE_IMPRESSION', async () => {
    clock = T0;
    const skewed = await win();
    await show(skewed, clock, 'skew');
    expect(await clickAt(skewed, new Date(T0.getTime() - rules.clockToleranceMs + 1000), 'skew')).toMatchObject({ billable: true });
    const early = await win('v2');
    await show(early, clock, 'early');
    expect(await clickAt(early, new Date(T0.getTime() - rules.clockToleranceMs - 1000), 'early')).toMatchObject({ reason: 'CLICK_BEFORE_IMPRESSION' });
  });

  it('REPEAT_CLICK: the same user on the same campaign and product again within the repeat window', async () => {
    clock = T0;
    const first = await win();
    await show(first, clock, 'twice');
    expect(await clickAt(first, clock, 'twice')).toMatchObject({ billable: true });
    clock = new Date(T0.getTime() + 3 * MIN);
    const second = await win();
    await show(second, clock, 'twice');
    expect(await clickAt(second, clock, 'twice')).toMatchObject({ billable: false, reason: 'REPEAT_CLICK' });
    clock = new Date(T0.getTime() + rules.repeatWindowMs + MIN);
    const later = await win();
    await show(later, clock, 'twice');
    expect(await clickAt(later, clock, 'twice')).toMatchObject({ billable: true });
  });

  it('FREQUENCY_CAP: more billed clicks by one user on one campaign in a Warsaw day than the cap', async () => {
    clock = new Date('2026-06-02T08:00:00Z');
    const outcomes = [];
    for (let i = 0; i <= rules.maxClicksPerUserCampaignDay; i++) {
      const bid = await win(`f${i}`);
      await show(bid, clock, 'heavy');
      outcomes.push(await clickAt(bid, clock, 'heavy'));
    }
    expect(outcomes.slice(0, -1).every((o) => o.billable)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ billable: false, cost: 0, reason: 'FREQUENCY_CAP' });
  });

  it('KEY_MISMATCH and BID_EXPIRED: another key, and an impression outside its auction’s window', async () => {
    clock = T0;
    const bid = await win();
    clock = new Date(T0.getTime() + 2 * 60 * MIN);
    const late = await callServing(server, '/v2/events', { impressions: [event(bid, clock, 'late')] });
    expect(late.body.rejected).toEqual([expect.objectContaining({ reason: 'BID_EXPIRED' })]);
    // KEY_MISMATCH clicks are recorded as invalid: channels.test.ts.
  });

  it('counts invalid clicks in statistics apart from clicks, at no cost', async () => {
    await settleStats(server);
    const [row] = await queryRows<{ clicks: number; invalid: number; cost: number }>(
      server.db.db,
      sql`select sum(clicks)::int as clicks, sum(invalid_clicks)::int as invalid, sum(cost)::int as cost from stats_daily where campaign_id = ${campaignId}`,
    );
    const [ledger] = await queryRows<{ valid: number; invalid: number; cost: number }>(
      server.db.db,
      sql`select count(*) filter (where not_billable_reason is null)::int as valid, count(*) filter (where not_billable_reason is not null)::int as invalid,
            sum(cost)::int as cost from clicks where campaign_id = ${campaignId}`,
    );
    expect(row).toEqual({ clicks: ledger!.valid, invalid: ledger!.invalid, cost: ledger!.cost });
    expect(ledger!.invalid).toBeGreaterThanOrEqual(6);
  });
});
