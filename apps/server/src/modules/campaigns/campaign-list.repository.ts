import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { toCampaignWithCounts, type CampaignWithCounts } from './campaigns.repository';
import type { CampaignSortKey } from './campaigns.schemas';
import type { DraftSortKey } from './campaign-views.schemas';
import type { AccountScope } from '../access';

export type SortDirection = 'ASC' | 'DESC';

/** Whitelisted ORDER BY expressions (never user text in SQL). `s` = the stats_campaign_daily sums of the range. */
const CAMPAIGN_ORDER: Record<CampaignSortKey, string> = {
  name: 'lower(c.name)',
  createdAt: 'c.created_at',
  startDate: 'c.start_date',
  endDate: 'c.end_date',
  maxCpc: 'c.max_cpc',
  dailyBudget: 'c.daily_budget',
  totalBudget: 'c.total_budget',
  spentTotal: 'c.spent_total',
  views: 'coalesce(s.views, 0)',
  clicks: 'coalesce(s.clicks, 0)',
  cost: 'coalesce(s.cost, 0)',
  ctr: 'coalesce(s.clicks::numeric / nullif(s.views, 0), 0)',
};

/** Sort keys that are statistics sums (they need the range's sums of every campaign of the account). */
const STATS_SORT_KEYS = new Set<CampaignSortKey>(['views', 'clicks', 'cost', 'ctr']);

const DRAFT_ORDER: Record<DraftSortKey, string> = {
  name: 'lower(d.name)',
  createdAt: 'd.created_at',
  updatedAt: 'd.updated_at',
  startDate: 'd.start_date',
  endDate: 'd.end_date',
  maxCpc: 'd.max_cpc',
  dailyBudget: 'd.daily_budget',
  totalBudget: 'd.total_budget',
  skuCount: 'sku_count',
};

function orderBy(expression: string, direction: SortDirection, tieBreak: string): SQL {
  // NULLS LAST both ways: an unset budget or end date sorts after the set ones.
  return sql.raw(`${expression} ${direction === 'ASC' ? 'asc' : 'desc'} nulls last, ${tieBreak}`);
}

function likePattern(search: string | undefined): string | null {
  const s = search?.trim().toLowerCase();
  return s ? `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
}

export interface DraftListItem {
  id: string;
  name: string;
  skuCount: number;
  dailyBudget: number | null;
  totalBudget: number | null;
  maxCpc: number | null;
  startDate: string | null;
  endDate: string | null;
  channel: string | null;
  markets: string[];
  updatedAt: Date;
  version: number;
}

/** SQL of the campaign lists (docs/requirements.md §2 list types ACTIVE, ARCHIVES, DRAFTS). Scoped by account id. */
export class CampaignListRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of non-archived (`archived` false) or archived campaigns, searched by name, sorted by a
   * setting or by a statistics sum over Warsaw days `dateBegin..dateEnd` (joined from stats_campaign_daily,
   * one row per campaign and day).
   */
  async campaigns(
    scope: AccountScope,
    opts: {
      archived: boolean;
      search?: string;
      page: number;
      size: number;
      sort: CampaignSortKey;
      direction: SortDirection;
      dateBegin: string;
      dateEnd: string;
    },
  ): Promise<{ rows: CampaignWithCounts[]; total: number }> {
    const { accountId } = scope;
    const filter = sql`c.account_id = ${accountId} and (c.user_status = 'ARCHIVED') = ${opts.archived}
      and (${likePattern(opts.search)}::text is null or lower(c.name) like ${likePattern(opts.search)})`;
    // Only a statistics sort needs every campaign's sums of the range; the page's own statistics are read apart.
    const statsJoin = STATS_SORT_KEYS.has(opts.sort)
      ? sql`left join (
            select sd.campaign_id, sum(sd.impressions) as views, sum(sd.clicks) as clicks, sum(sd.cost) as cost
            from stats_campaign_daily sd
            where sd.account_id = ${accountId} and sd.day between ${opts.dateBegin}::date and ${opts.dateEnd}::date
            group by sd.campaign_id
          ) s on s.campaign_id = c.id`
      : sql``;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select c.*,
            (select count(*)::int from campaign_products cp where cp.campaign_id = c.id) as sku_count,
            (select count(*)::int from campaign_products cp join products p on p.id = cp.product_id
              where cp.campaign_id = c.id and p.stock > 0) as skus_in_stock,
            (select a.status from accounts a where a.id = c.account_id) as account_status
          from campaigns c
          ${statsJoin}
          where ${filter}
          order by ${orderBy(CAMPAIGN_ORDER[opts.sort], opts.direction, 'c.id')}
          limit ${opts.size} offset ${opts.page * opts.size}`,
    );
    const [total] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from campaigns c where ${filter}`);
    return { rows: rows.map(toCampaignWithCounts), total: total?.n ?? 0 };
  }

  /** A page of the account's drafts with their SKU counts. */
  async drafts(
    scope: AccountScope,
    opts: { search?: string; page: number; size: number; sort: DraftSortKey; direction: SortDirection },
  ): Promise<{ rows: DraftListItem[]; total: number }> {
    const { accountId } = scope;
    const filter = sql`d.account_id = ${accountId} and (${likePattern(opts.search)}::text is null or lower(d.name) like ${likePattern(opts.search)})`;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select d.id, d.name, d.daily_budget, d.total_budget, d.max_cpc, d.start_date::text, d.end_date::text, d.channel, d.markets, d.updated_at, d.version,
            (select count(*)::int from campaign_draft_products dp where dp.draft_id = d.id) as sku_count
          from campaign_drafts d where ${filter}
          order by ${orderBy(DRAFT_ORDER[opts.sort], opts.direction, 'd.id')}
          limit ${opts.size} offset ${opts.page * opts.size}`,
    );
    const [total] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from campaign_drafts d where ${filter}`);
    const money = (v: unknown) => (v === null ? null : Number(v));
    return {
      rows: rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        skuCount: Number(r.sku_count),
        dailyBudget: money(r.daily_budget),
        totalBudget: money(r.total_budget),
        maxCpc: money(r.max_cpc),
        startDate: (r.start_date as string | null) ?? null,
        endDate: (r.end_date as string | null) ?? null,
        channel: (r.channel as string | null) ?? null,
        markets: (r.markets as string[] | null) ?? [],
        updatedAt: new Date(r.updated_at as string),
        version: Number(r.version),
      })),
      total: total?.n ?? 0,
    };
  }
}
