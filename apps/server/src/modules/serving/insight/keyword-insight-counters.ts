import {
  landscapeBucket,
  LANDSCAPE_BUCKETS,
  neededCpc,
  warsawDay,
  warsawLocalHour,
  type AuctionBid,
  type AuctionWinner,
  type Day,
  type Grosze,
} from '@ads/domain';

/** Field offsets in a slot of the pool: bids, wins, then the landscape buckets. */
const BIDS = 0;
const WON = 1;
const LANDSCAPE = 2;
/** Integers per slot. */
const STRIDE = LANDSCAPE + LANDSCAPE_BUCKETS;
const HOUR_MS = 3_600_000;
const INITIAL_SLOTS = 256;

/** One row of keyword_insight_hourly as the flush adds it (counts). */
export interface KeywordInsightRow {
  campaignId: string;
  keywordId: string;
  day: Day;
  /** Warsaw hour of the day, 0–23. */
  hour: number;
  /** Bids the keyword made in search auctions (one per product it bid on in an auction). */
  bids: number;
  /** Of those, the bids that won a slot. */
  won: number;
  /** Needed-CPC histogram, LANDSCAPE_BUCKETS counts (domain bid-landscape.ts). */
  landscape: number[];
}

/** What the auction service calls after a search auction (absent = insight off). */
export interface KeywordInsightProbe {
  /**
   * The bids of one search auction (each with `keywordId`; bids without one are skipped) and its winners (the
   * same bid objects), `slots` offered, `reservePrice` grosze: each bid counted with its needed CPC.
   */
  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void;
}

/**
 * The in-memory keyword bid counters (docs/auction-insight.md "Keyword bids"), for the current Warsaw hour: per
 * campaign × keyword, the bids it made in search auctions, the wins, and the needed-CPC landscape — the same
 * buckets and the same rule as the campaign landscape (domain `neededCpc`, `landscapeBucket`). One pool of
 * integers, {@link STRIDE} per keyword, found by keyword id in a map (only search auctions pay for it). Nothing
 * here touches the database: the flush (auction-insight.ts) takes the rows with {@link take}, which zeroes the
 * pool and forgets the keywords.
 */
export class KeywordInsightCounters implements KeywordInsightProbe {
  #pool = new Uint32Array(INITIAL_SLOTS * STRIDE);
  /** Keyword id → its slot in the pool. */
  #slots = new Map<string, number>();
  #keys: Array<{ campaignId: string; keywordId: string }> = [];
  #hourEnd = Number.NEGATIVE_INFINITY;
  #day: Day = '1970-01-01';
  #hour = 0;
  /** Rows of hours already over, waiting for the next flush. */
  #closed: KeywordInsightRow[] = [];

  /** Starts an auctions request at `nowMs` (ms since the epoch): moves to a new Warsaw hour when it has begun. */
  begin(nowMs: number): void {
    if (nowMs < this.#hourEnd && nowMs >= this.#hourEnd - HOUR_MS) return;
    if (this.#hourEnd !== Number.NEGATIVE_INFINITY) this.#closed.push(...this.#drain());
    // Warsaw is a whole number of hours off UTC, so a Warsaw hour is a UTC hour.
    const start = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    this.#hourEnd = start + HOUR_MS;
    this.#day = warsawDay(nowMs);
    this.#hour = warsawLocalHour(nowMs);
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    for (const w of winners) {
      if (w.bid.keywordId !== undefined) this.#pool[this.#slot(w.bid.campaignId, w.bid.keywordId) + WON]! += 1;
    }
    for (const bid of bids) {
      if (bid.keywordId === undefined) continue;
      const at = this.#slot(bid.campaignId, bid.keywordId);
      const pool = this.#pool;
      pool[at + BIDS]! += 1;
      pool[at + LANDSCAPE + landscapeBucket(neededCpc(bid, winners, slots, reservePrice))]! += 1;
    }
  }

  /** Every count so far (hours over and the current one) as rows; zeroes the pool and forgets the keywords. */
  take(): KeywordInsightRow[] {
    const rows = this.#closed;
    this.#closed = [];
    rows.push(...this.#drain());
    return rows;
  }

  /** The pool offset of keyword `keywordId` of campaign `campaignId` (a new slot on its first bid this period). */
  #slot(campaignId: string, keywordId: string): number {
    let slot = this.#slots.get(keywordId);
    if (slot === undefined) {
      slot = this.#keys.length;
      this.#keys.push({ campaignId, keywordId });
      this.#slots.set(keywordId, slot);
      if ((slot + 1) * STRIDE > this.#pool.length) {
        const pool = new Uint32Array(this.#pool.length * 2);
        pool.set(this.#pool);
        this.#pool = pool;
      }
    }
    return slot * STRIDE;
  }

  #drain(): KeywordInsightRow[] {
    const rows: KeywordInsightRow[] = [];
    const pool = this.#pool;
    for (let s = 0; s < this.#keys.length; s++) {
      const at = s * STRIDE;
      if (pool[at + BIDS] === 0) continue;
      const { campaignId, keywordId } = this.#keys[s]!;
      rows.push({
        campaignId,
        keywordId,
        day: this.#day,
        hour: this.#hour,
        bids: pool[at + BIDS]!,
        won: pool[at + WON]!,
        landscape: Array.from(pool.subarray(at + LANDSCAPE, at + LANDSCAPE + LANDSCAPE_BUCKETS)),
      });
    }
    pool.fill(0, 0, this.#keys.length * STRIDE);
    this.#keys = [];
    this.#slots.clear();
    return rows;
  }
}
