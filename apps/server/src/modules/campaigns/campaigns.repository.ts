import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  campaignDraftProducts,
  campaignDrafts,
  campaignProducts,
  campaigns,
  queryRows,
  textArray,
  uuidArray,
  type Database,
} from '@ads/db';
import type { AccountStatus } from '@ads/domain';
import type { AccountScope } from '../access';
import { replaceCampaignKeywords, type KeywordListsChange } from './keywords.repository';

export type DraftRow = typeof campaignDrafts.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignWithCounts = CampaignRow & { skuCount: number; skusInStock: number; accountStatus?: AccountStatus };

/** Which products an account may advertise (data/README.md): BRAND by brand, MERCHANT by store. */
export interface InventoryRule {
  type: string;
  brandCodes: string[];
  storeId: string | null;
}

/** SQL of drafts and campaigns. Every query is scoped by account id. */
export class CampaignsRepository {
  constructor(private readonly db: Database) {}

  /** The subset of `skus` that belongs to the account's inventory. */
  async skusInInventory(rule: InventoryRule, skus: string[]): Promise<Set<string>> {
    if (skus.length === 0) return new Set();
    const rows =
      rule.type === 'BRAND'
        ? await queryRows<{ id: string }>(
            this.db,
            sql`select id from products where id = any(${textArray(skus)}) and brand_code = any(${textArray(rule.brandCodes)})`,
          )
        : await queryRows<{ id: string }>(
            this.db,
            sql`select product_id as id from store_products where store_id = ${rule.storeId} and product_id = any(${textArray(skus)})`,
          );
    return new Set(rows.map((r) => r.id));
  }

