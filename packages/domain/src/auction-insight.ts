import type { CampaignDisplayState } from './campaign-state';
import type { Grosze } from './money';

/**
 * Auction insight (docs/auction-insight.md): why a campaign's products were or were not shown. For each
 * campaign × product × Warsaw hour the serving process counts the auctions the pair was eligible for (its
 * product was a candidate of the auction), the auctions it won, and the auctions it lost by one reason.
 */

/** Why an eligible campaign product did not win an auction. */
export type InsightLossReason =
  | 'OUTBID'
  | 'PACED'
  | 'DAILY_BUDGET'
  | 'TOTAL_BUDGET'
  | 'OUT_OF_STOCK'
  | 'ACCOUNT_STATE'
  | 'PLACE_NOT_SERVED'
  | 'KEYWORD_NOT_MATCHED';

/**
 * Every loss reason, in the order a tie for the top reason is broken: what stops every auction and what the
 * advertiser must fix first comes first, being outbid (a matter of degree) last.
 */
export const INSIGHT_LOSS_REASONS: readonly InsightLossReason[] = [
  'ACCOUNT_STATE',
  'TOTAL_BUDGET',
  'DAILY_BUDGET',
  'OUT_OF_STOCK',
  'PLACE_NOT_SERVED',
  'PACED',
  'KEYWORD_NOT_MATCHED',
  'OUTBID',
];

/**
 * The loss reason of a campaign display state that keeps a campaign out of an auction it is eligible for;
 * null for RUNNING and for states in which the campaign is not eligible at all (paused, archived, scheduled,
 * ended: the advertiser chose them, and they are not counted).
 */
export function lossReasonOfState(state: CampaignDisplayState): InsightLossReason | null {
  switch (state) {
    case 'PACED':
      return 'PACED';
    case 'OUT_OF_DAILY_BUDGET':
      return 'DAILY_BUDGET';
    case 'TOTAL_BUDGET_SPENT':
      return 'TOTAL_BUDGET';
    case 'OUT_OF_STOCK':
      return 'OUT_OF_STOCK';
    case 'ACCOUNT_SUSPENDED':
    case 'ACCOUNT_TERMINATED':
      return 'ACCOUNT_STATE';
    case 'PLACE_NOT_SERVED':
      return 'PLACE_NOT_SERVED';
    default:
      return null;
  }
}

/** Counts of one campaign (or product) over some hours. `eligible` = `won` + the sum of the losses. */
export interface InsightCounts {
  eligible: number;
  won: number;
  /** Losses by reason. */
  lost: Record<InsightLossReason, number>;
  /**
   * Sum over the auctions lost as OUTBID of the max CPC increase that would have won each, grosze
   * (the winning score's distance expressed in the campaign's own bid: winning score ÷ own pCTR − own bid).
   */
  outbidGap: Grosze;
}

/** Zero counts. */
export function emptyInsightCounts(): InsightCounts {
  const lost = Object.fromEntries(INSIGHT_LOSS_REASONS.map((r) => [r, 0])) as Record<InsightLossReason, number>;
  return { eligible: 0, won: 0, lost, outbidGap: 0 };
}

/** Adds `b` into `a` (in place) and returns `a`. */
export function addInsightCounts(a: InsightCounts, b: InsightCounts): InsightCounts {
  a.eligible += b.eligible;
  a.won += b.won;
  a.outbidGap += b.outbidGap;
  for (const r of INSIGHT_LOSS_REASONS) a.lost[r] += b.lost[r];
  return a;
}

/** Fewest eligible auctions of a day for the pacing notice: a handful of auctions says nothing about a day. */
export const PACED_NOTICE_MIN_AUCTIONS = 20;

/**
 * "Held back by pacing most of the day" (docs/auction-insight.md "Notice"): pacing kept the campaign out of more
 * than half of the day's eligible auctions, of at least {@link PACED_NOTICE_MIN_AUCTIONS}.
 */
export function heldBackByPacing(day: { eligible: number; paced: number }): boolean {
  return day.eligible >= PACED_NOTICE_MIN_AUCTIONS && day.paced * 2 > day.eligible;
}

/** Impression share = won ÷ eligible, 0–1; null when never eligible. */
export function impressionShare(c: Pick<InsightCounts, 'eligible' | 'won'>): number | null {
  return c.eligible > 0 ? c.won / c.eligible : null;
}

/** Average max CPC increase that would have won an outbid auction, grosze (rounded up); null without one. */
export function averageOutbidGap(c: InsightCounts): Grosze | null {
  return c.lost.OUTBID > 0 ? Math.ceil(c.outbidGap / c.lost.OUTBID) : null;
}

/** The top loss reason with its count and its share of eligible auctions. */
export interface TopLossReason {
  reason: InsightLossReason;
  count: number;
  /** count ÷ eligible, 0–1. */
  share: number;
  /** The i18n key of the plain-language advice (`insight.advice.<key>`). */
  advice: InsightAdvice;
}

/** Keys of the advice texts (one per loss reason). */
export type InsightAdvice =
  | 'raiseMaxCpc'
  | 'raiseDailyBudgetOrAccelerate'
  | 'raiseDailyBudget'
  | 'raiseTotalBudget'
  | 'restock'
  | 'contactSupport'
  | 'widenChannel'
  | 'addKeywords';

/** What the advertiser can do about each loss reason. */
export const INSIGHT_ADVICE: Readonly<Record<InsightLossReason, InsightAdvice>> = {
  OUTBID: 'raiseMaxCpc',
  PACED: 'raiseDailyBudgetOrAccelerate',
  DAILY_BUDGET: 'raiseDailyBudget',
  TOTAL_BUDGET: 'raiseTotalBudget',
  OUT_OF_STOCK: 'restock',
  ACCOUNT_STATE: 'contactSupport',
  PLACE_NOT_SERVED: 'widenChannel',
  KEYWORD_NOT_MATCHED: 'addKeywords',
};

/**
 * The reason that lost the most auctions (ties: the earlier in {@link INSIGHT_LOSS_REASONS}); null when
 * nothing was lost.
 */
export function topLossReason(c: InsightCounts): TopLossReason | null {
  let best: InsightLossReason | null = null;
  for (const r of INSIGHT_LOSS_REASONS) if (c.lost[r] > 0 && (best === null || c.lost[r] > c.lost[best])) best = r;
  if (best === null) return null;
  return { reason: best, count: c.lost[best], share: c.eligible > 0 ? c.lost[best] / c.eligible : 0, advice: INSIGHT_ADVICE[best] };
}

/**
 * Loss reasons that each lost at least `minShare` of the eligible auctions, most first (the panel names
 * every such reason, not only the top one).
 */
export function notableLossReasons(c: InsightCounts, minShare = 0.1): InsightLossReason[] {
  if (c.eligible === 0) return [];
  return INSIGHT_LOSS_REASONS.filter((r) => c.lost[r] / c.eligible >= minShare && c.lost[r] > 0).sort((a, b) => c.lost[b] - c.lost[a]);
}
