import { sql, type SQL } from 'drizzle-orm';
import { queryRows, textArray, uuidArray, type Database } from '@ads/db';
import { HIDDEN_SEARCH_TERM, type Day } from '@ads/domain';
import type { AccountScope } from '../access';
import { dimensionsOf, type DimensionValues, type StatsSums, type SumsRow } from './statistics.metrics';
import type { Dimension, Metric, StatisticsQuery } from './statistics.params';

/** A search term seen and how many times: impressions under it (docs/search-placements.md "Suggestions"). */
export interface SearchTermCount {
  term: string;
  count: number;
}

/** The search dimensions and `day` as columns of the roll-up `s` (a fixed whitelist: request values never reach the SQL text). */
const DIMENSION_SQL: Partial<Record<Dimension, SQL>> = {
  day: sql`s.day`,
  searchTerm: sql`s.search_term`,
  keywordId: sql`s.keyword_id`,
};

/**
 * Each sort field over the groups `g`, with the value the service would sort by: the metrics derived exactly as
 * `deriveMetrics` rounds them (integer half-up: floor((2a + b) / 2b)), texts in the Polish collation with numbers
 * compared as numbers (`pl_numeric`, as the service's Intl.Collator('pl', {numeric: true})).
 */
const SORT_SQL: Record<Metric | 'day' | 'searchTerm' | 'keywordId', SQL> = {
  views: sql`g.views`,
  clicks: sql`g.clicks`,
  cost: sql`g.cost`,
  salesCount: sql`g."salesCount"`,
  revenue: sql`g.revenue`,
  ctr: sql`case when g.views > 0 then (2 * g.clicks * 1000000 + g.views) / (2 * g.views) else 0 end`,
  avgCPC: sql`case when g.clicks > 0 then (2 * g.cost + g.clicks) / (2 * g.clicks) else 0 end`,
  roas: sql`case when g.cost > 0 then (2 * g.revenue * 10000 + g.cost) / (2 * g.cost) else 0 end`,
  day: sql`g.day`,
  searchTerm: sql`g."searchTerm" collate pl_numeric`,
  keywordId: sql`g."keywordId"::text collate pl_numeric`,
};
/** Tie-breaks after the sort field, ascending, in the service's order (statistics.metrics.ts TIE_BREAK). */
const TIES = ['day', 'searchTerm', 'keywordId'] as const;

const NO_SUMS: StatsSums = { views: 0, clicks: 0, cost: 0, salesCount: 0, revenue: 0 };

/** A page of search-term rows and the sums of every row (before offset and limit). */
export interface SearchTermPage {
  /** Whether every requested campaign is the account's; when false nothing was read. */
  owned: boolean;
  rows: SumsRow[];
  totals: StatsSums;
}

type RawRow = { part: number; owned: number | null; day: string | null; searchTerm: string | null; keywordId: string | null } & Record<
  keyof StatsSums,
  number | string
>;

/**
 * SQL of the search-term roll-up stats_search_terms_daily (docs/search-placements.md "Search-term report"): the
 * statistics by search term, keyword and day sorted, limited and paged in PostgreSQL, and the terms shoppers searched
 * for keyword suggestions ("Suggestions").
 */
