import { sql, type SQL } from 'drizzle-orm';
import { queryRows, uuidArray, type Database } from '@ads/db';
import type { Day } from '@ads/domain';
import type { DimensionValues, StatsSums, SumsRow } from './statistics.metrics';
import type { Dimension } from './statistics.params';
import type { AccountScope } from '../access/access';

/**
 * Each dimension as a column of `stats_daily s left join products p left join brands b`.
 * A fixed whitelist: request values never reach the SQL text, only these expressions do.
 */
const DIMENSION_SQL: Record<Dimension, SQL> = {
  day: sql`to_char(s.day, 'YYYY-MM-DD')`,
  productId: sql`s.product_id`,
  productName: sql`p.name`,
  productImageUrl: sql`p.image_url`,
  productBrand: sql`b.label`,
  // products.category_code is the level-3 category of the product.
  categoryId: sql`p.category_code`,
};

/** The additive sums; bigint casts keep them integers (node-postgres parses int8 to number, see @ads/db). */
const SUMS_SQL = sql`
  coalesce(sum(s.impressions), 0)::bigint as "views",
  coalesce(sum(s.clicks), 0)::bigint as "clicks",
  coalesce(sum(s.cost), 0)::bigint as "cost",
  coalesce(sum(s.sales_count), 0)::bigint as "salesCount",
  coalesce(sum(s.revenue), 0)::bigint as "revenue"`;

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

/** SQL of the statistics module: reads of the stats_daily roll-up and campaign ownership. */
export class StatisticsRepository {
  constructor(private readonly db: Database) {}

  /** Which of `campaignIds` (uuids) belong to the account. */
  async campaignIdsOfAccount(scope: AccountScope, campaignIds: string[]): Promise<string[]> {
    const { accountId } = scope;
    if (campaignIds.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select c.id from campaigns c where c.account_id = ${accountId} and c.id = any(${uuidArray(campaignIds)})`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * stats_daily of the campaigns over Warsaw days `dateBegin..dateEnd` (inclusive), summed per
   * distinct combination of `dimensions` — with none, exactly one row of sums (zeros when empty):
   *
   *   select <dimension expr> as "<dimension>", …, <sums>
   *   from stats_daily s left join products p on p.id = s.product_id left join brands b on b.code = p.brand_code
   *   where s.campaign_id = any($ids::uuid[]) and s.day between $begin and $end
   *   group by <dimension exprs>
   */
  /** `_scope`: the ids were checked as the scope's campaigns (campaignIdsOfAccount) by the caller. */
  async sumsBy(_scope: AccountScope, campaignIds: string[], dateBegin: Day, dateEnd: Day, dimensions: readonly Dimension[]): Promise<SumsRow[]> {
    const dims = dimensions.map((d) => sql`${DIMENSION_SQL[d]} as ${sql.identifier(d)}, `);
    const groupBy =
      dimensions.length > 0
        ? sql`group by ${sql.join(
            dimensions.map((d) => DIMENSION_SQL[d]),
            sql`, `,
          )}`
        : sql``;
    const rows = await queryRows<RawSums & Record<Dimension, string | null>>(
      this.db,
      sql`select ${sql.join(dims)} ${SUMS_SQL}
          from stats_daily s
          left join products p on p.id = s.product_id
          left join brands b on b.code = p.brand_code
          where s.campaign_id = any(${uuidArray(campaignIds)})
            and s.day between ${dateBegin}::date and ${dateEnd}::date
          ${groupBy}`,
    );
    return rows.map((r) => ({ ...(Object.fromEntries(dimensions.map((d) => [d, r[d] ?? null])) as DimensionValues), ...toSums(r) }));
  }

  /** Sums per campaign over `dateBegin..dateEnd` (inclusive); campaigns without rows are absent. */
  /** `_scope`: the ids were checked as the scope's campaigns (campaignIdsOfAccount) by the caller. */
  async sumsByCampaign(_scope: AccountScope, campaignIds: string[], dateBegin: Day, dateEnd: Day): Promise<Map<string, StatsSums>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await queryRows<RawSums & { campaignId: string }>(
      this.db,
      sql`select s.campaign_id as "campaignId", ${SUMS_SQL}
          from stats_daily s
          where s.campaign_id = any(${uuidArray(campaignIds)})
            and s.day between ${dateBegin}::date and ${dateEnd}::date
          group by s.campaign_id`,
    );
    return new Map(rows.map((r) => [r.campaignId, toSums(r)]));
  }
}
