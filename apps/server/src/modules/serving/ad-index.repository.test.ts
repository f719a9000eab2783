import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { seedAccount, seedCampaign, seedCategories, seedProducts } from '../../testing/serving.testkit';
import { AdIndexRepository } from './ad-index.repository';

/** Products of the other campaigns' history: each has a row per day of 40 days in stats_product_daily. */
const HISTORY_PRODUCTS = 5_000;
const TODAY = '2026-03-10';
const STATS_FROM = '2026-02-09'; // 30 days, today included

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * A campaign edit re-reads that campaign's rows into the ad index (docs/serving-scale.md "Ad index updates"):
 * its click-rate inputs come from the per-product roll-up through its key, never from stats_daily.
 */
describe('ad index re-read of one campaign', () => {
  let db: TestDatabase;
  let campaignId: string;
  const repo = () => new AdIndexRepository(db.db);

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCategories(db.db);
    await seedProducts(db.db, [{ id: 'e1' }, { id: 'e2' }, { id: 'e3', category: 'footwear/shoes/sports-shoes' }]);
    const account = await seedAccount(db.db, 'Edited brand');
    campaignId = await seedCampaign(db.db, {
      accountId: account,
      name: 'Edited',
      maxCpc: 200,
      startDate: '2026-03-01',
      productIds: ['e1', 'e2', 'e3'],
    });
    // Another campaign's history of the same product counts too (pCTR is per product, all campaigns).
    await queryRows(
      db.db,
      sql`insert into stats_product_daily (product_id, day, impressions, clicks)
          select 'h' || p, date '2026-01-30' + d, 100, 3 from generate_series(1, ${HISTORY_PRODUCTS}) p, generate_series(0, 39) d
          union all select 'e1', date '2026-02-08', 1000, 900 -- a day before the window: not counted
          union all select 'e1', date '2026-02-09', 400, 8
          union all select 'e1', date '2026-03-10', 600, 12
          union all select 'e3', date '2026-03-01', 50, 1`,
    );
    await queryRows(db.db, sql`analyze stats_product_daily`);
    await queryRows(db.db, sql`analyze campaign_products`);
  }, 60_000);
  afterAll(() => db?.close());

  it('reads the 30-day sums of its products, all campaigns, from stats_product_daily', async () => {
    const rows = await repo().loadRows(TODAY, STATS_FROM, { campaignIds: [campaignId] });
    const byProduct = Object.fromEntries(rows.map((r) => [r.productId, [Number(r.impressions), Number(r.clicks)]]));
    expect(byProduct).toEqual({ e1: [1000, 20], e2: [0, 0], e3: [50, 1] });
  });

  it('plans no scan of stats_daily and reads stats_product_daily through its key, in ≤ 5 ms of database time', async () => {
    const statement = repo().rowsStatement(TODAY, STATS_FROM, { campaignIds: [campaignId] });
    const times: number[] = [];
    let plan: PlanNode | undefined;
    for (let i = 0; i < 5; i += 1) {
      const [row] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>(
        db.db,
        sql`explain (analyze, format json) ${statement}`,
      );
      plan = row!['QUERY PLAN'][0]!.Plan;
      times.push(row!['QUERY PLAN'][0]!['Execution Time']);
    }
    const all = nodes(plan!);
    expect(all.filter((n) => n['Relation Name'] === 'stats_daily')).toEqual([]);
    const product = all.filter((n) => n['Relation Name'] === 'stats_product_daily');
    expect(product.length).toBeGreaterThan(0);
    for (const n of product) expect(n['Node Type']).toMatch(/^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/);
    // Best of 5: the statement's own cost, not the moments another process had the CPU.
    expect(Math.min(...times)).toBeLessThanOrEqual(5);
  });
});
