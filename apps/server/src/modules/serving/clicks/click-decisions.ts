import {
  chargeClick,
  clickTimingReason,
  FrequencyLimits,
  UNBILLED_CLICK,
  type BilledClick,
  type BudgetState,
  type ClickRules,
  type Day,
  type Grosze,
  type NotBillableReason,
} from '@ads/domain';

/** A click to charge: the verified resolved bid's figures and what the shop reported. */
export interface ClickToCharge {
  eventId: string;
  resolvedBidId: string;
  campaignId: string;
  productId: string;
  rank: number;
  /** Price per click of the resolved bid, grosze. */
  price: Grosze;
  /** The campaign's max CPC at the auction, grosze (kept in the ledger beside the price); null in an older bid. */
  maxCpc: Grosze | null;
  /** A search auction's keyword and search term, from the resolved bid (docs/search-placements.md "Search-term report"); null otherwise. */
  keywordId?: string | null;
  searchTerm?: string | null;
  /** The shop API key the click came with, and whether it is the key of the bid's auction. */
  keyId: string;
  keyMatches: boolean;
  opaqueUserId: string;
  occurredAt: Date;
  /** Warsaw day of occurredAt. */
  day: Day;
  /** Warsaw day of the resolved bid's auction (its createdAt): the clicks partition key (migration 0016). */
  bidDay: Day;
}

/** A campaign row held locked by the charging transaction. */
export interface LockedCampaign extends BudgetState {
  id: string;
  accountActive: boolean;
}

/** What the ledger already holds for a batch (read under the campaigns' locks). */
export interface LedgerView {
  /** Event ids already recorded. */
  eventIds: ReadonlySet<string>;
  /** Resolved bids that already have their (one) click with the auction's key. */
  clickedBids: ReadonlySet<string>;
  /** Earliest impression of each resolved bid, ms. */
  impressionAt: ReadonlyMap<string, number>;
  /** Billed clicks of the batch's users on its campaigns on its days. */
  billed: readonly BilledClick[];
}

export type ClickDecision =
  { outcome: 'duplicate' } | { outcome: 'recorded'; billable: boolean; cost: Grosze; reason: NotBillableReason | null };

/**
 * Decides each click of a batch, in the order of their times (docs/architecture.md "Charging clicks (hard budget caps)"; docs/serving-scale.md "Valid clicks"): a repeated event id, or a second click with the auction's key on one
 * resolved bid, is a duplicate (recorded once only); a click that breaks a rule of domain click-validity.ts
 * is recorded as invalid at 0.00; a valid click is charged with domain `chargeClick` on its campaign while
 * both budgets cover it (else BUDGET_EXHAUSTED), and only on an ACTIVE account (else ACCOUNT_NOT_ACTIVE).
 * `campaigns` is updated in place with the new spend.
 * @returns one decision per click, in the input's order.
 */
export function decideClicks(
  clicks: readonly ClickToCharge[],
  campaigns: Map<string, LockedCampaign>,
  ledger: LedgerView,
  rules: ClickRules,
  nowMs: number,
): ClickDecision[] {
  const frequency = new FrequencyLimits(rules);
  for (const b of ledger.billed) frequency.add(b);
  const events = new Set(ledger.eventIds);
  const bids = new Set(ledger.clickedBids);
  const order = clicks.map((_, i) => i).sort((a, b) => clicks[a]!.occurredAt.getTime() - clicks[b]!.occurredAt.getTime() || a - b);
  const out: ClickDecision[] = new Array(clicks.length);
  for (const i of order) {
    const c = clicks[i]!;
    if (events.has(c.eventId) || (c.keyMatches && bids.has(c.resolvedBidId))) {
      out[i] = { outcome: 'duplicate' };
      continue;
    }
    events.add(c.eventId);
    if (c.keyMatches) bids.add(c.resolvedBidId);
    const atMs = c.occurredAt.getTime();
    const impressionAt = ledger.impressionAt.get(c.resolvedBidId) ?? null;
    // A click reported after its window closed cannot have been valid when reported (a late replay).
    const reportedLate = impressionAt !== null && nowMs > impressionAt + rules.clickWindowMs + rules.clockToleranceMs;
    const billed: BilledClick = { opaqueUserId: c.opaqueUserId, campaignId: c.campaignId, productId: c.productId, day: c.day, atMs };
    const invalid =
      clickTimingReason(atMs, impressionAt, c.keyMatches, rules) ??
      (reportedLate ? clickTimingReason(nowMs, impressionAt, true, rules) : null) ??
      frequency.check(billed);
    if (invalid) {
      out[i] = { outcome: 'recorded', billable: false, cost: 0, reason: invalid };
      continue;
    }
    const campaign = campaigns.get(c.campaignId);
    if (!campaign?.accountActive) {
      out[i] = { outcome: 'recorded', billable: false, cost: 0, reason: UNBILLED_CLICK.accountNotActive };
      continue;
    }
    const next = chargeClick(campaign, c.day, c.price);
    if (!next) {
      out[i] = { outcome: 'recorded', billable: false, cost: 0, reason: UNBILLED_CLICK.budgetExhausted };
      continue;
    }
    Object.assign(campaign, next);
    frequency.add(billed);
    out[i] = { outcome: 'recorded', billable: true, cost: c.price, reason: null };
  }
  return out;
}
