import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/**
 * The SQL of the statistics roll-up (docs/statistics-scale.md "Roll-ups"): one statement moves every
 * committed row of stats_deltas into the five roll-ups —
 *   stats_daily           (campaign, day, product)   by product, the ad index's pCTR
 *   stats_campaign_daily  (campaign, day)            day series, totals, the campaign lists
 *   stats_category_daily  (campaign, day, category)  by category (the product's category at roll-up time)
 *   stats_account_daily   (account, day)             staff lists, billing's cross-check
 *   stats_product_daily   (product, day)             the ad index's pCTR inputs (all campaigns of a product)
 * plus stats_search_terms_daily (campaign, day, keyword, search term) and stats_search_terms_account_daily (account,
 * day, search term) from the deltas of search auctions (docs/search-placements.md "Search-term report",
 * docs/statistics-scale.md "Search terms") — and traffic_deltas into traffic_hourly. Each upsert adds in key order.
 */

/** The additive columns every roll-up has (counts; money in grosze). */
const SUM_COLUMNS = ['impressions', 'clicks', 'invalid_clicks', 'cost', 'sales_count', 'revenue'] as const;

/** `sum(s.impressions), …` in SUM_COLUMNS order. */
const SUMS = sql.raw(SUM_COLUMNS.map((c) => `sum(s.${c})`).join(', '));
const COLUMNS = sql.raw(SUM_COLUMNS.join(', '));

/** `on conflict (key) do update set c = table.c + excluded.c, …` for a roll-up table (constants only, never input). */
function addOnConflict(table: string, key: string): SQL {
  return sql.raw(`on conflict (${key}) do update set ${SUM_COLUMNS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * A transaction-level advisory lock that serialises roll-ups and rebuilds across processes (the upserts
 * of one statement touch four tables in no fixed order; two at once could deadlock).
 */
export const ROLLUP_LOCK = sql`select pg_advisory_xact_lock(727275)`;

/**
 * The roll-up statement. Answers one row per product moved: `productId`, `impressions`, `clicks`
 * (valid clicks) — what the ad index learns pCTR from.
 */
export const ROLLUP_STATEMENT = sql`
  with moved as (
    delete from stats_deltas returning *
  ),
  summed as (
    select campaign_id, product_id, day, ${sql.raw(SUM_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', '))}
    from moved group by campaign_id, product_id, day
  ),
  by_product as (
    insert into stats_daily (campaign_id, product_id, day, ${COLUMNS})
    select * from summed order by campaign_id, day, product_id
    ${addOnConflict('stats_daily', 'campaign_id, day, product_id')}
  ),
  by_product_day as (
    insert into stats_product_daily (product_id, day, ${COLUMNS})
    select s.product_id, s.day, ${SUMS}
    from summed s group by s.product_id, s.day order by 1, 2
    ${addOnConflict('stats_product_daily', 'product_id, day')}
  ),
  by_campaign as (
    insert into stats_campaign_daily (campaign_id, day, account_id, ${COLUMNS})
    select s.campaign_id, s.day, c.account_id, ${SUMS}
    from summed s join campaigns c on c.id = s.campaign_id
    group by s.campaign_id, s.day, c.account_id order by s.campaign_id, s.day
    ${addOnConflict('stats_campaign_daily', 'campaign_id, day')}
  ),
  by_category as (
    insert into stats_category_daily (campaign_id, day, category_code, ${COLUMNS})
    select s.campaign_id, s.day, coalesce(p.category_code, ''), ${SUMS}
    from summed s left join products p on p.id = s.product_id
    group by s.campaign_id, s.day, coalesce(p.category_code, '') order by 1, 2, 3
    ${addOnConflict('stats_category_daily', 'campaign_id, day, category_code')}
  ),
  by_search_term as (
    insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, ${COLUMNS})
    select s.campaign_id, s.day, s.keyword_id, s.search_term, ${SUMS}
    from moved s where s.search_term is not null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    ${addOnConflict('stats_search_terms_daily', 'campaign_id, day, keyword_id, search_term')}
  ),
  by_search_term_account as (
    insert into stats_search_terms_account_daily (account_id, day, search_term, ${COLUMNS})
    select c.account_id, s.day, s.search_term, ${SUMS}
    from moved s join campaigns c on c.id = s.campaign_id where s.search_term is not null
    group by 1, 2, 3 order by 1, 2, 3
    ${addOnConflict('stats_search_terms_account_daily', 'account_id, day, search_term')}
  ),
  by_account as (
    insert into stats_account_daily (account_id, day, ${COLUMNS})
    select c.account_id, s.day, ${SUMS}
    from summed s join campaigns c on c.id = s.campaign_id
    group by c.account_id, s.day order by 1, 2
    ${addOnConflict('stats_account_daily', 'account_id, day')}
  ),
  moved_traffic as (
    delete from traffic_deltas returning hour, impressions
  ),
  traffic as (
    insert into traffic_hourly (hour, impressions)
    select hour, sum(impressions) from moved_traffic group by hour order by hour
    on conflict (hour) do update set impressions = traffic_hourly.impressions + excluded.impressions
  )
  select product_id as "productId", sum(s.impressions)::bigint as impressions, sum(s.clicks)::bigint as clicks
  from summed s group by product_id`;

/**
 * Recomputes stats_campaign_daily, stats_category_daily, stats_account_daily and stats_product_daily from stats_daily (the SQL
 * function `rebuild_stats_rollups()` of migration 0017, which also filled them from the history): a repair
 * after stats_daily was written by hand (test fixtures, a restore, the statistics benchmark's seed).
 * Serialised with the roll-up; takes seconds per million stats_daily rows.
 */
export async function rebuildStatsRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await queryRows(t, ROLLUP_LOCK);
    await queryRows(t, sql`select rebuild_stats_rollups()`);
  });
}
