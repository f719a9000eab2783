import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { SuggestionProduct } from '@ads/domain';
import type { AccountScope } from '../access';
import type { KeywordOwner } from './keywords.repository';

const PRODUCTS = {
  campaign: { table: sql.raw('campaign_products'), key: sql.raw('campaign_id'), owner: sql.raw('campaigns') },
  draft: { table: sql.raw('campaign_draft_products'), key: sql.raw('draft_id'), owner: sql.raw('campaign_drafts') },
} as const;

/** SQL of keyword suggestions (docs/search-placements.md "Suggestions"): the catalogue texts of an owner's products. */
export class KeywordSuggestionsRepository {
  constructor(private readonly db: Database) {}

  /** Name, brand label and category label of each product of the account's campaign or draft `id` ([] when none or not the account's). */
  async products(owner: KeywordOwner, scope: AccountScope, id: string): Promise<SuggestionProduct[]> {
    const { table, key, owner: ownerTable } = PRODUCTS[owner];
    return queryRows<SuggestionProduct>(
      this.db,
      sql`select p.name, b.label as brand, c.label as category
          from ${table} x
          join ${ownerTable} o on o.id = x.${key} and o.account_id = ${scope.accountId}
          join products p on p.id = x.product_id
          join brands b on b.code = p.brand_code
          join categories c on c.code = p.category_code
          where x.${key} = ${id}`,
    );
  }

  /**
   * The account's campaigns whose search terms suggest keywords for the owner (docs/search-placements.md
   * "Suggestions"): those advertising at least one of its products, and a campaign itself. [] when none.
   */
  async campaignsSharingProducts(owner: KeywordOwner, scope: AccountScope, id: string): Promise<string[]> {
    const { table, key, owner: ownerTable } = PRODUCTS[owner];
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select distinct cp.campaign_id as id
          from ${table} x
          join ${ownerTable} o on o.id = x.${key} and o.account_id = ${scope.accountId}
          join campaign_products cp on cp.product_id = x.product_id
          join campaigns c on c.id = cp.campaign_id and c.account_id = ${scope.accountId}
          where x.${key} = ${id}
          ${owner === 'campaign' ? sql`union select c.id from campaigns c where c.id = ${id} and c.account_id = ${scope.accountId}` : sql``}`,
    );
    return rows.map((r) => r.id);
  }
}
