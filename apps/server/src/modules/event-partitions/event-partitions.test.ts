import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { DEFAULT_CLICK_RULES, warsawDay } from '@ads/domain';
import {
  ClickLedgerRepository,
  EventsRepository,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  type ClickToCharge,
  type ImpressionInsert,
} from '../../testing/serving.testkit';
import { EventPartitionsRepository } from './event-partitions.repository';

/** Partitions of the raw event tables (migration 0016): routing, the money guarantee, retries, the ledger trigger. */
describe('raw event partitions', () => {
  let h: TestDatabase;
  let events: EventsRepository;
  let ledger: ClickLedgerRepository;
  let campaignId: string;
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(h.db, q);
  /** The database's own message of a failed statement (Drizzle wraps it as the cause), or null when it succeeded. */
  const failure = (q: ReturnType<typeof sql>) =>
    h.db.execute(q).then(
      () => null,
      (e: Error) => ((e.cause as Error | undefined) ?? e).message,
    );
  const partitionOf = async (table: string, where: ReturnType<typeof sql>) =>
    (await rows<{ p: string }>(sql`select tableoid::regclass::text as p from ${sql.identifier(table)} where ${where}`)).map((r) => r.p);

  beforeAll(async () => {
    h = await createTestDatabase();
    events = new EventsRepository(h.db);
    ledger = new ClickLedgerRepository(h.db, DEFAULT_CLICK_RULES);
    await seedCategories(h.db);
    await seedProducts(h.db, [{ id: 'p1' }]);
    const accountId = await seedAccount(h.db, 'Partitions');
    campaignId = await seedCampaign(h.db, { accountId, name: 'Parts', maxCpc: 100, productIds: ['p1'], startDate: '2025-01-01' });
    await h.db.execute(
      sql`select events_create_partitions(t, '2026-10-01', '2026-12-01') from unnest(array['impressions', 'clicks', 'purchases']) t`,
    );
  });
  afterAll(() => h?.close());

  const impression = (n: string, bidDay: string, at: string): ImpressionInsert => ({
    eventId: `imp-${n}`,
    resolvedBidId: `bid-${n}`,
    bidDay,
    campaignId,
    productId: 'p1',
    opaqueUserId: 'u1',
    occurredAt: new Date(at),
    day: warsawDay(new Date(at)),
    price: 40,
  });
  const click = (n: string, bid: string, bidDay: string, at: string): ClickToCharge => ({
    eventId: `clk-${n}`,
    resolvedBidId: `bid-${bid}`,
    bidDay,
    campaignId,
    productId: 'p1',
    rank: 1,
    price: 40,
    maxCpc: 120,
    keyId: '00000000-0000-0000-0000-00000000000a',
    keyMatches: true,
    opaqueUserId: 'u1',
    occurredAt: new Date(at),
    day: warsawDay(new Date(at)),
  });

  it('routes an event to its month partition, and one of a month without a partition to the default one', async () => {
    await events.insertImpressions([
      impression('nov', '2026-11-23', '2026-11-23T10:00:00Z'),
      impression('future', '2099-01-01', '2099-01-01T10:00:00Z'),
      impression('past', '2001-05-01', '2001-05-01T10:00:00Z'),
    ]);
    expect(await partitionOf('impressions', sql`event_id = 'imp-nov'`)).toEqual(['impressions_p2026_11']);
    expect(await partitionOf('impressions', sql`event_id in ('imp-future', 'imp-past')`)).toEqual([
      'impressions_default',
      'impressions_default',
    ]);
    expect((await new EventPartitionsRepository(h.db).defaultRows()).impressions).toBe(2);
  });

  it('ignores a retried impression and a retried purchase item, also one retried with an occurredAt on another day', async () => {
    expect(await events.insertImpressions([impression('nov', '2026-11-23', '2026-11-23T10:00:05Z')])).toEqual(new Set());
    const item = (at: string) => ({
      eventId: 'pur-1',
      itemIndex: 0,
      productId: 'p1',
      quantity: 1,
      unitPrice: 9900,
      opaqueUserId: 'u1',
      occurredAt: new Date(at),
      day: warsawDay(new Date(at)),
      resolvedBidId: null,
    });
    expect(await events.insertPurchaseItems([item('2026-11-30T22:59:00Z')], 60_000)).toHaveLength(1);
    expect(await events.insertPurchaseItems([item('2026-11-30T22:59:00Z')], 60_000)).toHaveLength(0);
    expect(await events.insertPurchaseItems([item('2026-11-30T23:01:00Z')], 60_000)).toHaveLength(0); // Dec 1 in Warsaw
    expect(await partitionOf('purchases', sql`event_id = 'pur-1'`)).toEqual(['purchases_p2026_11']);
  });

  it('charges one click per resolved bid, also when the second click comes in the next month', async () => {
    // Auction and impression at 23:58 on 30 Nov (Warsaw), clicks at 23:59 and, after midnight, on 1 Dec.
    await events.insertImpressions([impression('edge', '2026-11-30', '2026-11-30T22:58:00Z')]);
    const now = Date.parse('2026-11-30T23:05:00Z');
    const first = await ledger.chargeBatch([click('a', 'edge', '2026-11-30', '2026-11-30T22:59:00Z')], now);
    const second = await ledger.chargeBatch([click('b', 'edge', '2026-11-30', '2026-11-30T23:02:00Z')], now);
    const retry = await ledger.chargeBatch([click('a', 'edge', '2026-11-30', '2026-11-30T22:59:00Z')], now);
    expect(first.decisions).toEqual([{ outcome: 'recorded', billable: true, cost: 40, reason: null }]);
    expect(second.decisions).toEqual([{ outcome: 'duplicate' }]);
    expect(retry.decisions).toEqual([{ outcome: 'duplicate' }]);
    expect(await partitionOf('clicks', sql`resolved_bid_id = 'bid-edge'`)).toEqual(['clicks_p2026_11']);
    // The database holds the guarantee by itself: the partial unique index on (resolved_bid_id, bid_day).
    expect(
      await failure(sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
        values ('clk-c', 'bid-edge', '2026-11-30', ${campaignId}, 'p1', 'u2', '2026-12-01T00:10:00+01', '2026-12-01', 40, true)`),
    ).toMatch(/duplicate key value violates unique constraint "clicks_p2026_11_resolved_bid_id_bid_day_idx"/);
  });

  it('keeps every clicks partition append-only, the default one too', async () => {
    await h.db
      .execute(sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
      values ('clk-old', 'bid-old', '1999-01-01', ${campaignId}, 'p1', 'u1', '1999-01-01T10:00:00Z', '1999-01-01', 0, false)`);
    for (const target of ['clicks', 'clicks_p2026_11', 'clicks_default']) {
      expect(await failure(sql`update ${sql.identifier(target)} set cost = 0`)).toMatch(/is append-only \(UPDATE refused\)/);
      expect(await failure(sql`delete from ${sql.identifier(target)}`)).toMatch(/is append-only \(DELETE refused\)/);
    }
    const triggers = await rows<{ n: number; parts: number }>(
      sql`select (select count(*) from pg_trigger t join pg_inherits i on i.inhrelid = t.tgrelid where t.tgname = 'clicks_append_only' and i.inhparent = 'clicks'::regclass)::int as n,
                 (select count(*) from pg_inherits where inhparent = 'clicks'::regclass)::int as parts`,
    );
    expect(triggers[0]!.n).toBe(triggers[0]!.parts);
  });

  it('keeps the partitions of the current month and 3 more, idempotently', async () => {
    const repo = new EventPartitionsRepository(h.db);
    await repo.ensure(3);
    expect(await repo.ensure(3)).toBe(0);
    const names = new Set((await repo.monthPartitions()).map((p) => p.name));
    const month = warsawDay(new Date()).slice(0, 7).replace('-', '_');
    for (const t of ['impressions', 'clicks', 'purchases']) expect(names.has(`${t}_p${month}`)).toBe(true);
  });
});
