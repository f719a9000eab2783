import { sql, type SQL } from 'drizzle-orm';
import { queryRows, uuidArray, type Database } from '@ads/db';
import type { Day } from '@ads/domain';
import { dimensionsOf, type DimensionValues, type StatsSums, type SumsRow } from './statistics.metrics';
import { SEARCH_DIMENSIONS, type Dimension } from './statistics.params';
import type { AccountScope } from '../access';

/**
 * Which roll-up answers a set of dimensions (docs/statistics-scale.md "Roll-ups"):
 * none or `day` → stats_campaign_daily (one row per campaign and day), or stats_account_daily (one row per day)
 * when the campaigns are every campaign of the account; `categoryId` with or without `day` →
 * stats_category_daily; any product dimension → stats_daily (one row per campaign, day and product),
 * summed per product first and only then joined to products and brands; `searchTerm` or `keywordId` (with or
 * without `day`) → stats_search_terms_daily (search auctions only, docs/search-placements.md "Search-term report").
 */
type Source = 'account' | 'campaign' | 'category' | 'product' | 'search';

function sourceOf(dimensions: readonly Dimension[], wholeAccount: boolean): Source {
  if (dimensions.every((d) => d === 'day')) return wholeAccount ? 'account' : 'campaign';
  if (dimensions.some((d) => SEARCH_DIMENSIONS.includes(d))) return 'search';
  if (dimensions.every((d) => d === 'day' || d === 'categoryId')) return 'category';
  return 'product';
}

/** The FROM and WHERE of a source; `inRange` filters `s` by campaigns and days (and holds `guard`, the ownership check). */
function fromSql(source: Source, inRange: SQL, accountId: string, byDay: boolean, dateBegin: Day, dateEnd: Day, guard: SQL): SQL {
  switch (source) {
    case 'account':
      return sql`from stats_account_daily s where ${guard} and s.account_id = ${accountId} and s.day between ${dateBegin}::date and ${dateEnd}::date`;
    case 'campaign':
      return sql`from stats_campaign_daily s where s.account_id = ${accountId} and ${inRange}`;
    case 'category':
      return sql`from stats_category_daily s where ${inRange}`;
    case 'search':
      return sql`from stats_search_terms_daily s where ${inRange}`;
    case 'product':
      // Sum per product (and day) first; then each product is one primary-key probe (`limit 1` keeps the lateral
      // from being flattened into a hash join that reads the whole catalogue, which the planner prefers on its
      // estimate of the groups).
      return sql`from (
          select s.product_id, ${byDay ? sql`s.day, ` : sql``}${PER_PRODUCT_SUMS_SQL}
          from stats_daily s where ${inRange}
          group by s.product_id${byDay ? sql`, s.day` : sql``}
        ) s
        left join lateral (select p.name, p.image_url, p.category_code, p.brand_code from products p where p.id = s.product_id limit 1) p on true
        left join brands b on b.code = p.brand_code`;
  }
}

/**
 * Each dimension as a column of the source's rows `s` (campaign and category roll-ups) or of the per-product
 * sums `s` joined with `products p` and `brands b`. A fixed whitelist: request values never reach the SQL
 * text, only these expressions do.
 */
const DIMENSION_SQL: Record<Dimension, SQL> = {
  day: sql`to_char(s.day, 'YYYY-MM-DD')`,
  productId: sql`s.product_id`,
  productName: sql`p.name`,
  productImageUrl: sql`p.image_url`,
  productBrand: sql`b.label`,
  // The level-3 category: the product's now on the product path, the product's at roll-up time ('' = not in the catalogue) on the category roll-up.
  categoryId: sql`p.category_code`,
  searchTerm: sql`s.search_term`,
  keywordId: sql`s.keyword_id::text`,
};
const CATEGORY_ROLLUP_SQL = sql`nullif(s.category_code, '')`;

/** The additive sums; bigint casts keep them integers (node-postgres parses int8 to number, see @ads/db). */
const SUMS_SQL = sql`
  coalesce(sum(s.impressions), 0)::bigint as "views",
  coalesce(sum(s.clicks), 0)::bigint as "clicks",
  coalesce(sum(s.cost), 0)::bigint as "cost",
  coalesce(sum(s.sales_count), 0)::bigint as "salesCount",
  coalesce(sum(s.revenue), 0)::bigint as "revenue"`;

/** The per-product sums under the names SUMS_SQL adds up again (product path of sumsBy). */
const PER_PRODUCT_SUMS_SQL = sql`sum(s.impressions) as impressions, sum(s.clicks) as clicks, sum(s.cost) as cost,
  sum(s.sales_count) as sales_count, sum(s.revenue) as revenue`;

type RawSums = Record<keyof StatsSums, number | string>;

// @ads/db parses int8 to number on both drivers; Number() keeps the shape honest if that ever changes.
function toSums(r: RawSums): StatsSums {
  return {
    views: Number(r.views),
    clicks: Number(r.clicks),
    cost: Number(r.cost),
    salesCount: Number(r.salesCount),
    revenue: Number(r.revenue),
  };
}

