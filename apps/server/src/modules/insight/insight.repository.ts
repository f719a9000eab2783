import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { Day, Grosze } from '@ads/domain';
import type { AccountScope } from '../access';

/** Summed insight columns of some auction_insight_hourly rows (counts; `outbidGap` grosze). */
export interface InsightSums {
  eligible: number;
  won: number;
  outbid: number;
  outbidGap: number;
  paced: number;
  dailyBudget: number;
  totalBudget: number;
  outOfStock: number;
  accountState: number;
  placeNotServed: number;
  keywordNotMatched: number;
}

/** What the simulator reads of the campaign. */
export interface SimulatedCampaign {
  maxCpc: Grosze;
  dailyBudget: Grosze | null;
}

/** What the keyword simulator reads of a keyword and its campaign. */
export interface SimulatedKeyword extends SimulatedCampaign {
  /** The keyword's own bid, grosze; null = the campaign's max CPC. */
  bid: Grosze | null;
}

/** A needed-CPC landscape summed over a window (domain bid-landscape.ts), the wins and the days with bids. */
export interface LandscapeSums {
  landscape: number[];
  won: number;
  days: number;
}

const SUMS = sql.raw(
  [
    ['eligible', 'eligible'],
    ['won', 'won'],
    ['outbid', 'outbid'],
    ['outbid_gap', 'outbidGap'],
    ['paced', 'paced'],
    ['daily_budget', 'dailyBudget'],
    ['total_budget', 'totalBudget'],
    ['out_of_stock', 'outOfStock'],
    ['account_state', 'accountState'],
    ['place_not_served', 'placeNotServed'],
    ['keyword_not_matched', 'keywordNotMatched'],
  ]
    .map(([c, a]) => `coalesce(sum(h.${c}), 0)::float8 as "${a}"`)
    .join(', '),
);

/**
 * SQL of the insight API (docs/auction-insight.md "API"): reads of auction_insight_hourly (kept by the serving
 * process's flush) for one campaign of the scope's account, and the campaign's bid, budget and clicks. Every read
 * is one index range of the campaign (the table's key starts with campaign and day).
 */
export class InsightRepository {
  constructor(private readonly db: Database) {}

  /** The campaign's max CPC and daily budget when it is a campaign of the scope's account; else null. */
  async campaign(scope: AccountScope, campaignId: string): Promise<SimulatedCampaign | null> {
    const [row] = await queryRows<{ maxCpc: string | number; dailyBudget: string | number | null }>(
      this.db,
      sql`select max_cpc as "maxCpc", daily_budget as "dailyBudget" from campaigns
          where id = ${campaignId}::uuid and account_id = ${scope.accountId}::uuid`,
    );
    return row ? { maxCpc: Number(row.maxCpc), dailyBudget: row.dailyBudget === null ? null : Number(row.dailyBudget) } : null;
  }

  /** The keyword `keywordId` of the scope's campaign `campaignId` with the campaign's bid and budget; else null. */
  async keyword(scope: AccountScope, campaignId: string, keywordId: string): Promise<SimulatedKeyword | null> {
    const [row] = await queryRows<{ bid: string | number | null; maxCpc: string | number; dailyBudget: string | number | null }>(
      this.db,
      sql`select k.bid, c.max_cpc as "maxCpc", c.daily_budget as "dailyBudget" from campaign_keywords k
          join campaigns c on c.id = k.campaign_id
          where k.id = ${keywordId}::uuid and c.id = ${campaignId}::uuid and c.account_id = ${scope.accountId}::uuid`,
    );
    if (!row) return null;
    const num = (v: string | number | null) => (v === null ? null : Number(v));
    return { bid: num(row.bid), maxCpc: Number(row.maxCpc), dailyBudget: num(row.dailyBudget) };
  }

  /**
   * The keyword's needed-CPC histogram over `from..to` summed bucket by bucket (keyword_insight_hourly, docs/
   * auction-insight.md "Keyword bids"), its bids won, and the days it bid on.
   */
  async keywordLandscape(campaignId: string, keywordId: string, from: Day, to: Day): Promise<LandscapeSums> {
    const range = sql`h.campaign_id = ${campaignId}::uuid and h.keyword_id = ${keywordId}::uuid and h.day between ${from}::date and ${to}::date`;
    const [row] = await queryRows<{ landscape: number[] | null; won: string | number; days: string | number }>(
      this.db,
      sql`select (select array_agg(s order by n) from (
                select n, sum(x)::float8 as s from keyword_insight_hourly h, unnest(h.landscape) with ordinality u(x, n)
                where ${range} group by n) b) as landscape,
              (select coalesce(sum(won), 0) from keyword_insight_hourly h where ${range}) as won,
              (select count(distinct day) from keyword_insight_hourly h where ${range} and h.bids > 0) as days`,
    );
    return { landscape: (row?.landscape ?? []).map(Number), won: Number(row?.won ?? 0), days: Number(row?.days ?? 0) };
  }

