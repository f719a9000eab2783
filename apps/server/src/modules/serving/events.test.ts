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

const T0 = new Date('2026-05-04T08:00:00Z'); // 10:00 in Warsaw (CEST)
const DAY = 24 * 60 * 60_000;
let clock = T0;
let server: TestServer;
const ids: Record<string, string> = {};

const at = (d: Date = clock) => d.toISOString();

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server.db.db, query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  server = await startServingServer({ now: () => clock });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }]);
  const account = await seedAccount(db, 'Brand E');
  ids.e1 = await seedCampaign(db, { accountId: account, name: 'e1', maxCpc: 200, startDate: '2026-05-01', productIds: ['e1'] });
  ids.e2 = await seedCampaign(db, { accountId: account, name: 'e2', maxCpc: 150, startDate: '2026-05-01', productIds: ['e2'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v2/events: impressions', () => {
  it('records impressions of known bids, counts them per campaign/product/day, and rejects the rest one by one', async () => {
    const wins = [...(await auction(server, ['e1'])), ...(await auction(server, ['e1'])), ...(await auction(server, ['e2']))];
    const good = wins.map((w, i) => ({ id: `imp-${i}`, occurredAt: at(), opaqueUserId: 'u1', resolvedBidId: w.resolvedBidId }));
    const body = {
      impressions: [
        ...good,
        { id: 'imp-unknown', occurredAt: at(), opaqueUserId: 'u1', resolvedBidId: 'no-such-bid' },
        { id: 'imp-organic', occurredAt: at(), opaqueUserId: 'u1', entity: { type: 'product', id: 'e1' } },
        { id: 'imp-no-user', occurredAt: at(), resolvedBidId: wins[0]!.resolvedBidId },
        { id: 'imp-bad-time', occurredAt: 'yesterday', opaqueUserId: 'u1', resolvedBidId: wins[0]!.resolvedBidId },
      ],
    };
    const r = await callServing(server, '/v2/events', body);
    expect(r.status).toBe(200);
    expect(r.body.accepted).toEqual({ impressions: 3, clicks: 0, purchases: 0 });
    expect(r.body.rejected.map((x: { id: string; reason: string }) => [x.id, x.reason])).toEqual([
      ['imp-no-user', 'INVALID_EVENT'],
      ['imp-bad-time', 'INVALID_EVENT'],
      ['imp-unknown', 'RESOLVED_BID_NOT_FOUND'],
      ['imp-organic', 'NOT_SPONSORED'],
    ]);
    await settleStats(server);
    const stats = await queryRows(
      server.db.db,
      sql`select campaign_id, product_id, day::text, impressions from stats_daily order by product_id`,
    );
    expect(stats).toEqual([
      { campaign_id: ids.e1, product_id: 'e1', day: '2026-05-04', impressions: 2 },
      { campaign_id: ids.e2, product_id: 'e2', day: '2026-05-04', impressions: 1 },
    ]);
    // A retry of the same events changes nothing.
    const again = await callServing(server, '/v2/events', { impressions: good });
    expect(again.body).toMatchObject({ accepted: { impressions: 0 }, duplicates: { impressions: 3 } });
    await settleStats(server);
    expect(await scalar(sql`select sum(impressions)::int as n from stats_daily`)).toBe(3);
  });

  it('refuses a malformed envelope with a 400 problem and records nothing of it', async () => {
    const [win] = await auction(server, ['e1']);
    const valid = { id: 'imp-envelope', occurredAt: at(), opaqueUserId: 'u1', resolvedBidId: win!.resolvedBidId };
    const before = await scalar(sql`select count(*)::int as n from impressions`);
    const bad = [
      { impressions: [valid], unknownKind: [] },
      { impressions: 'many' },
      {},
      [valid],
      { impressions: Array.from({ length: 51 }, (_, i) => ({ ...valid, id: `x${i}` })) },
      '{"impressions": [',
    ];
    for (const body of bad) {
      const r = await callServing(server, '/v2/events', typeof body === 'string' ? body : JSON.stringify(body));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.type).toBe('ValidationException');
    }
    expect(await scalar(sql`select count(*)::int as n from impressions`)).toBe(before);
    // The same event in a well-formed request is recorded.
    const ok = await callServing(server, '/v2/events', { impressions: [valid] });
    expect(ok.body.accepted.impressions).toBe(1);
  });
});

