import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { accounts, campaignProducts, campaigns, openDatabase, queryRows } from '@ads/db';
import { warsawDay } from '@ads/domain';
import { importCatalogue } from '../../apps/server/src/modules/catalogue';
import { ensureShopApiKey } from '../../apps/server/src/modules/shop-keys';

/**
 * The benchmark's scratch database (docs/serving-scale.md "What is measured where"): `ads_bench_<random>` on the local PostgreSQL,
 * migrated, with the real catalogue (data/, 12,649 products), ≥ 250 ACTIVE campaigns over ≥ 10,000
 * products, small-budget campaigns for the overspend checks and a MAIN/PL shop API key.
 * Written straight into the database, like the replay's demo campaigns (a tool, not the advertiser API).
 */

/** Campaigns of the main pool and products each advertises; neighbours overlap by half, so products have ~2 bidders. */
export const MAIN_CAMPAIGNS = 260;
const PRODUCTS_PER_CAMPAIGN = 80;
const CAMPAIGN_STRIDE = 40;
/** Overspend pools: campaigns per pool, exclusive products per campaign, and their small budgets (grosze, docs/requirements.md §9 minimum). */
const POOL_CAMPAIGNS = 20;
const POOL_PRODUCTS_PER_CAMPAIGN = 5;
const SMALL_BUDGET = 2_000;
const POOL_MAX_CPC = 300;
/** Overspend pools: one per server run (1 and 2 processes), so each starts with unspent budgets. */
export const POOLS = ['p1', 'p2'] as const;
export type Pool = (typeof POOLS)[number];

export interface BenchSetup {
  adminUrl: string;
  name: string;
  /** DATABASE_URL of the scratch database. */
  url: string;
  /** Shop API key for MAIN/PL (Authorization: Bearer). */
  shopKey: string;
  /** Advertised products of the main pool (product ids), and the level-3 categories they are in. */
  products: string[];
  categories: string[];
  /** Campaign id → its product ids (main pool), to draw realistic auctions from one shelf. */
  shelves: string[][];
  /** Per overspend pool: its campaign ids and each one's products (same order). */
  pools: Record<Pool, { campaignIds: string[]; shelves: string[][] }>;
  /** What was made, for the report. */
  counts: { catalogue: number; campaigns: number; advertisedProducts: number; accounts: number };
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Deterministic shuffle (xorshift), so every run advertises the same products. */
function shuffled<T>(items: readonly T[], seed = 0x9e3779b9): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = (s >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Creates and fills the scratch database. The admin URL is BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else the tests' default (postgres://postgres@127.0.0.1:5432/postgres).
 * @throws Error when fewer than 10,400 in-stock products are imported (the set-up needs them).
 */
export async function createBenchDatabase(log: (line: string) => void, root: string): Promise<BenchSetup> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const name = `ads_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    await handle.migrate();
    const report = await importCatalogue(handle.db, { dir: join(root, 'data'), sourceToPlnRate: '0.0465' });
    log(`  catalogue: ${report.products.imported} products in ${(report.elapsedMs / 1000).toFixed(1)} s`);
    const db = handle.db;
    const rows = await queryRows<{ id: string; category: string; brand: string }>(
      db,
      sql`select id, category_code as category, brand_code as brand from products where stock > 0 order by id`,
    );
    const poolSize = POOL_CAMPAIGNS * POOL_PRODUCTS_PER_CAMPAIGN;
    const all = shuffled(rows);
    const needed = MAIN_CAMPAIGNS * CAMPAIGN_STRIDE + POOLS.length * poolSize;
    if (all.length < needed) throw new Error(`the set-up needs ${needed} in-stock products, the catalogue has ${all.length}`);
    const poolRows = POOLS.map((_, i) => all.slice(i * poolSize, (i + 1) * poolSize));
    const main = all.slice(POOLS.length * poolSize);
    const brandCodes = [...new Set(rows.map((r) => r.brand))];
    const today = warsawDay(new Date());

    const accountIds: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const [row] = await db
        .insert(accounts)
        .values({ name: `Bench brand ${i}`, type: 'BRAND', brandCodes, channels: ['MAIN'], markets: ['PL'] })
        .returning({ id: accounts.id });
      accountIds.push(row!.id);
    }
    const insertCampaign = async (
      values: { name: string; accountId: string; maxCpc: number; dailyBudget: number | null; totalBudget: number | null },
      productIds: string[],
    ) => {
      const [row] = await db
        .insert(campaigns)
        .values({ ...values, startDate: today, userStatus: 'ACTIVE', channel: 'MAIN', markets: ['PL'] })
        .returning({ id: campaigns.id });
      await db.insert(campaignProducts).values(productIds.map((productId) => ({ campaignId: row!.id, productId })));
      return row!.id;
    };

    const shelves: string[][] = [];
    for (let i = 0; i < MAIN_CAMPAIGNS; i += 1) {
      const shelf = Array.from({ length: PRODUCTS_PER_CAMPAIGN }, (_, j) => main[(i * CAMPAIGN_STRIDE + j) % main.length]!.id);
      // Max CPC 1.00–5.00 PLN, daily budgets 1,000–10,000 PLN (large advertisers; the overspend pools have small ones).
      await insertCampaign(
        {
          name: `Bench campaign ${i + 1}`,
          accountId: accountIds[i % accountIds.length]!,
          maxCpc: 100 + ((i * 37) % 401),
          dailyBudget: 100_000 * (1 + (i % 10)),
          totalBudget: null,
        },
        shelf,
      );
      shelves.push(shelf);
    }
    const pools = {} as BenchSetup['pools'];
    for (const [p, pool] of POOLS.entries()) {
      const campaignIds: string[] = [];
      const poolShelves: string[][] = [];
      for (let c = 0; c < POOL_CAMPAIGNS; c += 1) {
        const productIds = poolRows[p]!.slice(c * POOL_PRODUCTS_PER_CAMPAIGN, (c + 1) * POOL_PRODUCTS_PER_CAMPAIGN).map((r) => r.id);
        poolShelves.push(productIds);
        // Half capped by the day, half by the total: both limits are checked for overspend.
        const daily = c % 2 === 0;
        campaignIds.push(
          await insertCampaign(
            {
              name: `Bench small budget ${pool} ${c + 1}`,
              accountId: accountIds[c % accountIds.length]!,
              maxCpc: POOL_MAX_CPC,
              dailyBudget: daily ? SMALL_BUDGET : null,
              totalBudget: daily ? null : SMALL_BUDGET,
            },
            productIds,
          ),
        );
      }
      pools[pool] = { campaignIds, shelves: poolShelves };
    }
    const { key } = await ensureShopApiKey(db, undefined, { channel: 'MAIN', market: 'PL' });
    const products = [...new Set(shelves.flat())];
    const advertised = new Set(products);
    const categorySet = new Set(main.filter((r) => advertised.has(r.id)).map((r) => r.category));
    return {
      adminUrl,
      name,
      url,
      shopKey: key!,
      products,
      categories: [...categorySet],
      shelves,
      pools,
      counts: {
        catalogue: report.products.imported,
        campaigns: MAIN_CAMPAIGNS + POOLS.length * POOL_CAMPAIGNS,
        advertisedProducts: products.length + POOLS.length * poolSize,
        accounts: accountIds.length,
      },
    };
  } finally {
    await handle.close();
  }
}

/** Drops the scratch database (with force: the server may still hold connections). */
export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
