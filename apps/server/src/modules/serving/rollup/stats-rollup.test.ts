import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, brands, campaigns, categories, products, queryRows, statsDeltas } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { rebuildStatsRollups } from './rollup-statement';
import { StatsRollup } from './stats-rollup';

/**
 * The roll-ups (docs/statistics-scale.md "Roll-ups"): what the incremental roll-up adds to
 * stats_campaign_daily, stats_category_daily, stats_account_daily and stats_product_daily, batch after batch and from two
 * processes at once, equals what `rebuild_stats_rollups()` recomputes from stats_daily.
 */
describe('statistics roll-ups', () => {
  let db: TestDatabase;
  const campaignIds: string[] = [];
  const PRODUCTS = ['r1', 'r2', 'r3', 'r4', 'unknown-product'];

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.db.insert(brands).values({ code: 'RB', label: 'Roll brand' });
    await db.db.insert(categories).values([
      { code: 'RC1', path: 'Shoes', label: 'Shoes', level: 3 },
      { code: 'RC2', path: 'Bags', label: 'Bags', level: 3 },
    ]);
    await db.db
      .insert(products)
      .values(
        PRODUCTS.slice(0, 4).map((id, i) => ({
          id,
          name: id,
          brandCode: 'RB',
          categoryCode: i % 2 ? 'RC2' : 'RC1',
          price: 1000,
          listPrice: 1000,
        })),
      );
    for (const name of ['Roll A', 'Roll B']) {
      const [account] = await db.db.insert(accounts).values({ name, type: 'BRAND' }).returning({ id: accounts.id });
      for (const c of [1, 2]) {
        const [row] = await db.db
          .insert(campaigns)
          .values({ accountId: account!.id, name: `${name} ${c}`, maxCpc: 100, startDate: '2026-11-01' })
          .returning({ id: campaigns.id });
        campaignIds.push(row!.id);
      }
    }
  });
  afterAll(() => db?.close());

  /** Deterministic deltas (xorshift): `n` rows over the campaigns, products (one not in the catalogue) and 3 days. */
  function deltas(n: number, seed: number) {
    let s = seed;
    const next = (m: number) => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) % m;
    };
    return Array.from({ length: n }, () => ({
      campaignId: campaignIds[next(campaignIds.length)]!,
      productId: PRODUCTS[next(PRODUCTS.length)]!,
      day: `2026-11-0${1 + next(3)}`,
      impressions: next(50),
      clicks: next(3),
      invalidClicks: next(2),
      cost: next(500),
      salesCount: next(2),
      revenue: next(10_000),
    }));
  }

  const snapshot = async () => ({
    campaign: await queryRows(db.db, sql`select * from stats_campaign_daily order by campaign_id, day`),
    category: await queryRows(db.db, sql`select * from stats_category_daily order by campaign_id, day, category_code`),
    account: await queryRows(db.db, sql`select * from stats_account_daily order by account_id, day`),
    product: await queryRows(db.db, sql`select * from stats_product_daily order by product_id, day`),
  });

  it('adds each batch to every roll-up exactly as a rebuild from stats_daily computes them', async () => {
    const rollup = new StatsRollup(db.db, 0);
    for (let batch = 1; batch <= 5; batch += 1) {
      await db.db.insert(statsDeltas).values(deltas(40, batch * 7919));
      await rollup.drain();
    }
    const incremental = await snapshot();
    await rebuildStatsRollups(db.db);
    expect(await snapshot()).toEqual(incremental);
    expect(incremental.campaign.length).toBeGreaterThan(8);
    // The product not in the catalogue counts under category '' (read back as categoryId null).
    expect(incremental.category.some((r) => (r as { category_code: string }).category_code === '')).toBe(true);
    const [totals] = await queryRows<{ daily: number; campaign: number; account: number; product: number; productClicks: number; clicks: number }>(
      db.db,
      sql`select (select sum(cost) from stats_daily)::bigint as daily, (select sum(cost) from stats_campaign_daily)::bigint as campaign,
            (select sum(cost) from stats_account_daily)::bigint as account, (select sum(cost) from stats_product_daily)::bigint as product,
            (select sum(clicks) from stats_product_daily)::bigint as "productClicks", (select sum(clicks) from stats_daily)::bigint as clicks`,
    );
    expect(totals!.campaign).toBe(totals!.daily);
    expect(totals!.account).toBe(totals!.daily);
    expect(totals!.product).toBe(totals!.daily);
    expect(totals!.productClicks).toBe(totals!.clicks);
    expect(incremental.product.length).toBe(PRODUCTS.length * 3);
  });

  it('moves every delta once when two processes roll up at the same moment', async () => {
    const before = await snapshot();
    const a = new StatsRollup(db.db, 0);
    const b = new StatsRollup(db.db, 0);
    for (let round = 1; round <= 4; round += 1) {
      await db.db.insert(statsDeltas).values(deltas(60, round * 104729));
      await Promise.all([a.drain(), b.drain(), a.drain()]);
    }
    const [left] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from stats_deltas`);
    expect(left!.n).toBe(0);
    const incremental = await snapshot();
    expect(incremental).not.toEqual(before);
    await rebuildStatsRollups(db.db);
    expect(await snapshot()).toEqual(incremental);
  });
});
