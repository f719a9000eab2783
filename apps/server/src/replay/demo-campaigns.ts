import { and, eq } from 'drizzle-orm';
import { campaignProducts, campaigns, type Database } from '@ads/db';
import type { Day, Grosze } from '@ads/domain';

/** Name prefix of the replay's demo campaigns; the replay finds its products through it. */
export const DEMO_CAMPAIGN_PREFIX = 'OBD replay';

/**
 * The three demo campaigns (money in grosze). They advertise the same products, so they compete:
 * - premium: highest max CPC, small daily budget (20.00 PLN, the minimum) — its daily cap is hit within a few dozen clicks;
 * - steady: total budget only (60.00 PLN) — stops for good when spent;
 * - value: lowest max CPC, large daily budget — picks up the traffic the others cannot pay for.
 */
export const DEMO_CAMPAIGNS: ReadonlyArray<{ name: string; maxCpc: Grosze; dailyBudget: Grosze | null; totalBudget: Grosze | null }> = [
  { name: `${DEMO_CAMPAIGN_PREFIX} – premium`, maxCpc: 250, dailyBudget: 2_000, totalBudget: null },
  { name: `${DEMO_CAMPAIGN_PREFIX} – steady`, maxCpc: 180, dailyBudget: null, totalBudget: 6_000 },
  { name: `${DEMO_CAMPAIGN_PREFIX} – value`, maxCpc: 120, dailyBudget: 100_000, totalBudget: null },
];

export interface DemoCampaignsInput {
  /** Accounts that own the campaigns, used round-robin (one id = all three in that account). */
  accountIds: readonly string[];
  /** Products every demo campaign advertises (the replay's mapped products). */
  productIds: readonly string[];
  /** First Warsaw day the campaigns run. */
  startDate: Day;
}

/**
 * Inserts the {@link DEMO_CAMPAIGNS} as running (ACTIVE) campaigns straight into the database, bypassing
 * the advertiser API and its validation (a demo/replay tool; docs/requirements.md §9 minimums are respected by the values).
 * Idempotent: a campaign whose name already exists in its account is reused and gets any missing products.
 * @returns the campaign ids, in {@link DEMO_CAMPAIGNS} order.
 * @throws Error when `accountIds` or `productIds` is empty.
 */
export async function createDemoCampaigns(db: Database, input: DemoCampaignsInput): Promise<string[]> {
  if (input.accountIds.length === 0 || input.productIds.length === 0) throw new Error('createDemoCampaigns needs accounts and products');
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [i, spec] of DEMO_CAMPAIGNS.entries()) {
      const accountId = input.accountIds[i % input.accountIds.length]!;
      const [inserted] = await tx
        .insert(campaigns)
        // Both channels in PL: the replay may use the main or the EOBUWIE key (docs/serving-trust.md "Channels, markets and shop API keys").
        .values({ ...spec, accountId, startDate: input.startDate, userStatus: 'ACTIVE', channel: 'ALL', markets: ['PL'] })
        .onConflictDoNothing()
        .returning({ id: campaigns.id });
      const id =
        inserted?.id ??
        (
          await tx
            .select({ id: campaigns.id })
            .from(campaigns)
            .where(and(eq(campaigns.accountId, accountId), eq(campaigns.name, spec.name)))
        )[0]!.id;
      await tx
        .insert(campaignProducts)
        .values(input.productIds.map((productId) => ({ campaignId: id, productId })))
        .onConflictDoNothing();
      ids.push(id);
    }
    return ids;
  });
}