  /** The keyword's valid clicks and cost (grosze) over `from..to` (stats_search_terms_daily, every search term). */
  async keywordClicks(campaignId: string, keywordId: string, from: Day, to: Day): Promise<{ clicks: number; cost: Grosze }> {
    const [row] = await queryRows<{ clicks: string | number; cost: string | number }>(
      this.db,
      sql`select coalesce(sum(clicks), 0) as clicks, coalesce(sum(cost), 0) as cost from stats_search_terms_daily
          where campaign_id = ${campaignId}::uuid and keyword_id = ${keywordId}::uuid and day between ${from}::date and ${to}::date`,
    );
    return { clicks: Number(row?.clicks ?? 0), cost: Number(row?.cost ?? 0) };
  }

  /** Sums per Warsaw day of `from..to` (inclusive); days without rows are absent. */
  async byDay(campaignId: string, from: Day, to: Day): Promise<Array<InsightSums & { day: Day }>> {
    return this.#sums(sql`h.day::text as day`, sql`h.day`, campaignId, from, to);
  }

  /** Sums per Warsaw hour of the day (0–23) over `from..to`; hours without rows are absent. */
  async byHour(campaignId: string, from: Day, to: Day): Promise<Array<InsightSums & { hour: number }>> {
    return this.#sums(sql`h.hour::int as hour`, sql`h.hour`, campaignId, from, to);
  }

  /** Sums per product over `from..to`, the `limit` products with most eligible auctions first. */
  async byProduct(campaignId: string, from: Day, to: Day, limit: number): Promise<Array<InsightSums & { productId: string }>> {
    const rows = await this.#sums<{ productId: string }>(sql`h.product_id as "productId"`, sql`h.product_id`, campaignId, from, to);
    return rows.sort((a, b) => b.eligible - a.eligible || (a.productId < b.productId ? -1 : 1)).slice(0, limit);
  }

  /**
   * The campaign's needed-CPC histogram over `from..to` summed bucket by bucket (domain bid-landscape.ts), the
   * auctions won, and the days with any eligible auction.
   */
  async landscape(campaignId: string, from: Day, to: Day): Promise<LandscapeSums> {
    const [row] = await queryRows<{ landscape: number[] | null; won: string | number; days: string | number }>(
      this.db,
      sql`select (select array_agg(s order by n) from (
                select n, sum(x)::float8 as s from auction_insight_hourly h, unnest(h.landscape) with ordinality u(x, n)
                where h.campaign_id = ${campaignId}::uuid and h.day between ${from}::date and ${to}::date group by n) b) as landscape,
              (select coalesce(sum(won), 0) from auction_insight_hourly h
                where h.campaign_id = ${campaignId}::uuid and h.day between ${from}::date and ${to}::date) as won,
              (select count(distinct day) from auction_insight_hourly h
                where h.campaign_id = ${campaignId}::uuid and h.day between ${from}::date and ${to}::date and h.eligible > 0) as days`,
    );
    return { landscape: (row?.landscape ?? []).map(Number), won: Number(row?.won ?? 0), days: Number(row?.days ?? 0) };
  }

  /** The campaign's valid clicks and cost (grosze) over `from..to` (stats_campaign_daily). */
  async clicks(campaignId: string, from: Day, to: Day): Promise<{ clicks: number; cost: Grosze }> {
    const [row] = await queryRows<{ clicks: string | number; cost: string | number }>(
      this.db,
      sql`select coalesce(sum(clicks), 0) as clicks, coalesce(sum(cost), 0) as cost from stats_campaign_daily
          where campaign_id = ${campaignId}::uuid and day between ${from}::date and ${to}::date`,
    );
    return { clicks: Number(row?.clicks ?? 0), cost: Number(row?.cost ?? 0) };
  }

  /** Per campaign with auctions on Warsaw day `day`: its account, name, eligible and paced auctions. */
  async pacedOn(day: Day): Promise<Array<{ campaignId: string; accountId: string; name: string; eligible: number; paced: number }>> {
    return queryRows(
      this.db,
      sql`select h.campaign_id as "campaignId", c.account_id as "accountId", c.name,
            sum(h.eligible)::float8 as eligible, sum(h.paced)::float8 as paced
          from auction_insight_hourly h join campaigns c on c.id = h.campaign_id
          where h.day = ${day}::date group by h.campaign_id, c.account_id, c.name order by h.campaign_id`,
    );
  }

  async #sums<K>(key: ReturnType<typeof sql>, group: ReturnType<typeof sql>, campaignId: string, from: Day, to: Day): Promise<Array<InsightSums & K>> {
    return queryRows<InsightSums & K>(
      this.db,
      sql`select ${key}, ${SUMS} from auction_insight_hourly h
          where h.campaign_id = ${campaignId}::uuid and h.day between ${from}::date and ${to}::date
          group by ${group} order by ${group}`,
    );
  }
}
