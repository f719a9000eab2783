import { budgetLeft, spentOn, type BudgetState } from './budget';
import { pacingAllows, type Delivery } from './pacing';
import type { Day } from './days';
import type { Grosze } from './money';
import type { AccountStatus } from './account-status';

/**
 * Campaign display state (docs/requirements.md §4 "Display rules from the terms"), derived, never stored:
 * - SCHEDULED: before its start date;
 * - RUNNING: eligible to win auctions;
 * - PAUSED: the advertiser set userStatus PAUSED;
 * - OUT_OF_DAILY_BUDGET: daily budget spent, resumes the next Warsaw day;
 * - TOTAL_BUDGET_SPENT: total budget spent, stays stopped;
 * - OUT_OF_STOCK: none of its products is in stock, resumes when one is;
 * - PLACE_NOT_SERVED: no active shop API key serves its channel and markets, so no shop asks for it
 *   (docs/serving-trust.md "Channels, markets and shop API keys");
 * - PACED: a STANDARD campaign ahead of its daily pace sits out auctions until the traffic curve
 *   catches up (pacing.ts; the view says how much is spent and from when it bids again);
 * - ENDED: past its end date;
 * - ARCHIVED: archived by the advertiser;
 * - ACCOUNT_SUSPENDED: staff suspended the account; resumes when they resume it (docs/requirements.md §1);
 * - ACCOUNT_TERMINATED: staff terminated (or banned) the account; final (docs/requirements.md §1, §4).
 */
export type CampaignUserStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED';

export type CampaignDisplayState =
  | 'SCHEDULED'
  | 'RUNNING'
  | 'PAUSED'
  | 'OUT_OF_DAILY_BUDGET'
  | 'TOTAL_BUDGET_SPENT'
  | 'OUT_OF_STOCK'
  | 'PLACE_NOT_SERVED'
  | 'PACED'
  | 'ENDED'
  | 'ARCHIVED'
  | 'ACCOUNT_SUSPENDED'
  | 'ACCOUNT_TERMINATED';

export interface CampaignStateInput extends BudgetState {
  userStatus: CampaignUserStatus;
  startDate: Day;
  /** Last day the campaign runs (inclusive), or null for no end date. */
  endDate: Day | null;
  /** Products of the campaign that are in stock. */
  productsInStock: number;
  /** Smallest price a click can cost (the reserve price), grosze: less budget left than this cannot pay for a click. */
  reservePrice: Grosze;
  /** Status of the campaign's account; absent = ACTIVE. */
  accountStatus?: AccountStatus;
  /** How it spends its daily budget; absent = not paced. */
  delivery?: Delivery;
  /** Traffic-curve share of the Warsaw day elapsed now (pacing.ts `PacingClock.share`); absent = pacing not judged. */
  pacingShare?: number;
  /** Whether a shop serves the campaign's channel and markets now (an active shop API key); absent = not judged. */
  placeServed?: boolean;
}

/**
 * Derives the display state on Warsaw day `today`. The first matching rule wins, in this order:
 * ARCHIVED, ACCOUNT_TERMINATED, ACCOUNT_SUSPENDED, ENDED, TOTAL_BUDGET_SPENT, PAUSED, SCHEDULED,
 * OUT_OF_DAILY_BUDGET, OUT_OF_STOCK, PLACE_NOT_SERVED (only when `placeServed` is given), PACED (only when
 * `pacingShare` is given), else RUNNING. The account's state comes right after ARCHIVED (the
 * advertiser's own final choice): it stops every other campaign, so it is the reason the advertiser
 * must see first, whatever else would hold once the account runs again.
 */
export function campaignDisplayState(c: CampaignStateInput, today: Day): CampaignDisplayState {
  if (c.userStatus === 'ARCHIVED') return 'ARCHIVED';
  if (c.accountStatus === 'TERMINATED' || c.accountStatus === 'BANNED') return 'ACCOUNT_TERMINATED';
  if (c.accountStatus === 'SUSPENDED') return 'ACCOUNT_SUSPENDED';
  if (c.endDate !== null && today > c.endDate) return 'ENDED';
  if (c.totalBudget !== null && c.totalBudget - c.spentTotal < c.reservePrice) return 'TOTAL_BUDGET_SPENT';
  if (c.userStatus === 'PAUSED') return 'PAUSED';
  if (today < c.startDate) return 'SCHEDULED';
  const left = budgetLeft(c, today);
  if (left !== null && left < c.reservePrice) return 'OUT_OF_DAILY_BUDGET';
  if (c.productsInStock === 0) return 'OUT_OF_STOCK';
  if (c.placeServed === false) return 'PLACE_NOT_SERVED';
  if (c.pacingShare !== undefined && c.delivery !== undefined) {
    if (!pacingAllows({ delivery: c.delivery, dailyBudget: c.dailyBudget, spentToday: spentOn(c, today) }, c.pacingShare)) return 'PACED';
  }
  return 'RUNNING';
}

/** True when the campaign may take part in auctions on `today` (pacing is judged per auction by the ad index). */
export function isServing(c: CampaignStateInput, today: Day): boolean {
  return campaignDisplayState(c, today) === 'RUNNING';
}
