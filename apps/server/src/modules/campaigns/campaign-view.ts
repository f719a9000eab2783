import { campaignDisplayState, reservePrice, spentOn, warsawDay, type CampaignRequirements, type CampaignUserStatus } from '@ads/domain';
import type { CampaignWithCounts } from './campaigns.repository';
import type { CampaignView } from './campaigns.schemas';

/**
 * A campaign row as the API shows it, with its display state derived on the Europe/Warsaw day of
 * `now` (spec §4; packages/domain campaign-state.ts). Money in grosze.
 */
export function toCampaignView(c: CampaignWithCounts, requirements: CampaignRequirements, now: Date): CampaignView {
  const today = warsawDay(now);
  const state = campaignDisplayState(
    { ...c, userStatus: c.userStatus as CampaignUserStatus, productsInStock: c.skusInStock, reservePrice: reservePrice(requirements), accountStatus: c.accountStatus },
    today,
  );
  return {
    id: c.id,
    accountId: c.accountId,
    name: c.name,
    userStatus: c.userStatus as CampaignUserStatus,
    state,
    dailyBudget: c.dailyBudget,
    totalBudget: c.totalBudget,
    maxCpc: c.maxCpc,
    startDate: c.startDate,
    endDate: c.endDate,
    channel: c.channel,
    markets: c.markets,
    spentTotal: c.spentTotal,
    spentToday: spentOn(c, today),
    skuCount: c.skuCount,
    skusInStock: c.skusInStock,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
