import { campaignDisplayState, servesPlace, type ServingPlace, reservePrice, spentOn, warsawDay, type CampaignRequirements, type CampaignUserStatus } from '@ads/domain';
import type { CampaignWithCounts } from './campaigns.repository';
import type { CampaignView } from './campaigns.schemas';
import type { ServingFace } from '../serving';

/** Serving's pace of the Warsaw day (the learnt traffic curve): the share elapsed, and when a paced campaign bids again. */
export type CampaignPace = Pick<ServingFace, 'paceShare' | 'paceResumesAt'>;

/**
 * A campaign row as the API shows it, with its display state derived on the Europe/Warsaw day of
 * `now` (docs/requirements.md §4; packages/domain campaign-state.ts). Money in grosze. For a STANDARD
 * campaign with a daily budget, `paceToday` = daily budget × the traffic-curve share of the day so far
 * (what the pace allows by now), and when it is ahead of that pace its state is PACED and `pacedUntil`
 * says from when it bids again (docs/serving-scale.md "Pacing"); else both are null. With `places`, a
 * campaign no shop key serves is PLACE_NOT_SERVED.
 */
/** What a view judges besides the row: serving's pace, and the channel + market pairs shops serve now. */
export interface CampaignViewContext {
  pace?: CampaignPace;
  /** From the shop-keys module's face; absent = not judged (no PLACE_NOT_SERVED). */
  places?: readonly ServingPlace[];
}

export function toCampaignView(c: CampaignWithCounts, requirements: CampaignRequirements, now: Date, context: CampaignViewContext = {}): CampaignView {
  const { pace, places } = context;
  const today = warsawDay(now);
  const delivery = c.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD';
  const paced = delivery === 'STANDARD' && c.dailyBudget !== null && pace !== undefined;
  const share = paced ? pace.paceShare(now.getTime()) : undefined;
  const state = campaignDisplayState(
    {
      ...c,
      userStatus: c.userStatus as CampaignUserStatus,
      productsInStock: c.skusInStock,
      reservePrice: reservePrice(requirements),
      accountStatus: c.accountStatus,
      delivery,
      pacingShare: share,
      placeServed: places?.some((place) => servesPlace({ channel: c.channel, markets: c.markets }, place)),
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
    paceToday: share === undefined ? null : Math.round(c.dailyBudget! * share),
    pacedUntil: state === 'PACED' ? new Date(pace!.paceResumesAt(now.getTime(), c.dailyBudget!, spentOn(c, today))).toISOString() : null,
    skuCount: c.skuCount,
    skusInStock: c.skusInStock,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