  async insertDraft(values: typeof campaignDrafts.$inferInsert, skus: string[]): Promise<DraftRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(campaignDrafts).values(values).returning();
      if (skus.length) await tx.insert(campaignDraftProducts).values(skus.map((productId) => ({ draftId: row!.id, productId })));
      return row!;
    });
  }

  /** Updates a draft when its version is `expectedVersion` (or any, when null); returns undefined on a stale version. */
  async updateDraft(
    scope: AccountScope,
    id: string,
    expectedVersion: number | null,
    values: Partial<typeof campaignDrafts.$inferInsert>,
    skus: string[] | undefined,
  ): Promise<DraftRow | undefined> {
    const { accountId } = scope;
    return this.db.transaction(async (tx) => {
      const where = [eq(campaignDrafts.id, id), eq(campaignDrafts.accountId, accountId)];
      if (expectedVersion !== null) where.push(eq(campaignDrafts.version, expectedVersion));
      const [row] = await tx
        .update(campaignDrafts)
        .set({ ...values, version: sql`${campaignDrafts.version} + 1`, updatedAt: new Date() })
        .where(and(...where))
        .returning();
      if (!row) return undefined;
      if (skus) {
        await tx.delete(campaignDraftProducts).where(eq(campaignDraftProducts.draftId, id));
        if (skus.length) await tx.insert(campaignDraftProducts).values(skus.map((productId) => ({ draftId: id, productId })));
      }
      return row;
    });
  }

  /** The draft with its SKUs, read in one statement (one snapshot: a publish in between cannot split them). */
  async findDraft(scope: AccountScope, id: string): Promise<{ draft: DraftRow; skus: string[] } | undefined> {
    const [row] = await this.db
      .select({
        draft: campaignDrafts,
        skus: sql<
          string[]
        >`coalesce((select array_agg(dp.product_id order by dp.product_id) from ${campaignDraftProducts} dp where dp.draft_id = ${campaignDrafts.id}), '{}')`,
      })
      .from(campaignDrafts)
      .where(and(eq(campaignDrafts.id, id), eq(campaignDrafts.accountId, scope.accountId)));
    return row ? { draft: row.draft, skus: row.skus } : undefined;
  }

  /** True when the account has a campaign with this id (a draft already published). */
  async campaignExists(scope: AccountScope, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from campaigns where id = ${id} and account_id = ${scope.accountId}`,
    );
    return rows.length > 0;
  }

  async campaignNameTaken(scope: AccountScope, name: string, exceptId?: string): Promise<boolean> {
    const { accountId } = scope;
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from campaigns where account_id = ${accountId} and lower(name) = lower(${name.trim()})
          and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid) limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * Publishes a draft: inserts the campaign under the draft's id with its products and deletes the
   * draft, in one transaction; its keyword lists go to campaign_keywords / campaign_negative_keywords.
   * Returns undefined when the draft is gone or its version is stale.
   */
  async publishDraft(
    scope: AccountScope,
    draftId: string,
    expectedVersion: number | null,
    values: Omit<typeof campaigns.$inferInsert, 'id' | 'accountId'>,
    skus: string[],
    keywords: KeywordListsChange = {},
  ): Promise<CampaignRow | undefined> {
    const { accountId } = scope;
    return this.db.transaction(async (tx) => {
      const where = [eq(campaignDrafts.id, draftId), eq(campaignDrafts.accountId, accountId)];
      if (expectedVersion !== null) where.push(eq(campaignDrafts.version, expectedVersion));
      const deleted = await tx
        .delete(campaignDrafts)
        .where(and(...where))
        .returning({ id: campaignDrafts.id });
      if (deleted.length === 0) return undefined;
      const [row] = await tx
        .insert(campaigns)
        .values({ ...values, id: draftId, accountId })
        .returning();
      await tx.insert(campaignProducts).values(skus.map((productId) => ({ campaignId: draftId, productId })));
      await replaceCampaignKeywords(tx, draftId, keywords);
      return row!;
    });
  }

  async findCampaigns(scope: AccountScope, ids: string[] | null, opts: { search?: string; archived: boolean; page: number; size: number }) {
    const { accountId } = scope;
    const search = opts.search?.trim() ? `%${opts.search.trim().toLowerCase()}%` : null;
    const filter = sql`c.account_id = ${accountId}
      and (${ids === null} or c.id = any(${uuidArray(ids ?? [])}))
      and (${opts.archived} = (c.user_status = 'ARCHIVED') or ${ids !== null})
      and (${search}::text is null or lower(c.name) like ${search})`;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select c.*,
            (select count(*)::int from campaign_products cp where cp.campaign_id = c.id) as sku_count,
            (select count(*)::int from campaign_products cp join products p on p.id = cp.product_id
              where cp.campaign_id = c.id and p.stock > 0) as skus_in_stock,
            (select a.status from accounts a where a.id = c.account_id) as account_status
          from campaigns c where ${filter}
          order by c.created_at desc, c.id
          limit ${opts.size} offset ${opts.page * opts.size}`,
    );
    const [total] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from campaigns c where ${filter}`);
    return { rows: rows.map(toCampaignWithCounts), total: total?.n ?? 0 };
  }

  async campaignSkus(scope: AccountScope, id: string): Promise<string[]> {
    const { accountId } = scope;
    const rows = await this.db
      .select({ id: campaignProducts.productId })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(and(eq(campaigns.accountId, accountId), inArray(campaigns.id, [id])));
    return rows.map((r) => r.id);
  }
}

/** Maps a raw snake_case campaign row (+ counts) to the Drizzle shape. */
export function toCampaignWithCounts(r: Record<string, unknown>): CampaignWithCounts {
  // `date` columns arrive as their 'YYYY-MM-DD' text (both drivers' parsers, packages/db connect.ts).
  const day = (v: unknown) => (v === null ? null : String(v));
  return {
    id: String(r.id),
    accountId: String(r.account_id),
    name: String(r.name),
    userStatus: String(r.user_status),
    dailyBudget: r.daily_budget === null ? null : Number(r.daily_budget),
    totalBudget: r.total_budget === null ? null : Number(r.total_budget),
    maxCpc: Number(r.max_cpc),
    startDate: day(r.start_date)!,
    endDate: day(r.end_date),
    spentTotal: Number(r.spent_total),
    spentToday: Number(r.spent_today),
    spendDay: day(r.spend_day),
    channel: String(r.channel),
    markets: (r.markets as string[] | null) ?? [],
    delivery: String(r.delivery ?? 'STANDARD'),
    version: Number(r.version),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
    skuCount: Number(r.sku_count),
    skusInStock: Number(r.skus_in_stock),
    // Selected as account_status where the display state is shown; absent = ACTIVE.
    ...(typeof r.account_status === 'string' ? { accountStatus: r.account_status as AccountStatus } : {}),
  };
}
