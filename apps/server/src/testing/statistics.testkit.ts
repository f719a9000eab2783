import { brands, campaigns, categories, products, type Database } from '@ads/db';
import { writeStatistics } from './statistics-rollup.testkit';
import { createAccount } from './fixtures.testkit';

/**
 * Test fixtures of the statistics tests (state written straight to the database):
 * account A with campaigns c1, c2 (events) and c3 (none); account B with campaign x.
 * Products p1 (Nike, tshirts), p2 (Puma, tshirts), p3 (Nike, sneakers), p4 (Puma, sneakers).
 * stats_daily in 2026-10-24..2026-10-26 (2026-10-25 is the autumn DST change in Warsaw, no events):
 *
 * | campaign | product | day        | views | clicks | cost gr | sales | revenue gr |
 * | c1       | p1      | 2026-10-24 | 1000  | 3      | 100     | 1     | 12345      |
 * | c1       | p2      | 2026-10-24 | 500   | 2      | 101     | 0     | 0          |
 * | c2       | p3      | 2026-10-26 | 29    | 1      | 50      | 2     | 20000      |
 * | c2       | p4      | 2026-10-26 | 10    | 2      | 100     | 0     | 0          |
 * plus rows outside the range (c1/p1 on 2026-10-23 and 2026-10-27) and of account B (x/p1 on 2026-10-24).
 */
export interface StatisticsFixture {
  accountA: string;
  accountB: string;
  c1: string;
  c2: string;
  c3: string;
  x: string;
}

export const TSHIRTS = 'apparel/topwear/tshirts';
export const SNEAKERS = 'footwear/shoes/sneakers';

export async function seedStatistics(db: Database, members: { a?: string[]; b?: string[] } = {}): Promise<StatisticsFixture> {
  const accountA = await createAccount(db, { name: 'Brand A', type: 'BRAND', brandCodes: ['nike', 'puma'], memberIds: members.a });
  const accountB = await createAccount(db, { name: 'Brand B', type: 'BRAND', brandCodes: ['nike'], memberIds: members.b });

  await db.insert(brands).values([
    { code: 'nike', label: 'Nike' },
    { code: 'puma', label: 'Puma' },
  ]);
  await db.insert(categories).values([
    { code: 'apparel', path: 'Apparel', label: 'Apparel', level: 1, parentCode: null },
    { code: 'apparel/topwear', path: 'Apparel > Topwear', label: 'Topwear', level: 2, parentCode: 'apparel' },
    { code: TSHIRTS, path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parentCode: 'apparel/topwear' },
    { code: 'footwear', path: 'Footwear', label: 'Footwear', level: 1, parentCode: null },
    { code: 'footwear/shoes', path: 'Footwear > Shoes', label: 'Shoes', level: 2, parentCode: 'footwear' },
    { code: SNEAKERS, path: 'Footwear > Shoes > Sneakers', label: 'Sneakers', level: 3, parentCode: 'footwear/shoes' },
  ]);
  const product = (id: string, brandCode: string, categoryCode: string) => ({
    id,
    name: `Product ${id}`,
    brandCode,
    categoryCode,
    price: 9999,
    listPrice: 9999,
    imageUrl: `https://img.example/${id}.jpg`,
    stock: 5,
  });
  await db
    .insert(products)
    .values([
      product('p1', 'nike', TSHIRTS),
      product('p2', 'puma', TSHIRTS),
      product('p3', 'nike', SNEAKERS),
      product('p4', 'puma', SNEAKERS),
    ]);

  const campaign = async (accountId: string, name: string) => {
    const [row] = await db
      .insert(campaigns)
      .values({ accountId, name, maxCpc: 150, dailyBudget: 5000, startDate: '2026-10-01' })
      .returning({ id: campaigns.id });
    return row!.id;
  };
  const c1 = await campaign(accountA, 'C1');
  const c2 = await campaign(accountA, 'C2');
  const c3 = await campaign(accountA, 'C3');
  const x = await campaign(accountB, 'X');

  const stat = (campaignId: string, productId: string, day: string, v: number, c: number, cost: number, s: number, rev: number) => ({
    campaignId,
    productId,
    day,
    impressions: v,
    clicks: c,
    cost,
    salesCount: s,
    revenue: rev,
  });
  await writeStatistics(db, [
    stat(c1, 'p1', '2026-10-24', 1000, 3, 100, 1, 12345),
    stat(c1, 'p2', '2026-10-24', 500, 2, 101, 0, 0),
    stat(c2, 'p3', '2026-10-26', 29, 1, 50, 2, 20000),
    stat(c2, 'p4', '2026-10-26', 10, 2, 100, 0, 0),
    stat(c1, 'p1', '2026-10-23', 7, 7, 700, 7, 7000),
    stat(c1, 'p1', '2026-10-27', 11, 1, 90, 0, 0),
    stat(x, 'p1', '2026-10-24', 9999, 99, 9900, 9, 99000),
  ]);
  return { accountA, accountB, c1, c2, c3, x };
}

/** Expected metrics (all eight) of the fixture, computed by hand; see the table above. */
export const EXPECTED = {
  totals: { views: 1539, clicks: 8, cost: 351, roas: 92.151, ctr: 0.005198, salesCount: 3, avgCPC: 44, revenue: 32345 },
  day24: { views: 1500, clicks: 5, cost: 201, roas: 61.4179, ctr: 0.003333, salesCount: 1, avgCPC: 40, revenue: 12345 },
  day25: { views: 0, clicks: 0, cost: 0, roas: 0, ctr: 0, salesCount: 0, avgCPC: 0, revenue: 0 },
  day26: { views: 39, clicks: 3, cost: 150, roas: 133.3333, ctr: 0.076923, salesCount: 2, avgCPC: 50, revenue: 20000 },
  p1: { views: 1000, clicks: 3, cost: 100, roas: 123.45, ctr: 0.003, salesCount: 1, avgCPC: 33, revenue: 12345 },
  // avgCPC 101 / 2 = 50.5 → 51 (half-up)
  p2: { views: 500, clicks: 2, cost: 101, roas: 0, ctr: 0.004, salesCount: 0, avgCPC: 51, revenue: 0 },
  // ctr 1 / 29 = 0.0344827… → 0.034483
  p3: { views: 29, clicks: 1, cost: 50, roas: 400, ctr: 0.034483, salesCount: 2, avgCPC: 50, revenue: 20000 },
  p4: { views: 10, clicks: 2, cost: 100, roas: 0, ctr: 0.2, salesCount: 0, avgCPC: 50, revenue: 0 },
} as const;
