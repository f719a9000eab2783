import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { InventoryOwner } from './inventory.repository';
import type { AccountScope } from '../access';

/** Winning click prices in grosze over a window, for max CPC suggestions. */
export interface WinningPrices {
  /** Level-3 categories of the owner's products. */
  categories: number;
  auctions: number;
  min: number | null;
  median: number | null;
  max: number | null;
  p75: number | null;
}

/** SQL of bid suggestions. */
export class SuggestionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Prices per click of the auction winners that were shown (impressions carry their resolved bid's price) at or after `since`
   * for products in the level-3 categories of the campaign's or draft's products. Percentiles are
   * continuous (interpolated), so median and p75 may be fractional grosze; the caller rounds.
   * @returns undefined when `id` is not a campaign/draft of the account.
   */
  async winningPrices(owner: InventoryOwner, scope: AccountScope, id: string, since: Date): Promise<WinningPrices | undefined> {
    const { accountId } = scope;
    const [products, ownerTable, key] =
      owner === 'campaign'
        ? [sql.raw('campaign_products'), sql.raw('campaigns'), sql.raw('campaign_id')]
        : [sql.raw('campaign_draft_products'), sql.raw('campaign_drafts'), sql.raw('draft_id')];
    const [found] = await queryRows<{ id: string }>(
      this.db,
      sql`select id from ${ownerTable} where id = ${id} and account_id = ${accountId}`,
    );
    if (!found) return undefined;
    const [row] = await queryRows<{
      categories: number;
      auctions: number;
      min: string | null;
      median: number | null;
      max: string | null;
      p75: number | null;
    }>(
      this.db,
      sql`with cats as (
            select distinct p.category_code from ${products} x join products p on p.id = x.product_id where x.${key} = ${id}
          )
          select (select count(*)::int from cats) as categories, count(i.*)::int as auctions,
            min(i.price) as min, max(i.price) as max,
            percentile_cont(0.5) within group (order by i.price) as median,
            percentile_cont(0.75) within group (order by i.price) as p75
          from impressions i join products p on p.id = i.product_id
          where p.category_code in (select category_code from cats) and i.occurred_at >= ${since.toISOString()}::timestamptz`,
    );
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      categories: row!.categories,
      auctions: row!.auctions,
      min: num(row!.min),
      median: num(row!.median),
      max: num(row!.max),
      p75: num(row!.p75),
    };
  }
}
