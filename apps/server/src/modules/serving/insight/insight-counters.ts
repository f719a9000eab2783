import {
  effectiveBid,
  landscapeBucket,
  LANDSCAPE_BUCKETS,
  warsawDay,
  warsawLocalHour,
  type AuctionBid,
  type AuctionWinner,
  type Day,
  type Grosze,
  type InsightLossReason,
} from '@ads/domain';

/** Field offsets in a pair's counter array. */
const ELIGIBLE = 0;
const WON = 1;
const OUTBID = 2;
const GAP = 3;
const REASON_FIELD: Readonly<Record<Exclude<InsightLossReason, 'OUTBID'>, number>> = {
  PACED: 4,
  DAILY_BUDGET: 5,
  TOTAL_BUDGET: 6,
  OUT_OF_STOCK: 7,
  ACCOUNT_STATE: 8,
  PLACE_NOT_SERVED: 9,
  KEYWORD_NOT_MATCHED: 10,
};
const FIELDS = 11;
const HOUR_MS = 3_600_000;

/** One campaign product's counters of one hour: the counts, and the landscape once it has bid. */
interface Pair {
  counts: Float64Array;
  landscape: Uint32Array | null;
}

/** One row of auction_insight_hourly as the flush adds it (counts; `outbidGap` grosze). */
export interface InsightRow {
  campaignId: string;
  productId: string;
  day: Day;
  /** Warsaw hour of the day, 0–23. */
  hour: number;
  eligible: number;
  won: number;
  outbid: number;
  outbidGap: Grosze;
  paced: number;
  dailyBudget: number;
  totalBudget: number;
  outOfStock: number;
  accountState: number;
  placeNotServed: number;
  keywordNotMatched: number;
  /** Needed-CPC histogram, LANDSCAPE_BUCKETS counts (domain bid-landscape.ts). */
  landscape: number[];
}

/** What the auction path calls (the ad index and the auction service; absent = insight off). */
export interface InsightProbe {
  /** Starts an auctions request at `nowMs` (moves to a new hour when it has begun). */
  begin(nowMs: number): void;
  /** An eligible campaign product that did not bid, and why. */
  drop(campaignId: string, productId: string, reason: InsightLossReason): void;
  /** The bids of one auction and its winners (the same bid objects): won, or outbid with the distance. */
  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void;
}

/**
 * The in-memory auction insight counters (docs/auction-insight.md "Counting"): campaign id → product id →
 * a preallocated counter array, for the current Warsaw hour. Nothing here touches the database; the flush
 * (insight-flush.ts) takes the counts with {@link take}. Arrays are zeroed, not dropped, when taken, so a
 * pair bidding all day allocates once; a pair idle for a whole flush period is dropped.
 */
export class InsightCounters implements InsightProbe {
  readonly #pairs = new Map<string, Map<string, Pair>>();
  #hourEnd = Number.NEGATIVE_INFINITY;
  #day: Day = '1970-01-01';
  #hour = 0;
  /** Rows of hours already over, waiting for the next flush. */
  #closed: InsightRow[] = [];

  begin(nowMs: number): void {
    if (nowMs < this.#hourEnd && nowMs >= this.#hourEnd - HOUR_MS) return;
    if (this.#hourEnd !== Number.NEGATIVE_INFINITY) this.#closed.push(...this.#drain());
    // Warsaw is a whole number of hours off UTC, so a Warsaw hour is a UTC hour.
    const start = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    this.#hourEnd = start + HOUR_MS;
    this.#day = warsawDay(nowMs);
    this.#hour = warsawLocalHour(nowMs);
  }

  drop(campaignId: string, productId: string, reason: InsightLossReason): void {
    const c = this.#pair(campaignId, productId).counts;
    c[ELIGIBLE]! += 1;
    c[reason === 'OUTBID' ? OUTBID : REASON_FIELD[reason]]! += 1;
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    const last = winners.length >= slots ? winners[winners.length - 1] : undefined;
    for (const bid of bids) {
      const pair = this.#pair(bid.campaignId, bid.productId);
      const landscape = (pair.landscape ??= new Uint32Array(LANDSCAPE_BUCKETS));
      pair.counts[ELIGIBLE]! += 1;
      let mine: AuctionWinner | undefined;
      let sameProduct: AuctionWinner | undefined;
      for (const w of winners) {
        if (w.bid === bid) mine = w;
        else if (w.bid.productId === bid.productId) sameProduct = w;
      }
      if (mine) {
        pair.counts[WON]! += 1;
        landscape[landscapeBucket(mine.price)]! += 1;
        continue;
      }
      // Beaten by the winner on its own product, else by the last slot's winner; with neither, it was under the reserve.
      const beat = sameProduct ?? last;
      const needed = beat ? Math.floor(beat.score / bid.pctr + 1e-9) + 1 : reservePrice;
      pair.counts[OUTBID]! += 1;
      pair.counts[GAP]! += Math.max(0, needed - effectiveBid(bid));
      landscape[landscapeBucket(needed)]! += 1;
    }
  }

  /** Every count so far (hours over and the current one) as rows, and zeroes them. */
  take(): InsightRow[] {
    const rows = this.#closed;
    this.#closed = [];
    rows.push(...this.#drain());
    return rows;
  }

  /** Counts held now (tests): eligible of a pair in the current hour. */
  eligibleOf(campaignId: string, productId: string): number {
    return this.#pairs.get(campaignId)?.get(productId)?.counts[ELIGIBLE] ?? 0;
  }

  #pair(campaignId: string, productId: string): Pair {
    let products = this.#pairs.get(campaignId);
    if (!products) this.#pairs.set(campaignId, (products = new Map()));
    let pair = products.get(productId);
    if (!pair) products.set(productId, (pair = { counts: new Float64Array(FIELDS), landscape: null }));
    return pair;
  }

  #drain(): InsightRow[] {
    const rows: InsightRow[] = [];
    for (const [campaignId, products] of this.#pairs) {
      for (const [productId, pair] of products) {
        const c = pair.counts;
        if (c[ELIGIBLE] === 0) {
          products.delete(productId);
          continue;
        }
        rows.push({
          campaignId,
          productId,
          day: this.#day,
          hour: this.#hour,
          eligible: c[ELIGIBLE]!,
          won: c[WON]!,
          outbid: c[OUTBID]!,
          outbidGap: c[GAP]!,
          paced: c[REASON_FIELD.PACED]!,
          dailyBudget: c[REASON_FIELD.DAILY_BUDGET]!,
          totalBudget: c[REASON_FIELD.TOTAL_BUDGET]!,
          outOfStock: c[REASON_FIELD.OUT_OF_STOCK]!,
          accountState: c[REASON_FIELD.ACCOUNT_STATE]!,
          placeNotServed: c[REASON_FIELD.PLACE_NOT_SERVED]!,
          keywordNotMatched: c[REASON_FIELD.KEYWORD_NOT_MATCHED]!,
          landscape: pair.landscape ? Array.from(pair.landscape) : new Array<number>(LANDSCAPE_BUCKETS).fill(0),
        });
        c.fill(0);
        pair.landscape?.fill(0);
      }
      if (products.size === 0) this.#pairs.delete(campaignId);
    }
    return rows;
  }
}
