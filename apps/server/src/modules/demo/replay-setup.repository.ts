import { sql } from 'drizzle-orm';
import { accounts, queryRows, textArray, uuidArray, type Database } from '@ads/db';
import type { Grosze } from '@ads/domain';
import { DEMO_CAMPAIGN_PREFIX } from '../../replay/demo-campaigns';

export interface ReplayProduct {
  id: string;
  /** Selling price, grosze. */
  price: Grosze;
  /** Product name and its level-3 category's label: what the replay builds search queries from. */
  name: string;
  categoryLabel: string;
}

/** SQL of the replay setup: the demo account, candidate products and the demo campaigns' products. */
export class ReplaySetupRepository {
  constructor(private readonly db: Database) {}

  /**
   * Charged clicks of the demo campaigns since `since`: how many, their cost and the sum of the winners'
   * max CPC at their auctions (the ledger's max_cpc; the campaign's current one for clicks kept before it was).
   */
  async chargedSince(since: Date): Promise<{ clicks: number; cost: Grosze; maxCpc: Grosze }> {
    const [row] = await queryRows<{ clicks: number; cost: string; max_cpc: string }>(
      this.db,
      sql`select count(*)::int as clicks, coalesce(sum(k.cost), 0)::text as cost, coalesce(sum(coalesce(k.max_cpc, c.max_cpc)), 0)::text as max_cpc
          from clicks k join campaigns c on c.id = k.campaign_id
          where k.billable and k.occurred_at >= ${since.toISOString()}::timestamptz and c.name like ${`${DEMO_CAMPAIGN_PREFIX}%`}`,
    );
    return { clicks: row!.clicks, cost: Number(row!.cost), maxCpc: Number(row!.max_cpc) };
  }

  /** Products of the demo campaigns with gender `gender`, ordered by id (the replay's deterministic list). */
  async demoProducts(gender: string): Promise<ReplayProduct[]> {
    const rows = await queryRows<ReplayProduct>(
      this.db,
      sql`select distinct p.id, p.price, p.name, coalesce(k.label, '') as "categoryLabel" from products p
          join campaign_products cp on cp.product_id = p.id
          join campaigns c on c.id = cp.campaign_id
          left join categories k on k.code = p.category_code
          where c.name like ${`${DEMO_CAMPAIGN_PREFIX}%`} and p.gender = ${gender}
          order by p.id`,
    );
    return rows.map((r) => ({ ...r, price: Number(r.price) }));
  }

  /** Each demo campaign with the distinct level-3 category labels of its products (the source of its keywords). */
  async demoCategoryLabels(): Promise<{ campaignId: string; label: string }[]> {
    return queryRows<{ campaignId: string; label: string }>(
      this.db,
      sql`select distinct c.id as "campaignId", k.label from campaigns c
          join campaign_products cp on cp.campaign_id = c.id
          join products p on p.id = cp.product_id
          join categories k on k.code = p.category_code
          where c.name like ${`${DEMO_CAMPAIGN_PREFIX}%`}
          order by 1, 2`,
    );
  }

  /**
   * Adds BROAD keywords (no bid: the max CPC bids) to demo campaigns; one already there (same normalised text
   * and match type) is kept. @returns the campaigns that got a keyword.
   */
  async addBroadKeywords(rows: readonly { campaignId: string; text: string; normalized: string }[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const added = await queryRows<{ campaignId: string }>(
      this.db,
      sql`insert into campaign_keywords (campaign_id, text, normalized, match_type)
          select campaign_id, text, normalized, 'BROAD'
          from unnest(${uuidArray(rows.map((r) => r.campaignId))}, ${textArray(rows.map((r) => r.text))}, ${textArray(rows.map((r) => r.normalized))})
            as t(campaign_id, text, normalized)
          on conflict (campaign_id, normalized, match_type) do nothing
          returning campaign_id as "campaignId"`,
    );
    return [...new Set(added.map((r) => r.campaignId))];
  }

  /** The account the demo campaigns go to: the first BRAND account by name, else the first account. */
  async demoAccount(): Promise<{ id: string; brandCodes: string[] } | undefined> {
    const [row] = await queryRows<{ id: string; brandCodes: string[] }>(
      this.db,
      sql`select id, brand_codes as "brandCodes" from accounts order by (type = 'BRAND') desc, name limit 1`,
    );
    return row;
  }

  async createAccount(name: string): Promise<string> {
    const [row] = await this.db.insert(accounts).values({ name, type: 'BRAND' }).returning({ id: accounts.id });
    return row!.id;
  }

  /** First `limit` in-stock products of `gender` by id, of the given brands when any are given. */
  async pickProducts(gender: string, limit: number, brandCodes: readonly string[]): Promise<string[]> {
    const brandFilter = brandCodes.length > 0 ? sql`and brand_code = any(${textArray(brandCodes)})` : sql``;
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from products where gender = ${gender} and stock > 0 ${brandFilter} order by id limit ${limit}`,
    );
    return rows.map((r) => r.id);
  }
}
