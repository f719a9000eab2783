import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@ads/db';
import { addDaysToDay, warsawDay, type Day } from '@ads/domain';
import { importCatalogue } from '../../apps/server/src/modules/catalogue';
import { createAccount, createUser } from '../../apps/server/src/testing/fixtures.testkit';
import { withDatabase } from '../bench-serving/setup';

/**
 * The statistics benchmark's history (docs/statistics-scale.md "Benchmark: `npm run bench:statistics`"): one advertiser account with 500 campaigns, each
 * advertising 50 products of the real catalogue, with 90 Warsaw days of statistics ending yesterday —
 * 2,250,000 stats_daily rows, about 50 million events (impressions + clicks + purchases) — plus 200
 * other accounts without statistics, so staff lists are a page of many. Written with generate_series
 * straight into the database in day order, as a year of daily roll-ups would have left it, then the
 * derived roll-ups are rebuilt and the tables analysed.
 */
/** Campaigns at full scale (--scale=1); --scale=f seeds round(500 × f), everything per campaign unchanged. */
export const CAMPAIGNS = 500;
export const PRODUCTS_PER_CAMPAIGN = 50;
export const DAYS = 90;
const OTHER_ACCOUNTS = 200;

export const ADVERTISER = { email: 'bench-advertiser@bench.local', password: 'bench-advertiser-1' };
export const STAFF = { email: 'bench-staff@bench.local', password: 'bench-staff-1' };

export interface StatisticsBench {
  adminUrl: string;
  name: string;
  url: string;
  accountId: string;
  /** The account's campaigns (ids), the first one is "the campaign" of the single-campaign calls. */
  campaignIds: string[];
  /** Last day with statistics (yesterday, Warsaw) and the 30-day range ending on it; the first of the 90 days. */
  dateBegin: Day;
  firstDay: Day;
  dateEnd: Day;
  counts: { statsDaily: number; events: number; products: number };
}

/** Search terms per campaign and day in the search-term roll-up (2.25M rows with 500 campaigns × 90 days). */
const SEARCH_TERMS_PER_DAY = 50;

async function seedHistory(db: Database, accountId: string, firstDay: Day, campaigns: number): Promise<void> {
  await queryRows(db, sql`select setseed(0.11)`);
  await queryRows(
    db,
    sql`insert into campaigns (account_id, name, max_cpc, daily_budget, start_date, user_status, channel, markets, created_at)
        select ${accountId}, 'Bench campaign ' || n, 100 + (n * 37) % 401, 100000 * (1 + n % 10), ${firstDay}::date, 'ACTIVE', 'MAIN', '{PL}',
          now() - make_interval(mins => n)
        from generate_series(1, ${campaigns}) n`,
  );
  // Campaign n advertises products n*37 .. n*37+49 (mod the catalogue) of the in-stock products in id order.
  await queryRows(
    db,
    sql`with p as (select id, (row_number() over (order by id) - 1)::int as i, count(*) over ()::int as total from products where stock > 0),
        c as (select id, (row_number() over (order by name) - 1)::int as n from campaigns where account_id = ${accountId})
        insert into campaign_products (campaign_id, product_id)
        select c.id, p.id from c cross join generate_series(0, ${PRODUCTS_PER_CAMPAIGN - 1}) k
        join p on p.i = (c.n * 37 + k) % p.total`,
  );
  // Day by day, as the roll-up writes them: ~20 impressions per product and day, ~1.5 % CTR, 3/4 of the max CPC, ~5 % of clicks buy.
  await queryRows(
    db,
    sql`insert into stats_daily (campaign_id, product_id, day, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
        select campaign_id, product_id, day, impressions, clicks, invalid_clicks, clicks * cpc, sales, sales * price
        from (
          select x.*, floor(x.clicks * 0.1 * random())::bigint as invalid_clicks, (random() < 0.05 * x.clicks)::int::bigint as sales
          from (
            select y.*, floor(y.impressions * 0.03 * random() + random() * 0.3)::bigint as clicks
            from (
              select cp.campaign_id, cp.product_id, (${firstDay}::date + g.k) as day, (c.max_cpc * 3 / 4) as cpc, p.price,
                (5 + floor(random() * 31))::bigint as impressions
              from generate_series(0, ${DAYS - 1}) g(k)
              cross join campaign_products cp
              join campaigns c on c.id = cp.campaign_id and c.account_id = ${accountId}
              join products p on p.id = cp.product_id
            ) y
          ) x
        ) z
        order by day, campaign_id, product_id`,
  );
  // The search-term roll-up (docs/search-placements.md "Search-term report"): 50 search terms per campaign and day,
  // drawn from 2,000 ("bench term 0".."bench term 1999"), ~10 impressions each, ~3 % CTR at 3/4 of the max CPC.
  await queryRows(
    db,
    sql`insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, impressions, clicks, cost)
        select campaign_id, day, null, term, impressions, clicks, clicks * cpc
        from (
          select c.id as campaign_id, (${firstDay}::date + g.k) as day, 'bench term ' || ((c.n * 37 + t * 13 + g.k) % 2000) as term,
            (c.max_cpc * 3 / 4) as cpc, (1 + floor(random() * 20))::bigint as impressions, floor(random() * 1.6)::bigint as clicks
          from generate_series(0, ${DAYS - 1}) g(k)
          cross join (select id, max_cpc, (row_number() over (order by name))::int as n from campaigns where account_id = ${accountId}) c
          cross join generate_series(0, ${SEARCH_TERMS_PER_DAY - 1}) t
        ) x
        order by campaign_id, day, term
        on conflict do nothing`,
  );
  // Its account roll-up (docs/statistics-scale.md "Search terms"), as the roll-up statement keeps it.
  await queryRows(
    db,
    sql`insert into stats_search_terms_account_daily (account_id, day, search_term, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
        select c.account_id, s.day, s.search_term, sum(s.impressions), sum(s.clicks), sum(s.invalid_clicks), sum(s.cost),
          sum(s.sales_count), sum(s.revenue)
        from stats_search_terms_daily s join campaigns c on c.id = s.campaign_id
        where c.account_id = ${accountId}
        group by 1, 2, 3 order by 1, 2, 3
        on conflict do nothing`,
  );
}

