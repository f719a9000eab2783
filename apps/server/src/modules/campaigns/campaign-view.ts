import { campaignDisplayState, reservePrice, spentOn, warsawDay, type CampaignRequirements, type CampaignUserStatus } from '@ads/domain';
import type { CampaignWithCounts } from './campaigns.repository';
import type { CampaignView } from './campaigns.schemas';

/**
 * A campaign row as the API shows it, with its display state derived on the Europe/Warsaw day of
 * `now` (spec §4; packages/domain campaign-state.ts). Money in grosze. `paceToday` = daily budget ×
 * `paceShare(now)` for a STANDARD campaign with a daily budget (issue #8), else null.
 */
export function toCampaignView(
  c: CampaignWithCounts,
  requirements: CampaignRequirements,
  now: Date,
  paceShare?: (nowMs: number) => number,
): CampaignView {
  const today = warsawDay(now);
  const delivery = c.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD';
  const paced = delivery === 'STANDARD' && c.dailyBudget !== null && paceShare !== undefined;
  const state = campaignDisplayState(
    {
      ...c,
      userStatus: c.userStatus as CampaignUserStatus,
      productsInStock: c.skusInStock,
      reservePrice: reservePrice(requirements),
      accountStatus: c.accountStatus,
      delivery,
      pacingShare: paceShare?.(now.getTime()),
    },
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
    delivery,
    spentTotal: c.spentTotal,
    spentToday: spentOn(c, today),
    paceToday: paced ? Math.round(c.dailyBudget! * paceShare(now.getTime())) : null,
    skuCount: c.skuCount,
    skusInStock: c.skusInStock,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
