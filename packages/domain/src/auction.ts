import type { Grosze } from './money';

/**
 * The sponsored-listings auction (docs/requirements.md §1: offers ranked by max CPC × CTR;
 * docs/auction.md explains the rules with a worked example).
 *
 * - A bid's effective bid is its max CPC, capped by the budget it has left (a campaign never
 *   bids more than it can pay for one click).
 * - Rank score = effective bid × pCTR (expected cost per impression, in grosze).
 * - One winner per product: a product advertised by several campaigns is represented by its best bid.
 * - Price (fair generalized second price): the least CPC that keeps the winner's place against its
 *   price-setting rival, i.e. ceil(rival score / own pCTR), never below the reserve price and never
 *   above the winner's effective bid. The rival is the highest-scoring bid of *another advertiser
 *   account* that could still take the winner's slot: any bid of another account on a product not
 *   already shown in a higher slot (the next product of another account, or another account's
 *   campaign on the same product). The winner's own account never sets its price — an advertiser
 *   does not pay against itself, as in second-price ad servers that exclude the winner's own bids.
 *   With no such rival the price is the reserve price.
 * - Bids whose effective bid is below the reserve price do not take part.
 */
export interface AuctionBid {
  campaignId: string;
  /** The advertiser account that owns the campaign: bids of one account never price each other. */
  accountId: string;
  productId: string;
  /** Max CPC in grosze. */
  maxCpc: Grosze;
  /** Predicted click-through rate, 0 < pCTR ≤ 1. */
  pctr: number;
  /** Budget left for today and in total, whichever is smaller, in grosze; null = no cap. */
  budgetLeft: Grosze | null;
  /** The keyword the bid comes from in a search auction (its bid is `maxCpc`); absent otherwise (docs/search-placements.md). */
  keywordId?: string;
  /** The caller's number of that keyword (serving's keyword insight counters, docs/auction-insight.md "Keyword bids"); the auction ignores it. */
  keywordNumber?: number;
  /** The caller's tag of the bid (serving's auction insight counter slot, docs/auction-insight.md); the auction ignores it. */
  slot?: number;
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
  /** Score of the price-setting rival (another account's best bid that could take this slot); 0 = none. */
  rivalScore: number;
}

export interface AuctionOptions {
  /** Number of slots to fill, ≥ 1. */
  slots: number;
  /** Reserve price (minimum CPC), grosze. docs/requirements.md §9: 1.00 PLN = 100. */
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
  return compareScored(a.bid, a.score, b.bid, b.score);
}

function compareScored(a: AuctionBid, aScore: number, b: AuctionBid, bScore: number): number {
  if (bScore !== aScore) return bScore - aScore;
  if (b.pctr !== a.pctr) return b.pctr - a.pctr;
  if (a.campaignId !== b.campaignId) return a.campaignId < b.campaignId ? -1 : 1;
  return a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;
}

/**
 * Whether bid `a` ranks before bid `b` in {@link runAuction}: higher rank score (effective bid × pCTR), then higher
 * pCTR, then the smaller campaign id, then the smaller product id. A caller that gathers bids may leave out, per
 * product, every bid ranking after both the product's best bid and its best bid of another account: the auction
 * reads only those two of each product (winners, order and prices stay the same; docs/auction.md).
 */
export function ranksBefore(a: AuctionBid, b: AuctionBid): boolean {
  return compareScored(a, effectiveBid(a) * a.pctr, b, effectiveBid(b) * b.pctr) < 0;
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
  // Per product: its best bid (one ad per product is shown) and the best bid of an account other than
  // the best bid's account — together they give the best bid of any account but one (see rivalOn).
  const perProduct = new Map<string, ProductBids>();
  for (const bid of bids) {
    if (!(bid.pctr > 0 && bid.pctr <= 1)) throw new RangeError(`pCTR out of range for ${bid.campaignId}`);
    if (!Number.isSafeInteger(bid.maxCpc)) throw new RangeError('max CPC must be integer grosze');
    if (bid.budgetLeft !== null && !Number.isSafeInteger(bid.budgetLeft)) throw new RangeError('budget left must be integer grosze');
    const eff = effectiveBid(bid);
    if (eff < options.reservePrice) continue;
    const ranked: Ranked = { bid, effectiveBid: eff, score: eff * bid.pctr };
    const entry = perProduct.get(bid.productId);
    if (!entry) perProduct.set(bid.productId, { best: ranked, otherAccount: undefined });
    else if (compareRanked(ranked, entry.best) < 0) {
      // The old best becomes the other account's best when the accounts differ; else the old runner-up stays.
      if (entry.best.bid.accountId !== bid.accountId) entry.otherAccount = entry.best;
      entry.best = ranked;
    } else if (bid.accountId !== entry.best.bid.accountId && (!entry.otherAccount || compareRanked(ranked, entry.otherAccount) < 0)) {
      entry.otherAccount = ranked;
    }
  }
  const ordered = [...perProduct.values()].sort((a, b) => compareRanked(a.best, b.best));
  const winners: AuctionWinner[] = [];
  for (let i = 0; i < ordered.length && i < options.slots; i++) {
    const own = ordered[i]!.best;
    const rivalScore = fairRivalScore(ordered, i);
    winners.push({ rank: i + 1, ...own, price: gspPrice(own, rivalScore, options.reservePrice), rivalScore });
  }
  return winners;
}

interface ProductBids {
  best: Ranked;
  /** Best bid on the product of an account other than `best`'s, if any. */
  otherAccount: Ranked | undefined;
}

/** The product's best bid of an account other than `accountId`. */
function rivalOn(entry: ProductBids, accountId: string): Ranked | undefined {
  return entry.best.bid.accountId !== accountId ? entry.best : entry.otherAccount;
}

/**
 * Score of the price-setting rival of the winner in slot `i`: the best bid of another account on the
 * winner's own product or on any product ranked below it (products of higher slots are taken). The
 * products are in score order, so the scan stops once no later product can beat the rival found.
 * 0 when there is none.
 */
function fairRivalScore(ordered: readonly ProductBids[], i: number): number {
  const accountId = ordered[i]!.best.bid.accountId;
  let rival = ordered[i]!.otherAccount?.score ?? 0;
  for (let j = i + 1; j < ordered.length && ordered[j]!.best.score > rival; j++) {
    const candidate = rivalOn(ordered[j]!, accountId);
    if (candidate && candidate.score > rival) rival = candidate.score;
  }
  return rival;
}

/** The least CPC that keeps `own` ahead of a rival scoring `rivalScore`, clamped to [reserve, effective bid]. */
function gspPrice(own: Ranked, rivalScore: number, reserve: Grosze): Grosze {
  if (rivalScore === 0) return Math.min(own.effectiveBid, reserve);
  // Tiny epsilon keeps exact integer quotients from being pushed up by float noise.
  const needed = Math.ceil(rivalScore / own.bid.pctr - 1e-9);
  return Math.min(own.effectiveBid, Math.max(reserve, needed));
}