/**
 * Creates the scratch database `ads_bench_stats_<random>` on BENCH_DATABASE_URL (else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres), migrates it, imports the catalogue from data/ and
 * writes the history of `campaigns` campaigns (default CAMPAIGNS). `rebuildRollups` is called after the raw history
 * is written (the derived roll-ups).
 * @throws Error when PostgreSQL cannot be reached (the benchmark needs a real server, not PGlite).
 */
export async function createStatisticsBench(
  root: string,
  log: (line: string) => void,
  rebuildRollups: (db: Database) => Promise<void>,
  campaigns = CAMPAIGNS,
): Promise<StatisticsBench> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ads_bench_stats_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await handle.migrate();
    const db = handle.db;
    const catalogue = await importCatalogue(db, { dir: join(root, 'data'), sourceToPlnRate: '0.0465' });
    log(`  catalogue: ${catalogue.products.imported} products in ${(catalogue.elapsedMs / 1000).toFixed(1)} s`);

    const advertiser = await createUser(db, { ...ADVERTISER, name: 'Bench advertiser' });
    await createUser(db, { ...STAFF, name: 'Bench staff', roles: ['marops'] });
    const accountId = await createAccount(db, { name: 'Bench brand', type: 'BRAND', memberIds: [advertiser.id] });
    for (let i = 1; i <= OTHER_ACCOUNTS; i += 1) await createAccount(db, { name: `Bench other ${i}`, type: i % 2 ? 'BRAND' : 'MERCHANT' });

    const dateEnd = addDaysToDay(warsawDay(new Date()), -1);
    const firstDay = addDaysToDay(dateEnd, -(DAYS - 1));
    const started = Date.now();
    await seedHistory(db, accountId, firstDay, campaigns);
    log(`  history: written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rebuilt = Date.now();
    await rebuildRollups(db);
    await queryRows(db, sql`vacuum analyze`);
    log(`  roll-ups rebuilt and tables analysed in ${((Date.now() - rebuilt) / 1000).toFixed(1)} s`);

    return await describeBench(db, adminUrl, name, url);
  } finally {
    await handle.close();
  }
}

async function describeBench(db: Database, adminUrl: string, name: string, url: string): Promise<StatisticsBench> {
  const [account] = await queryRows<{ id: string }>(db, sql`select id from accounts where name = 'Bench brand'`);
  const accountId = account!.id;
  const campaignIds = (
    await queryRows<{ id: string }>(db, sql`select id from campaigns where account_id = ${accountId} order by name`)
  ).map((r) => r.id);
  const [count] = await queryRows<{ rows: number; events: number; products: number; last: string }>(
    db,
    sql`select count(*)::bigint as rows, (sum(impressions) + sum(clicks) + sum(invalid_clicks) + sum(sales_count))::bigint as events,
          (select count(*) from products)::bigint as products, max(day)::text as last from stats_daily`,
  );
  const dateEnd = count!.last as Day;
  return {
    adminUrl,
    name,
    url,
    accountId,
    campaignIds,
    dateBegin: addDaysToDay(dateEnd, -29),
    dateEnd,
    firstDay: addDaysToDay(dateEnd, -(DAYS - 1)),
    counts: { statsDaily: Number(count!.rows), events: Number(count!.events), products: Number(count!.products) },
  };
}

/** A database seeded by an earlier run with --keep (migrated to the current schema by the server's start). */
export async function openStatisticsBench(url: string): Promise<StatisticsBench> {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    await handle.migrate();
    // A migration may have filled new roll-ups: give the planner their statistics and visibility map.
    await queryRows(handle.db, sql`vacuum analyze`);
    const name = new URL(url).pathname.slice(1);
    return await describeBench(handle.db, url, name, url);
  } finally {
    await handle.close();
  }
}

/** Drops the scratch database. */
export async function dropStatisticsBench(bench: Pick<StatisticsBench, 'adminUrl' | 'name'>): Promise<void> {
  const admin = new pg.Client({ connectionString: bench.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${bench.name}" with (force)`);
  await admin.end();
}
