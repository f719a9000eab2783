import { budgetLeft, type BudgetState } from './budget';
import type { Day } from './days';
import type { Grosze } from './money';

/**
 * Campaign display state (spec §4 "Display rules from the terms"), derived, never stored:
 * - SCHEDULED: before its start date;
 * - RUNNING: eligible to win auctions;
 * - PAUSED: the advertiser set userStatus PAUSED;
 * - OUT_OF_DAILY_BUDGET: daily budget spent, resumes the next Warsaw day;
 * - TOTAL_BUDGET_SPENT: total budget spent, stays stopped;
 * - OUT_OF_STOCK: none of its products is in stock, resumes when one is;
 * - ENDED: past its end date;
 * - ARCHIVED: archived by the advertiser.
 */
export type CampaignUserStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED';

export type CampaignDisplayState =
  | 'SCHEDULED'
  | 'RUNNING'
  | 'PAUSED'
  | 'OUT_OF_DAILY_BUDGET'
  | 'TOTAL_BUDGET_SPENT'
  | 'OUT_OF_STOCK'
  | 'ENDED'
  | 'ARCHIVED';

export interface CampaignStateInput extends BudgetState {
  userStatus: CampaignUserStatus;
  startDate: Day;
  /** Last day the campaign runs (inclusive), or null for no end date. */
  endDate: Day | null;
  /** Products of the campaign that are in stock. */
  productsInStock: number;
  /** Smallest price a click can cost (the reserve price), grosze: less budget left than this cannot pay for a click. */
  reservePrice: Grosze;
}

/**
 * Derives the display state on Warsaw day `today`. The first matching rule wins, in this order:
 * ARCHIVED, ENDED, TOTAL_BUDGET_SPENT, PAUSED, SCHEDULED, OUT_OF_DAILY_BUDGET, OUT_OF_STOCK, else RUNNING.
 */
export function campaignDisplayState(c: CampaignStateInput, today: Day): CampaignDisplayState {
  if (c.userStatus === 'ARCHIVED') return 'ARCHIVED';
  if (c.endDate !== null && today > c.endDate) return 'ENDED';
  if (c.totalBudget !== null && c.totalBudget - c.spentTotal < c.reservePrice) return 'TOTAL_BUDGET_SPENT';
  if (c.userStatus === 'PAUSED') return 'PAUSED';
  if (today < c.startDate) return 'SCHEDULED';
  const left = budgetLeft(c, today);
  if (left !== null && left < c.reservePrice) return 'OUT_OF_DAILY_BUDGET';
  if (c.productsInStock === 0) return 'OUT_OF_STOCK';
  return 'RUNNING';
}

/** True when the campaign may take part in auctions on `today`. */
export function isServing(c: CampaignStateInput, today: Day): boolean {
  return campaignDisplayState(c, today) === 'RUNNING';
}
