import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { accountServesSql, type Day } from '@ads/domain';
import type { KeywordIndexRow } from './keyword-index';

/** Only ACTIVE accounts serve: the domain's SQL mirror of accountServes (packages/domain/src/account-status.sql.ts). */
const ACCOUNT_SERVES = sql.raw(accountServesSql('acc.status'));

/** One advertised product of one campaign, with what the in-memory ad index needs. */
export interface AdIndexRow {
  campaignId: string;
  accountId: string;
  userStatus: string;
  /** Max CPC, grosze. */
  maxCpc: number;
  /** Budgets and spend, grosze; null budget = none. */
  dailyBudget: number | null;
  totalBudget: number | null;
  spentTotal: number;
  spentToday: number;
  spendDay: Day | null;
  startDate: Day;
  endDate: Day | null;
  /** Shop channel (or ALL) and market codes the campaign targets. */
  channel: string;
  markets: string[];
  /** PACING: 'STANDARD' | 'ACCELERATED'. */
  delivery: string;
  productId: string;
  /** Units in stock over all sizes. */
  stock: number;
  /** The product's category and all its ancestors' codes. */
  categoryCodes: string[];
  /** Clicks and impressions of the product (all campaigns) in the pCTR window. */
  clicks: number;
  impressions: number;
  /** The account's names for ad transparency (domain ad-transparency.ts `AdNames`). */
  accountName: string;
  advertiserName: string | null;
  payerName: string | null;
  billingCompanyName: string | null;
}

/** Rows of some campaigns or some products only (an incremental update of the index). */
export type AdIndexFilter = { campaignIds: readonly string[] } | { productIds: readonly string[] };

/** SQL of the ad index: one query that loads every campaign product that may serve, or those of some campaigns or products. */
export class AdIndexRepository {
  constructor(private readonly db: Database) {}

  /**
   * Campaign products of ACTIVE campaigns of ACTIVE accounts that have not ended before `today`, whose product is in stock.
   * The final eligibility (start date, budgets) is decided in memory by domain `isServing`, so a
   * campaign that starts at midnight serves without waiting for a reload.
   * Clicks and impressions are the product's sums (all campaigns) from `statsFrom` (inclusive), read from the
   * per-product roll-up stats_product_daily (≤ 30 rows a product, one index range each), never summed from
   * stats_daily: re-reading an edited campaign costs its products, not the history (docs/serving-scale.md
   * "Ad index updates").
   */
  loadRows(today: Day, statsFrom: Day, only?: AdIndexFilter): Promise<AdIndexRow[]> {
    return queryRows<AdIndexRow>(this.db, this.rowsStatement(today, statsFrom, only));
  }

  /** The statement {@link loadRows} runs (the plan test and the benchmark EXPLAIN it). */
  rowsStatement(today: Day, statsFrom: Day, only?: AdIndexFilter): SQL {
    const filter = !only
      ? sql``
      : 'campaignIds' in only
        ? sql`and c.id = any(${sql.param(only.campaignIds)}::uuid[])`
        : sql`and p.id = any(${sql.param(only.productIds)}::text[])`;
    return sql`
        with recursive served as (
          select c.*, p.id as product_id, p.stock, p.category_code, acc.name as account_name,
            acc.ad_advertiser_name, acc.ad_payer_name, bp.company_name as billing_company_name
          from campaigns c
          join accounts acc on acc.id = c.account_id and ${ACCOUNT_SERVES}
          left join billing_profiles bp on bp.account_id = acc.id
          join campaign_products cp on cp.campaign_id = c.id
          join products p on p.id = cp.product_id
          where c.user_status = 'ACTIVE' and (c.end_date is null or c.end_date >= ${today}::date) and p.stock > 0 ${filter}
        ),
        -- The category paths of the served products only (a re-read of one campaign walks a few categories, not the tree).
        ancestry(code, ancestor) as (
          select distinct category_code, category_code from served where category_code is not null
          union all
          select a.code, c.parent_code from ancestry a join categories c on c.code = a.ancestor where c.parent_code is not null
        ),
        paths as (select code, array_agg(ancestor) as codes from ancestry group by code),
        observed as (
          select s.product_id, sum(s.clicks)::bigint as clicks, sum(s.impressions)::bigint as impressions
          from stats_product_daily s
          where s.product_id in (select product_id from served) and s.day >= ${statsFrom}::date
          group by s.product_id
        )
        select s.id as "campaignId", s.account_id as "accountId", s.user_status as "userStatus", s.max_cpc as "maxCpc",
          s.daily_budget as "dailyBudget", s.total_budget as "totalBudget", s.spent_total as "spentTotal",
          s.spent_today as "spentToday", s.spend_day::text as "spendDay", s.start_date::text as "startDate",
          s.end_date::text as "endDate", s.channel, s.markets, s.delivery, s.product_id as "productId", s.stock,
          coalesce(a.codes, array[s.category_code]) as "categoryCodes",
          coalesce(o.clicks, 0) as clicks, coalesce(o.impressions, 0) as impressions,
          s.account_name as "accountName", s.ad_advertiser_name as "advertiserName", s.ad_payer_name as "payerName",
          s.billing_company_name as "billingCompanyName"
        from served s left join observed o on o.product_id = s.product_id left join paths a on a.code = s.category_code
        order by s.product_id, s.id`;
  }

  /**
   * Keywords and negative keywords (docs/search-placements.md "Keyword index") of the campaigns {@link loadRows}
   * would load — ACTIVE, of an ACTIVE account, not ended before `today` — or of some of them only.
   */
  async loadKeywordRows(today: Day, only?: { campaignIds: readonly string[] }): Promise<KeywordIndexRow[]> {
    const filter = only ? sql`and c.id = any(${sql.param(only.campaignIds)}::uuid[])` : sql``;
    return queryRows<KeywordIndexRow>(
      this.db,
      sql`
        with served as (
          select c.id from campaigns c join accounts acc on acc.id = c.account_id and ${ACCOUNT_SERVES}
          where c.user_status = 'ACTIVE' and (c.end_date is null or c.end_date >= ${today}::date) ${filter}
        )
        select k.campaign_id as "campaignId", k.id as "keywordId", k.normalized, k.match_type as "matchType", k.bid, false as negative
        from campaign_keywords k join served s on s.id = k.campaign_id
        union all
        select n.campaign_id, n.id, n.normalized, n.match_type, null::bigint, true
        from campaign_negative_keywords n join served s on s.id = n.campaign_id`,
    );
  }
}
