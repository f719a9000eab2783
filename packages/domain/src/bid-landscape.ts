import type { AuctionBid, AuctionWinner } from './auction';
import type { Grosze } from './money';

/**
 * The bid landscape of the bid simulator (docs/auction-insight.md "Bid simulator"). For every auction a
 * campaign product takes part in, the serving process notes the **needed CPC**: the least max CPC that
 * would have won it — for a winner the price it pays (the rival's score ÷ its own pCTR, at least the reserve
 * price: the auction's GSP price), for an outbid bid the score of the bid that beat it ÷ its own pCTR,
 * rounded up. These are counted in a fixed log-scale histogram per campaign × product × Warsaw hour:
 * {@link LANDSCAPE_BUCKETS} integers, bucket i holding needed CPCs in [lower(i), lower(i + 1)) grosze.
 * A bid b then wins every auction whose needed CPC is ≤ b, and pays about its needed CPC.
 */

/** Buckets of a landscape histogram. */
export const LANDSCAPE_BUCKETS = 64;
/** Growth of a bucket's lower bound from one bucket to the next (each bucket spans 20 % of CPC). */
export const LANDSCAPE_RATIO = 1.2;
const LOG_RATIO = Math.log(LANDSCAPE_RATIO);

/** Lower bound of bucket `i`, grosze (bucket 0 starts at 0; the last bucket has no upper bound). */
export function landscapeLower(i: number): number {
  return i <= 0 ? 0 : LANDSCAPE_RATIO ** i;
}

/** The bucket of a needed CPC (grosze): ⌊log₁.₂ cpc⌋, clamped to the histogram. */
export function landscapeBucket(neededCpc: Grosze): number {
  if (!(neededCpc > 1)) return 0;
  const i = Math.floor(Math.log(neededCpc) / LOG_RATIO + 1e-9);
  return i >= LANDSCAPE_BUCKETS ? LANDSCAPE_BUCKETS - 1 : i;
}

/**
 * The needed CPC of one bid of a settled auction (grosze; docs/auction-insight.md "Bid simulator"): for a winner
 * the price it pays; for a loser the score of the bid that beat it ÷ its own pCTR, rounded down, plus one grosz —
 * the winner on its own product, else the winner of the last slot when every slot was taken; with neither (it
 * was under the reserve) the reserve price. `winners` are the auction's (domain `runAuction`), holding the same
 * bid objects as `bids`; `slots` the slots offered.
 */
export function neededCpc(bid: AuctionBid, winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): Grosze {
  let beat = winners.length >= slots ? winners[winners.length - 1] : undefined;
  for (const w of winners) {
    if (w.bid === bid) return w.price;
    if (w.bid.productId === bid.productId) beat = w;
  }
  return neededCpcAgainst(beat?.score, bid.pctr, reservePrice);
}

/**
 * The loser's part of {@link neededCpc}: the least whole CPC (grosze) that beats a bid scoring `beatScore` at pCTR
 * `pctr` — the score ÷ pCTR rounded down, plus one grosz — or the reserve price when nothing beat it (it was under the
 * reserve). For callers that find the beating winner their own way (serving's insight counters).
 */
export function neededCpcAgainst(beatScore: number | undefined, pctr: number, reservePrice: Grosze): Grosze {
  return beatScore === undefined ? reservePrice : Math.floor(beatScore / pctr + 1e-9) + 1;
}

/** Adds histogram `b` into `a` (in place); returns `a`. */
export function addLandscape(a: number[], b: readonly number[]): number[] {
  for (let i = 0; i < LANDSCAPE_BUCKETS; i++) a[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return a;
}

/** What the simulator needs besides the histogram. */
export interface SimulationInput {
  /** Needed-CPC histogram of the campaign's products summed over the window ({@link LANDSCAPE_BUCKETS} counts). */
  landscape: readonly number[];
  /** Days the histogram covers (the estimate is per day). */
  days: number;
  /** Clicks per auction won, observed over the same window (0–1). */
  clicksPerWin: number;
  /** Reserve price, grosze: nobody pays less. */
  reservePrice: Grosze;
  /** The campaign's daily budget, grosze; null = none (the cost per day is capped at it). */
  dailyBudget: Grosze | null;
}

/** The estimate at one bid, per day. */
export interface BidEstimate {
  /** Max CPC, grosze. */
  bid: Grosze;
  auctionsWon: number;
  clicks: number;
  /** Cost per day, grosze (capped by the daily budget). */
  cost: Grosze;
  /** Average CPC, grosze; null when no click is expected. */
  avgCpc: Grosze | null;
  /** Whether the daily budget caps the estimate (more bid would not buy more auctions). */
  budgetLimited: boolean;
}

/**
 * Estimates auctions won, clicks, cost and average CPC per day at max CPC `bid` (grosze): the auctions whose
 * needed CPC is ≤ bid (a bucket the bid cuts counts in proportion, linearly; the bucket holding the reserve price
 * counts wholly at the reserve once bid ≥ reserve), each paying its needed CPC (the bucket's middle, at least the
 * reserve price, at most the bid); clicks = won × clicks per win. When
 * the cost exceeds the daily budget, everything is scaled down to the budget (the campaign stops at its cap).
 */
export function estimateAtBid(input: SimulationInput, bid: Grosze): BidEstimate {
  const days = Math.max(1, input.days);
  let won = 0;
  let paid = 0;
  for (let i = 0; i < LANDSCAPE_BUCKETS; i++) {
    const n = input.landscape[i] ?? 0;
    if (n === 0) continue;
    const lo = landscapeLower(i);
    if (lo > bid) break;
    const hi = i === LANDSCAPE_BUCKETS - 1 ? lo : landscapeLower(i + 1);
    // The bucket holding the reserve price counts as the reserve: nobody needs less, and most of its auctions
    // were won uncontested at exactly the reserve, so a bid at the reserve wins them all.
    const atReserve = lo <= input.reservePrice && input.reservePrice < hi;
    const part = atReserve ? (bid >= input.reservePrice ? 1 : 0) : hi <= bid ? 1 : hi > lo ? (bid - lo) / (hi - lo) : 1;
    const top = Math.min(hi, bid);
    const mid = atReserve ? input.reservePrice : Math.min(bid, Math.max(input.reservePrice, (lo + top) / 2));
    won += n * part;
    paid += n * part * mid;
  }
  let auctionsWon = won / days;
  let clicks = auctionsWon * input.clicksPerWin;
  const avg = won > 0 ? paid / won : 0;
  let cost = clicks * avg;
  let budgetLimited = false;
  if (input.dailyBudget !== null && cost > input.dailyBudget) {
    const scale = input.dailyBudget / cost;
    auctionsWon *= scale;
    clicks *= scale;
    cost = input.dailyBudget;
    budgetLimited = true;
  }
  return {
    bid,
    auctionsWon: round1(auctionsWon),
    clicks: round1(clicks),
    cost: Math.round(cost),
    avgCpc: clicks > 0 ? Math.round(avg) : null,
    budgetLimited,
  };
}

/** The default bids to simulate around `current` (grosze): 50 % to 200 % of it, at least the reserve, distinct, ascending. */
export function simulatedBids(current: Grosze, reservePrice: Grosze): Grosze[] {
  const factors = [0.5, 0.75, 1, 1.25, 1.5, 2];
  return [...new Set(factors.map((f) => Math.max(reservePrice, Math.round((current * f) / 10) * 10)).concat(current))].sort(
    (a, b) => a - b,
  );
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
