import type { Day } from './days';

/**
 * Which clicks are billed (docs/serving-scale.md "Valid clicks").
 * Every click the shop reports for a known resolved bid is kept in the click ledger; one that breaks a rule
 * below is an invalid click: recorded at 0.00 with its reason, counted in statistics as an invalid click,
 * never charged. Valid clicks are charged while the budget covers them (budget.ts `chargeClick`).
 */
export const INVALID_CLICK = {
  /** No impression of the resolved bid was reported before the click (none at all, or only later ones). */
  noImpression: 'NO_IMPRESSION',
  /** The click came more than the click window after the impression. */
  clickWindowExpired: 'CLICK_WINDOW_EXPIRED',
  /** The click claims a time earlier than its impression by more than the clock tolerance. */
  beforeImpression: 'CLICK_BEFORE_IMPRESSION',
  /** The click came with another shop API key than the auction that made the resolved bid. */
  keyMismatch: 'KEY_MISMATCH',
  /** The user already made the day's allowed number of billed clicks on this campaign. */
  frequencyCap: 'FREQUENCY_CAP',
  /** The user clicked the same campaign's ad of the same product again within the repeat window. */
  repeatClick: 'REPEAT_CLICK',
} as const;

/** Valid clicks that were still not charged. */
export const UNBILLED_CLICK = {
  /** The daily or total budget left was below the click's price (docs/architecture.md "Charging clicks (hard budget caps)"). */
  budgetExhausted: 'BUDGET_EXHAUSTED',
  /** The campaign's account was not ACTIVE (suspended, terminated, banned): no fees (docs/requirements.md §4). */
  accountNotActive: 'ACCOUNT_NOT_ACTIVE',
} as const;

export type InvalidClickReason = (typeof INVALID_CLICK)[keyof typeof INVALID_CLICK];
export type NotBillableReason = InvalidClickReason | (typeof UNBILLED_CLICK)[keyof typeof UNBILLED_CLICK];

const INVALID_REASONS: ReadonlySet<string> = new Set(Object.values(INVALID_CLICK));

/** True for a reason that makes a click invalid (as opposed to valid but unbilled). */
export function isInvalidClickReason(reason: string | null): boolean {
  return reason !== null && INVALID_REASONS.has(reason);
}

/** Every reason a click may be kept with: the invalid ones, then the valid-but-unbilled ones. */
export const NOT_BILLABLE_REASONS: readonly NotBillableReason[] = [...Object.values(INVALID_CLICK), ...Object.values(UNBILLED_CLICK)];

/**
 * True for a valid click ("only valid clicks are billed"): no reason at all (billed), or a reason that
 * leaves it valid but unbilled (budget exhausted, account not active). Valid clicks earn purchases.
 */
export function isValidClick(reason: NotBillableReason | null): boolean {
  return !isInvalidClickReason(reason);
}

/** The tunable limits of the rules; every one is a configuration variable (README "Configuration"). */
export interface ClickRules {
  /**
   * A click is valid up to this long after its impression, ms. Default 1 hour: Google's billing events
   * expire 1 hour after the auction for most inventory; a shopper clicks a sponsored tile within the
   * page visit it was shown in, and a longer window mainly admits replayed or scripted clicks.
   */
  clickWindowMs: number;
  /** Clock skew allowed between the shop and this server, ms: a click may claim this much before its impression. */
  clockToleranceMs: number;
  /** Billed clicks one user may make on one campaign per Warsaw day; more are FREQUENCY_CAP. */
  maxClicksPerUserCampaignDay: number;
  /** A second click of a user on the same campaign and product within this, ms, is REPEAT_CLICK. */
  repeatWindowMs: number;
}

export const DEFAULT_CLICK_RULES: ClickRules = {
  clickWindowMs: 60 * 60_000,
  clockToleranceMs: 5 * 60_000,
  maxClicksPerUserCampaignDay: 5,
  repeatWindowMs: 10 * 60_000,
};

/**
 * The timing and key rules of one click (ms since the epoch).
 * @param impressionAtMs the earliest impression of the click's resolved bid, or null when there is none.
 * @returns the invalid-click reason, or null when these rules pass.
 */
export function clickTimingReason(clickAtMs: number, impressionAtMs: number | null, keyMatches: boolean, rules: ClickRules): InvalidClickReason | null {
  if (!keyMatches) return INVALID_CLICK.keyMismatch;
  if (impressionAtMs === null) return INVALID_CLICK.noImpression;
  if (clickAtMs < impressionAtMs - rules.clockToleranceMs) return INVALID_CLICK.beforeImpression;
  if (clickAtMs > impressionAtMs + rules.clickWindowMs) return INVALID_CLICK.clickWindowExpired;
  return null;
}

/** A billed click as the frequency rules see it. */
export interface BilledClick {
  opaqueUserId: string;
  campaignId: string;
  productId: string;
  /** Warsaw day of the click. */
  day: Day;
  atMs: number;
}

/**
 * Per-user frequency limits per campaign: at most `maxClicksPerUserCampaignDay` billed clicks per
 * user, campaign and Warsaw day, and no second billed click on the same campaign and product within
 * `repeatWindowMs`. Seeded with the billed clicks already in the ledger, then fed each click billed in order.
 */
export class FrequencyLimits {
  readonly #perDay = new Map<string, number>();
  readonly #lastByProduct = new Map<string, number[]>();

  constructor(private readonly rules: ClickRules) {}

  /** Records a billed click (from the ledger or just charged). */
  add(c: BilledClick): void {
    const dayKey = `${c.opaqueUserId}\u0000${c.campaignId}\u0000${c.day}`;
    this.#perDay.set(dayKey, (this.#perDay.get(dayKey) ?? 0) + 1);
    const productKey = `${c.opaqueUserId}\u0000${c.campaignId}\u0000${c.productId}`;
    const times = this.#lastByProduct.get(productKey);
    if (times) times.push(c.atMs);
    else this.#lastByProduct.set(productKey, [c.atMs]);
  }

  /** The frequency reason `c` would break, or null. */
  check(c: BilledClick): InvalidClickReason | null {
    const times = this.#lastByProduct.get(`${c.opaqueUserId}\u0000${c.campaignId}\u0000${c.productId}`);
    if (times?.some((t) => Math.abs(c.atMs - t) < this.rules.repeatWindowMs)) return INVALID_CLICK.repeatClick;
    const count = this.#perDay.get(`${c.opaqueUserId}\u0000${c.campaignId}\u0000${c.day}`) ?? 0;
    return count >= this.rules.maxClicksPerUserCampaignDay ? INVALID_CLICK.frequencyCap : null;
  }
}
