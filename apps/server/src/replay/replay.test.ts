import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../testing/server.testkit';
import { seedAccount, seedCategories, seedProducts, settleStats, TEST_SHOP_API_KEY, startServingServer } from '../testing/serving.testkit';
import { obdPath, readObdLog } from './obd-log';
import { runReplay } from './run-replay';

let server: TestServer;
const LIMIT = 1000;

beforeAll(async () => {
  server = await startServingServer({ env: { DEMO_DATA: 'true' } });
  const db = server.db.db;
  await seedCategories(db);
  const pad = (n: number) => String(n).padStart(3, '0');
  await seedProducts(db, [
    ...Array.from({ length: 40 }, (_, i) => ({ id: `m${pad(i)}`, gender: 'Men', price: 10_000 + i })),
    ...Array.from({ length: 50 }, (_, i) => ({ id: `w${pad(i)}`, gender: 'Women', price: 20_000 + i, stock: i === 0 ? 0 : 5 })),
  ]);
  await seedAccount(db, 'Nike (demo brand account)');
});

afterAll(async () => {
  await server?.close();
});

async function loggedClicks(): Promise<number> {
  let n = 0;
  for await (const row of readObdLog(obdPath('bts_men'), LIMIT)) if (row.clicked) n++;
  return n;
}

describe('npm run replay (runReplay) against a test server', () => {
  it('refuses to run before the demo campaigns exist', async () => {
    await expect(runReplay({ url: server.baseUrl, apiKey: TEST_SHOP_API_KEY, files: ['bts_men'], limit: 5 })).rejects.toThrow(
      /--create-demo-campaigns/,
    );
  });

  it('replays a slice: one auction per row, an impression per winner, the logged clicks, synthetic purchases', async () => {
    const clicks = await loggedClicks();
    expect(clicks).toBeGreaterThan(0);
    const options = {
      url: server.baseUrl,
      apiKey: TEST_SHOP_API_KEY,
      files: ['bts_men'] as const,
      limit: LIMIT,
      purchaseRate: 1,
      searchShare: 0.2,
      createDemoCampaigns: true,
    };
    const report = await runReplay(options);
    // 34 Men (first by id), 46 in-stock Women (w000 is out of stock).
    expect(report.setup).toEqual({ created: true, products: { Men: 34, Women: 46 } });
    const f = report.files[0]!;
    expect(f).toMatchObject({ rowsRead: LIMIT, auctionsSent: LIMIT, winners: LIMIT, impressionsSent: LIMIT, impressionsAccepted: LIMIT });
    expect(f).toMatchObject({ clicksSent: clicks, purchasesSent: clicks, purchasesAttributed: clicks, rejected: 0, duplicates: 0 });
    expect(f.clicksCharged + f.clicksNotBillable).toBe(clicks);
    // Every click follows its impression in the same request: none is an invalid click (NO_IMPRESSION).
    const [invalid] = await queryRows<{ n: number }>(
      server.db.db,
      sql`select count(*)::int as n from clicks where not_billable_reason = 'NO_IMPRESSION'`,
    );
    expect(invalid!.n).toBe(0);
    await settleStats(server);
    const [db] = await queryRows<{ impressions: number; cost: number; sales: number }>(
      server.db.db,
      sql`select sum(impressions)::int as impressions, sum(cost)::int as cost, sum(sales_count)::int as sales from stats_daily`,
    );
    expect(db).toEqual({ impressions: LIMIT, cost: f.costCharged, sales: clicks });
    expect(report.total.costCharged).toBe(f.costCharged);
    // About a fifth of the rows were search auctions, won by the demo campaigns' category keywords.
    expect(f.searchAuctionsSent).toBeGreaterThan(LIMIT * 0.15);
    expect(f.searchAuctionsSent).toBeLessThan(LIMIT * 0.25);
    const [terms] = await queryRows<{ impressions: number; terms: number }>(
      server.db.db,
      sql`select sum(impressions)::int as impressions, count(distinct search_term)::int as terms from stats_search_terms_daily`,
    );
    expect(terms).toEqual({ impressions: f.searchAuctionsSent, terms: expect.any(Number) });
    expect(terms!.terms).toBeGreaterThan(1);
    // The account roll-up of search terms holds the same impressions (docs/statistics-scale.md "Search terms").
    const [accountTerms] = await queryRows<{ impressions: number }>(
      server.db.db,
      sql`select sum(impressions)::int as impressions from stats_search_terms_account_daily`,
    );
    expect(accountTerms!.impressions).toBe(f.searchAuctionsSent);
    // The ledger agrees with the answers, and keeps each charged click's max CPC: the price never exceeds it.
    expect(report.charged).toMatchObject({ clicks: f.clicksCharged, cost: f.costCharged });
    expect(report.charged.maxCpc).toBeGreaterThanOrEqual(report.charged.cost);

    // A re-run sends the same event ids: nothing is recorded or charged twice.
    const again = await runReplay(options);
    expect(again.setup.created).toBe(false);
    expect(again.files[0]).toMatchObject({ impressionsAccepted: 0, clicksCharged: 0, costCharged: 0, duplicates: LIMIT + 2 * clicks });
  });

  it('reuses the existing demo campaigns on later runs', async () => {
    const report = await runReplay({ url: server.baseUrl, apiKey: TEST_SHOP_API_KEY, files: ['random_women'], limit: 20 });
    expect(report.files[0]).toMatchObject({ rowsRead: 20, winners: 20 });
    const [row] = await queryRows<{ n: number }>(server.db.db, sql`select count(*)::int as n from campaigns`);
    expect(row!.n).toBe(3);
  });
});