/** SQL of the statistics module: reads of the statistics roll-ups and campaign ownership. */
export class StatisticsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Which of `campaignIds` (uuids) belong to the account, and whether they are all of its campaigns
   * (`wholeAccount`: the account-wide roll-up then answers for them).
   */
  async campaignIdsOfAccount(scope: AccountScope, campaignIds: string[]): Promise<{ owned: string[]; wholeAccount: boolean }> {
    const { accountId } = scope;
    if (campaignIds.length === 0) return { owned: [], wholeAccount: false };
    const rows = await queryRows<{ id: string; total: number }>(
      this.db,
      sql`select c.id, (select count(*) from campaigns a where a.account_id = ${accountId})::int as total
          from campaigns c where c.account_id = ${accountId} and c.id = any(${uuidArray(campaignIds)})`,
    );
    return { owned: rows.map((r) => r.id), wholeAccount: rows.length > 0 && rows.length === Number(rows[0]!.total) };
  }

  /**
   * Sums of the campaigns over Warsaw days `dateBegin..dateEnd` (inclusive) per distinct combination of
   * `dimensions`, from the roll-up that answers them (sourceOf) — with none, exactly one row of sums (zeros
   * when empty) — and the ownership check, in one statement (one round trip): `owned` is false, and no
   * statistics are read, unless every id (uuids, compared in any letter case) is a campaign of the scope's
   * account. Whether the ids are every campaign of the account (the account-wide roll-up then answers a
   * day series) is decided inside the statement too. Every read is bounded by the account, the campaigns
   * and the range of one index.
   */
  async sumsOfOwnCampaigns(
    scope: AccountScope,
    campaignIds: string[],
    dateBegin: Day,
    dateEnd: Day,
    dimensions: readonly Dimension[],
  ): Promise<{ owned: boolean; rows: SumsRow[] }> {
    const wanted = new Set(campaignIds.map((id) => id.toLowerCase())).size;
    const ids = uuidArray(campaignIds);
    const accountId = scope.accountId;
    // o.n: how many of the ids are the account's campaigns; o.total: how many campaigns the account has.
    const owned = sql`select (select count(*) from campaigns c where c.account_id = ${accountId} and c.id = any(${ids}))::int as n,
        (select count(*) from campaigns a where a.account_id = ${accountId})::int as total`;
    const branch = (source: Source, extra: SQL) => {
      // The guard is constant within the statement: PostgreSQL runs it once, before any roll-up is read.
      const guard = sql`o.n = ${wanted} and ${extra}`;
      const expr = (d: Dimension) => (source === 'category' && d === 'categoryId' ? CATEGORY_ROLLUP_SQL : DIMENSION_SQL[d]);
      const dims = dimensions.map((d) => sql`${expr(d)} as ${sql.identifier(d)}, `);
      // Without dimensions an aggregate answers one row even when guarded off: HAVING drops it.
      const groupBy = dimensions.length > 0 ? sql`group by ${sql.join(dimensions.map(expr), sql`, `)}` : sql`having ${guard}`;
      const inRange = sql`${guard} and s.campaign_id = any(${ids}) and s.day between ${dateBegin}::date and ${dateEnd}::date`;
      const from = fromSql(source, inRange, accountId, dimensions.includes('day'), dateBegin, dateEnd, guard);
      return sql`select true as "hit", ${sql.join(dims)} ${SUMS_SQL} ${from} ${groupBy}`;
    };
    const dayOnly = dimensions.every((d) => d === 'day');
    const reads = dayOnly
      ? sql`${branch('account', sql`o.n = o.total`)} union all ${branch('campaign', sql`o.n <> o.total`)}`
      : branch(sourceOf(dimensions, false), sql`true`);
    const rows = await queryRows<RawSums & Record<Dimension, string | null> & { n: number; hit: boolean | null }>(
      this.db,
      sql`with o as (${owned}) select o.n, r.* from o left join lateral (${reads}) r on true`,
    );
    if (Number(rows[0]?.n) !== wanted) return { owned: false, rows: [] };
    return {
      owned: true,
      rows: rows.filter((r) => r.hit).map((r): SumsRow => Object.assign(dimensionsOf(r as DimensionValues, dimensions), toSums(r))),
    };
  }

  /** Sums per campaign over `dateBegin..dateEnd` (inclusive); campaigns without rows are absent. */
  /** The ids were checked as the scope's campaigns (campaignIdsOfAccount) by the caller; read within the scope's account. */
  async sumsByCampaign(scope: AccountScope, campaignIds: string[], dateBegin: Day, dateEnd: Day): Promise<Map<string, StatsSums>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await queryRows<RawSums & { campaignId: string }>(
      this.db,
      sql`select s.campaign_id as "campaignId", ${SUMS_SQL}
          from stats_campaign_daily s
          where s.account_id = ${scope.accountId} and s.campaign_id = any(${uuidArray(campaignIds)})
            and s.day between ${dateBegin}::date and ${dateEnd}::date
          group by s.campaign_id`,
    );
    return new Map(rows.map((r) => [r.campaignId, toSums(r)]));
  }
}
