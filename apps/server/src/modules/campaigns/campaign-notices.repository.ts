import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { campaignProducts, campaigns, products, type Database } from '@ads/db';

/** A campaign's budget figures (grosze) as the budget notices need them. */
export interface CampaignBudgetRow {
  id: string;
  accountId: string;
  name: string;
  maxCpc: number;
  dailyBudget: number | null;
  totalBudget: number | null;
}

/** SQL of the campaign notices (campaign-notices.ts; docs/notifications.md "Sources"): reads only. */
export class CampaignNoticesRepository {
  constructor(private readonly db: Database) {}

  /** Budgets of the campaigns (grosze) for the budget notices; unknown ids are left out. */
  async campaignBudgets(ids: string[]): Promise<CampaignBudgetRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: campaigns.id,
        accountId: campaigns.accountId,
        name: campaigns.name,
        maxCpc: campaigns.maxCpc,
        dailyBudget: campaigns.dailyBudget,
        totalBudget: campaigns.totalBudget,
      })
      .from(campaigns)
      .where(inArray(campaigns.id, ids));
  }

  /** Campaigns whose end date is `day` (a Warsaw day): they ended at its close. */
  async campaignsEndedOn(day: string): Promise<{ id: string; accountId: string; name: string }[]> {
    return this.db
      .select({ id: campaigns.id, accountId: campaigns.accountId, name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.endDate, day));
  }

  /** Products among `productIds` with no stock, with the not archived campaigns holding them. */
  async outOfStockInCampaigns(productIds: string[]): Promise<{ productId: string; campaignId: string; accountId: string; name: string }[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({ productId: products.id, campaignId: campaigns.id, accountId: campaigns.accountId, name: campaigns.name })
      .from(products)
      .innerJoin(campaignProducts, eq(campaignProducts.productId, products.id))
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(and(inArray(products.id, productIds), lte(products.stock, 0), ne(campaigns.userStatus, 'ARCHIVED')));
  }
}