export class SearchTermsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The search terms of the account's campaigns `campaignIds` over Warsaw days `dateBegin..dateEnd` (inclusive),
   * each with its impressions summed over those campaigns, days and keywords: most first, then by term; at most
   * `limit`; terms in `exclude` and the hidden placeholder (personal data) left out. Campaigns of another account
   * count nothing. Reads one index range per campaign (the roll-up's key starts with campaign and day).
   */
  async searchTermCounts(
    scope: AccountScope,
    campaignIds: readonly string[],
    dateBegin: Day,
    dateEnd: Day,
    limit: number,
    exclude: readonly string[] = [],
  ): Promise<SearchTermCount[]> {
    if (campaignIds.length === 0 || limit <= 0) return [];
    const rows = await queryRows<{ term: string; count: number | string }>(
      this.db,
      sql`select s.search_term as term, sum(s.impressions)::bigint as count
          from stats_search_terms_daily s
          where s.campaign_id in (select c.id from campaigns c where c.account_id = ${scope.accountId} and c.id = any(${uuidArray(campaignIds)}))
            and s.day between ${dateBegin}::date and ${dateEnd}::date
            and s.search_term <> ${HIDDEN_SEARCH_TERM}
            and s.search_term <> all(${textArray(exclude)})
          group by s.search_term
          having sum(s.impressions) > 0
          order by 2 desc, 1
          limit ${limit}`,
    );
    return rows.map((r) => ({ term: r.term, count: Number(r.count) }));
  }

  /**
   * GET /statistics with a search dimension (`searchTerm`, `keywordId`, with or without `day`): the groups of the
   * campaigns' rows over the range, sorted by `q.sort` (nulls last in either direction, then ascending by the
   * requested dimensions among day, searchTerm, keywordId), `q.offset` skipped and at most `q.limit` kept, all in one
   * statement; `totals` sums every row of the range. The same statement checks that every id of `q.campaignIds`
   * (distinct lower-case uuids, as parseStatisticsParams leaves them) is a campaign of the scope's account: `owned`
   * is false, no rows and zero totals, and no roll-up row is read, otherwise (the check is a one-time filter
   * PostgreSQL evaluates before the scan). Reads one index range per campaign (the roll-up's key starts with
   * campaign and day) — or, when the dimensions are only searchTerm and day and the campaigns are every campaign of
   * the account, one range of stats_search_terms_account_daily (account, day, term), with the same sums and order.
   */
  async searchTermPage(scope: AccountScope, q: StatisticsQuery): Promise<SearchTermPage> {
    const dims = q.dimensions.filter((d) => DIMENSION_SQL[d] !== undefined);
    const column = (d: Dimension) => sql.identifier(d);
    const sort = q.sort ?? { field: 'cost', direction: 'DESC' };
    const sortKey = SORT_SQL[sort.field as keyof typeof SORT_SQL] ?? SORT_SQL.cost;
    const ties = TIES.filter((d) => d !== sort.field && dims.includes(d)).map((d) => sql`${SORT_SQL[d]} asc nulls last`);
    const order = sql.join([sql`${sortKey} ${sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc')} nulls last`, ...ties], sql`, `);
    const pick = (d: Dimension, absent: SQL) => (dims.includes(d) ? sql`g.${column(d)}` : absent);
    const [day, term, keyword] = [pick('day', sql`null::date`), pick('searchTerm', sql`null`), pick('keywordId', sql`null`)];
    const groupBy = sql.join(
      dims.map((d) => DIMENSION_SQL[d]!),
      sql`, `,
    );
    const select = sql`select ${sql.join(
      dims.map((d) => sql`${DIMENSION_SQL[d]} as ${column(d)}`),
      sql`, `,
    )},
              sum(s.impressions)::bigint as views, sum(s.clicks)::bigint as clicks, sum(s.cost)::bigint as cost,
              sum(s.sales_count)::bigint as "salesCount", sum(s.revenue)::bigint as revenue`;
    const owned = sql`(select o.n from o) = ${q.campaignIds.length}`;
    const range = sql`s.day between ${q.dateBegin}::date and ${q.dateEnd}::date`;
    const byCampaign = (extra: SQL) =>
      sql`${select} from stats_search_terms_daily s
            where ${owned} and ${extra} and s.campaign_id = any(${uuidArray(q.campaignIds)}) and ${range}
            group by ${groupBy}`;
    // Without keywordId, every campaign of the account reads the account roll-up (one row per day and term, the
    // same sums); the branch not taken is a one-time filter that reads nothing (docs/statistics-scale.md "Search terms").
    const groups = dims.includes('keywordId')
      ? byCampaign(sql`true`)
      : sql`${select} from stats_search_terms_account_daily s
            where ${owned} and (select o.total from o) = ${q.campaignIds.length} and s.account_id = ${scope.accountId} and ${range}
            group by ${groupBy}
          union all
          ${byCampaign(sql`(select o.total from o) <> ${q.campaignIds.length}`)}`;
    const rows = await queryRows<RawRow>(
      this.db,
      sql`with o as (
            select count(*)::int as n, (select count(*) from campaigns a where a.account_id = ${scope.accountId})::int as total
            from campaigns c where c.account_id = ${scope.accountId} and c.id = any(${uuidArray(q.campaignIds)})
          ),
          g as (${groups})
          select * from (
            -- The limit sits right on the sort (a top-N heap sort: fewer collation comparisons than sorting every
            -- group); row_number() over () numbers the page in the order the sorted subquery hands it over.
            select 0 as part, row_number() over () as n, sorted.* from (
              select null::int as owned, to_char(${day}, 'YYYY-MM-DD') as day, ${term}::text as "searchTerm",
                ${keyword}::text as "keywordId", g.views, g.clicks, g.cost, g."salesCount", g.revenue
              from g order by ${order} ${q.limit === undefined ? sql`` : sql`limit ${q.limit}`} offset ${q.offset}
            ) sorted
          ) page
          union all
          select 1, 0, (select o.n from o), null, null, null, coalesce(sum(g.views), 0)::bigint, coalesce(sum(g.clicks), 0)::bigint, coalesce(sum(g.cost), 0)::bigint,
            coalesce(sum(g."salesCount"), 0)::bigint, coalesce(sum(g.revenue), 0)::bigint
          from g
          order by part, n`,
    );
    const sums = (r: RawRow): StatsSums => ({
      views: Number(r.views),
      clicks: Number(r.clicks),
      cost: Number(r.cost),
      salesCount: Number(r.salesCount),
      revenue: Number(r.revenue),
    });
    const totalsRow = rows.find((r) => Number(r.part) === 1);
    if (Number(totalsRow?.owned) !== q.campaignIds.length) return { owned: false, rows: [], totals: { ...NO_SUMS } };
    return {
      owned: true,
      rows: rows.filter((r) => Number(r.part) === 0).map((r): SumsRow => Object.assign(dimensionsOf(r as DimensionValues, dims), sums(r))),
      totals: totalsRow ? sums(totalsRow) : { ...NO_SUMS },
    };
  }
}
