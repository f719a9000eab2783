import type { Grosze } from './money';

/**
 * The sponsored-listings auction (spec §1 terms: offers ranked by max CPC × CTR; DESIGN.md "Serving").
 *
 * - A bid's effective bid is its max CPC, capped by the budget it has left (a campaign never
 *   bids more than it can pay for one click).
 * - Rank score = effective bid × pCTR (expected cost per impression, in grosze).
 * - One winner per product: a product advertised by several campaigns is represented by its best bid.
 * - Price (generalized second price): the least CPC that keeps the winner's place against its strongest
 *   rival — the next ranked product or another campaign on the same product — i.e. ceil(rival score / own pCTR), never below the reserve price and never above
 *   the winner's effective bid. With no next bid the price is the reserve price.
 * - Bids whose effective bid is below the reserve price do not take part.
 */
export interface AuctionBid {
  campaignId: string;
  productId: string;
  /** Max CPC in grosze. */
  maxCpc: Grosze;
  /** Predicted click-through rate, 0 < pCTR ≤ 1. */
  pctr: number;
  /** Budget left for today and in total, whichever is smaller, in grosze; null = no cap. */
  budgetLeft: Grosze | null;
}

export interface AuctionWinner {
  /** 1-based slot rank. */
  rank: number;
  bid: AuctionBid;
  /** Effective bid used for ranking, grosze. */
  effectiveBid: Grosze;
  /** Rank score = effective bid × pCTR. */
  score: number;
  /** Price per click charged if clicked (GSP), grosze. */
  price: Grosze;
}

export interface AuctionOptions {
  /** Number of slots to fill, ≥ 1. */
  slots: number;
  /** Reserve price (minimum CPC), grosze. Spec §9: 1.00 PLN = 100. */
  reservePrice: Grosze;
}

/** Effective bid of one bid: max CPC capped by the budget left (grosze). */
export function effectiveBid(bid: AuctionBid): Grosze {
  return bid.budgetLeft === null ? bid.maxCpc : Math.min(bid.maxCpc, bid.budgetLeft);
}

interface Ranked {
  bid: AuctionBid;
  effectiveBid: Grosze;
  score: number;
}

/** Orders by score, then higher pCTR, then campaign id and product id, so results are deterministic. */
function compareRanked(a: Ranked, b: Ranked): number {
  if (b.score !== a.score) return b.score - a.score;
  if (b.bid.pctr !== a.bid.pctr) return b.bid.pctr - a.bid.pctr;
  if (a.bid.campaignId !== b.bid.campaignId) return a.bid.campaignId < b.bid.campaignId ? -1 : 1;
  return a.bid.productId < b.bid.productId ? -1 : a.bid.productId > b.bid.productId ? 1 : 0;
}

/**
 * Runs one auction. Returns at most `slots` winners ordered by rank.
 * @throws RangeError when slots < 1, the reserve price is not non-negative integer grosze, or a bid has
 *   a pCTR outside (0, 1] or non-integer money (max CPC or budget left).
 */
export function runAuction(bids: readonly AuctionBid[], options: AuctionOptions): AuctionWinner[] {
  if (!Number.isInteger(options.slots) || options.slots < 1) throw new RangeError('slots must be ≥ 1');
  if (!Number.isSafeInteger(options.reservePrice) || options.reservePrice < 0) {
    throw new RangeError('reserve price must be non-negative integer grosze');
  }
  // The best and second-best bid of each product: one ad per product is shown, and the product's
  // runner-up is the bid that would take the slot if the winner bid less.
  const bestPerProduct = new Map<string, Ranked>();
  const runnerUpPerProduct = new Map<string, Ranked>();
  for (const bid of bids) {
    if (!(bid.pctr > 0 && bid.pctr <= 1)) throw new RangeError(`pCTR out of range for ${bid.campaignId}`);
    if (!Number.isSafeInteger(bid.maxCpc)) throw new RangeError('max CPC must be integer grosze');
    if (bid.budgetLeft !== null && !Number.isSafeInteger(bid.budgetLeft)) throw new RangeError('budget left must be integer grosze');
    const eff = effectiveBid(bid);
    if (eff < options.reservePrice) continue;
    const ranked: Ranked = { bid, effectiveBid: eff, score: eff * bid.pctr };
    const best = bestPerProduct.get(bid.productId);
    if (!best || compareRanked(ranked, best) < 0) {
      if (best) runnerUpPerProduct.set(bid.productId, best);
      bestPerProduct.set(bid.productId, ranked);
    } else {
      const second = runnerUpPerProduct.get(bid.productId);
      if (!second || compareRanked(ranked, second) < 0) runnerUpPerProduct.set(bid.productId, ranked);
    }
  }
  const ordered = [...bestPerProduct.values()].sort(compareRanked);
  const winners: AuctionWinner[] = [];
  for (let i = 0; i < ordered.length && i < options.slots; i++) {
    const own = ordered[i]!;
    const rivals = [ordered[i + 1], runnerUpPerProduct.get(own.bid.productId)];
    winners.push({ rank: i + 1, ...own, price: gspPrice(own, rivals, options.reservePrice) });
  }
  return winners;
}

/**
 * The least CPC that keeps `own` ahead of its strongest rival: the next product in the ranking, or
 * another campaign on the same product (it would take the slot). Clamped to [reserve, effective bid].
 */
function gspPrice(own: Ranked, rivals: ReadonlyArray<Ranked | undefined>, reserve: Grosze): Grosze {
  const rivalScore = Math.max(0, ...rivals.map((r) => r?.score ?? 0));
  if (rivalScore === 0) return Math.min(own.effectiveBid, reserve);
  // Tiny epsilon keeps exact integer quotients from being pushed up by float noise.
  const needed = Math.ceil(rivalScore / own.bid.pctr - 1e-9);
  return Math.min(own.effectiveBid, Math.max(reserve, needed));
}
