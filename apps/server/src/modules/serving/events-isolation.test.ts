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
  startServingServer,
} from '../../testing/serving.testkit';

// docs/serving-trust.md "Each event stands alone": one bad event is rejected alone; the batch is never a 500.
const clock = new Date('2026-06-02T09:00:00Z');
let server: TestServer;
let campaignId: string;
const at = clock.toISOString();

async function charged(): Promise<{ clicks: number; billable: number; spent: number }> {
  const [row] = await queryRows<{ clicks: number; billable: number; spent: number }>(
    server.db.db,
    sql`select (select count(*)::int from clicks) as clicks, (select count(*)::int from clicks where billable) as billable,
          (select spent_total from campaigns where id = ${campaignId}) as spent`,
  );
  return row!;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => clock });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'iso' }]);
  const account = await seedAccount(db, 'Brand I');
  campaignId = await seedCampaign(db, { accountId: account, name: 'iso', maxCpc: 100, startDate: '2026-06-01', productIds: ['iso'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v2/events: one bad event never fails the batch', () => {
  it('rejects NUL bytes, lone surrogates and overlong strings in any field and charges the good clicks once', async () => {
    const wins = await Promise.all(Array.from({ length: 4 }, () => auction(server, ['iso'])));
    const bid = (i: number) => wins[i]![0]!.resolvedBidId;
    const good = (i: number) => ({ id: `ok-${i}`, occurredAt: at, opaqueUserId: `u${i}`, resolvedBidId: bid(i) });
    const impressions = [0, 1, 2, 3].map((i) => ({ ...good(i), id: `imp-${i}` }));
    const clicks = [
      good(0),
      { ...good(1), id: 'nul\u0000id' },
      { ...good(1), id: 'bad-user', opaqueUserId: 'u\u0000' },
      { ...good(1), id: 'bad-bid', resolvedBidId: `${bid(1)}\u0000` },
      { ...good(1), id: 'surrogate', opaqueUserId: 'u\uD800' },
      { ...good(1), id: 'long-user', opaqueUserId: 'u'.repeat(5000) },
      { ...good(1), id: 'x'.repeat(5000) },
      { ...good(1), id: 'deep', placement: { path: '/p\u0000' } },
      { ...good(1), id: 'free-form', page: { note: 'a\uDC00b' } },
      good(1),
      { ...good(2), id: 'ancient', occurredAt: '0000-01-01T00:00:00Z' },
      good(2),
      good(3),
    ];
    const r = await callServing(server, '/v2/events', { impressions, clicks });
    expect(r.status).toBe(200);
    expect(r.body.accepted.clicks).toBe(4);
    expect(r.body.charged).toEqual({ clicks: 4, cost: 400 });
    const rejected = r.body.rejected as { index: number; id?: string; reason: string; detail: string }[];
    expect(rejected.map((x) => [x.index, x.id, x.reason])).toEqual([
      [1, undefined, 'INVALID_EVENT'],
      [2, 'bad-user', 'INVALID_EVENT'],
      [3, 'bad-bid', 'INVALID_EVENT'],
      [4, 'surrogate', 'INVALID_EVENT'],
      [5, 'long-user', 'INVALID_EVENT'],
      [6, undefined, 'INVALID_EVENT'],
      [7, 'deep', 'INVALID_EVENT'],
      [8, 'free-form', 'INVALID_EVENT'],
      [10, 'ancient', 'OCCURRED_AT_OUT_OF_RANGE'],
    ]);
    expect(rejected[1]!.detail).toBe('/opaqueUserId: contains a NUL character (\\u0000)');
    expect(rejected[3]!.detail).toBe('/opaqueUserId: contains a lone UTF-16 surrogate (not Unicode text)');
    expect(rejected[6]!.detail).toBe('/placement/path: contains a NUL character (\\u0000)');
    expect(await charged()).toEqual({ clicks: 4, billable: 4, spent: 400 });

    // The shop's retry of the very same batch is idempotent: duplicates, nothing charged again.
    const again = await callServing(server, '/v2/events', { impressions, clicks });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ accepted: { clicks: 0 }, duplicates: { clicks: 4 }, charged: { clicks: 0, cost: 0 } });
    expect(again.body.rejected).toHaveLength(9);
    expect(await charged()).toEqual({ clicks: 4, billable: 4, spent: 400 });
  });

  it('rejects out-of-range quantities and prices, bad product ids and too many items, and records the rest', async () => {
    const item = { productId: 'iso', unitPrice: 10, quantity: 1 };
    const purchase = (id: string, items: object[]) => ({ id, occurredAt: at, opaqueUserId: 'buyer', items });
    const purchases = [
      purchase('q-int4', [{ ...item, quantity: 2 ** 31 }]),
      purchase('q-cap', [{ ...item, quantity: 10_001 }]),
      purchase('q-fraction', [{ ...item, quantity: 1.5 }]),
      purchase('p-absurd', [{ ...item, unitPrice: 1e21 }]),
      purchase('p-huge', [{ ...item, unitPrice: 1e13 }]),
      purchase('pid-nul', [{ ...item, productId: 'iso\u0000' }]),
      purchase('pid-surrogate', [{ ...item, productId: '\uDBFFiso' }]),
      purchase(
        'items',
        Array.from({ length: 101 }, () => item),
      ),
      purchase('max-line', [{ ...item, quantity: 10_000, unitPrice: 1_000_000 }]),
      purchase('fine', [item, { ...item, quantity: 3, unitPrice: 0.01 }]),
    ];
    const r = await callServing(server, '/v2/events', { purchases });
    expect(r.status).toBe(200);
    expect(r.body.accepted.purchases).toBe(2);
    expect(r.body.rejected.map((x: { id: string; reason: string }) => [x.id, x.reason])).toEqual(
      ['q-int4', 'q-cap', 'q-fraction', 'p-absurd', 'p-huge', 'pid-nul', 'pid-surrogate', 'items'].map((id) => [id, 'INVALID_EVENT']),
    );
    const [row] = await queryRows<{ n: number; revenue: number }>(
      server.db.db,
      sql`select count(*)::int as n, sum(quantity::bigint * unit_price) as revenue from purchases`,
    );
    expect(row).toEqual({ n: 3, revenue: 10_000 * 100_000_000 + 1000 + 3 });
    const again = await callServing(server, '/v2/events', { purchases });
    expect(again.body).toMatchObject({ accepted: { purchases: 0 }, duplicates: { purchases: 2 } });
  });
});