describe('POST /v2/events: purchases and attribution', () => {
  let clicked: { resolvedBidId: string; campaignId: string };

  beforeAll(async () => {
    clock = T0;
    const [win] = await auction(server, ['e1']);
    clicked = win!;
    const r = await callServing(server, '/v2/events', {
      impressions: [{ id: 'imp-attr', occurredAt: at(), opaqueUserId: 'buyer', resolvedBidId: win!.resolvedBidId }],
      clicks: [{ id: 'click-attr', occurredAt: at(), opaqueUserId: 'buyer', resolvedBidId: win!.resolvedBidId }],
    });
    expect(r.body.charged.clicks).toBe(1);
  });

  const purchase = (id: string, user: string, items: object[], when: Date = clock) => ({
    id,
    occurredAt: at(when),
    opaqueUserId: user,
    items,
  });
  const sales = async () =>
    (await settleStats(server)) ??
    queryRows<{ day: string; sales_count: number; revenue: number }>(
      server.db.db,
      sql`select day::text, sales_count, revenue from stats_daily where campaign_id = ${ids.e1} and sales_count > 0 order by day`,
    );

  it('credits the last click of the same user on the same product within 7 days', async () => {
    clock = new Date(T0.getTime() + 6 * DAY);
    const r = await callServing(server, '/v2/events', {
      purchases: [purchase('order-1', 'buyer', [{ productId: 'e1', unitPrice: 49.99, quantity: 2 }])],
    });
    expect(r.body).toMatchObject({ accepted: { purchases: 1 }, attributed: { items: 1, revenue: 9998 } });
    expect(await sales()).toEqual([{ day: '2026-05-10', sales_count: 2, revenue: 9998 }]);
    const [row] = await queryRows(server.db.db, sql`select unit_price, campaign_id from purchases where event_id = 'order-1'`);
    expect(row).toEqual({ unit_price: 4999, campaign_id: ids.e1 });
  });

  it('does not credit purchases outside the window, by other users or of other products', async () => {
    clock = new Date(T0.getTime() + 8 * DAY);
    const r = await callServing(server, '/v2/events', {
      purchases: [
        purchase('order-late', 'buyer', [{ productId: 'e1', unitPrice: 10 }]),
        purchase('order-other-user', 'someone', [{ productId: 'e1', unitPrice: 10 }], new Date(T0.getTime() + DAY)),
        purchase('order-other-product', 'buyer', [{ productId: 'e3', unitPrice: 10 }], new Date(T0.getTime() + DAY)),
      ],
    });
    expect(r.body).toMatchObject({ accepted: { purchases: 3 }, attributed: { items: 0, revenue: 0 } });
    expect(await sales()).toHaveLength(1);
  });

  it('credits an item that names a clicked resolvedBidId to that bid’s campaign', async () => {
    clock = new Date(T0.getTime() + DAY);
    const r = await callServing(server, '/v2/events', {
      purchases: [
        purchase('order-bid', 'guest', [{ productId: 'e1', unitPrice: 12.5, quantity: 1, resolvedBidId: clicked.resolvedBidId }]),
      ],
    });
    expect(r.body.attributed).toEqual({ items: 1, revenue: 1250 });
    expect(await sales()).toContainEqual({ day: '2026-05-05', sales_count: 1, revenue: 1250 });
  });

  it('dedupes by event id and rejects future purchases and bad prices without losing the rest', async () => {
    clock = new Date(T0.getTime() + 8 * DAY);
    const r = await callServing(server, '/v2/events', {
      purchases: [
        purchase('order-1', 'buyer', [{ productId: 'e1', unitPrice: 49.99, quantity: 2 }], new Date(T0.getTime() + 6 * DAY)),
        purchase('order-future', 'buyer', [{ productId: 'e1', unitPrice: 1 }], new Date(clock.getTime() + 60 * 60_000)),
        purchase('order-huge', 'buyer', [{ productId: 'e1', unitPrice: 1e21 }]),
        purchase('order-zero', 'buyer', [{ productId: 'e1', unitPrice: 0 }]),
        purchase('order-fine', 'nobody', [{ productId: 'e2', unitPrice: 3.1 }]),
      ],
    });
    expect(r.body.duplicates.purchases).toBe(1);
    expect(r.body.accepted.purchases).toBe(1);
    expect(r.body.rejected.map((x: { id: string; reason: string }) => [x.id, x.reason])).toEqual([
      ['order-huge', 'INVALID_EVENT'],
      ['order-zero', 'INVALID_EVENT'],
      ['order-future', 'OCCURRED_AT_OUT_OF_RANGE'],
    ]);
    expect(await sales()).toContainEqual({ day: '2026-05-10', sales_count: 2, revenue: 9998 });
  });
});
