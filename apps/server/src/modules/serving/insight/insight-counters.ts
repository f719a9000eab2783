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

/** Field offsets in a slot of the pool: the counts, then the landscape buckets. */
const ELIGIBLE = 0;
const WON = 1;
const OUTBID = 2;
const REASON_FIELD: Readonly<Record<InsightLossReason, number>> = {
  OUTBID,
  PACED: 3,
  DAILY_BUDGET: 4,
  TOTAL_BUDGET: 5,
  OUT_OF_STOCK: 6,
  ACCOUNT_STATE: 7,
  PLACE_NOT_SERVED: 8,
  KEYWORD_NOT_MATCHED: 9,
};
/** Sum of outbid gaps, grosze (a u32 per flush period: 4.29e9 grosze of gaps in one pair's 10 s cannot happen). */
const GAP = 10;
const LANDSCAPE = 11;
/** Integers per slot (counts + landscape, padded to a multiple of 16 = whole 64-byte cache lines). */
const STRIDE = 80;
const HOUR_MS = 3_600_000;
const INITIAL_SLOTS = 1_024;

/**
 * A product as the ad index holds it (ad-index.snapshot.ts `IndexedProduct`): its campaigns and, by their
 * position, their counter slots — the array is made on a product's first bid and forgotten at {@link InsightCounters.take}
 * (and by the index whenever the product's campaigns change).
 */
export interface SlotProduct {
  id: string;
  campaigns: readonly SlotCampaign[];
  insightSlots: Int32Array | undefined;
}

/** A campaign as the ad index holds it (only its id is read). */
export interface SlotCampaign {
  id: string;
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
  /** The counter slot of campaign `campaign` (one of `product.campaigns`) on `product` (the ad index tags each bid with it: `AuctionBid.slot`). */
  slot(product: SlotProduct, campaign: SlotCampaign): number;
  /** An eligible campaign product that did not bid, and why. */
  drop(product: SlotProduct, campaign: SlotCampaign, reason: InsightLossReason): void;
  /** The bids of one auction (tagged with their slots) and its winners (the same bid objects): won, or outbid with the distance. */
  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void;
}

/**
 * The in-memory auction insight counters (docs/auction-insight.md "Counting"), for the current Warsaw hour:
 * one preallocated pool of integers, {@link STRIDE} per campaign product (its counts, its outbid gap and its
 * landscape). A campaign product's slot sits in its product object, at the campaign's position among the
 * product's campaigns, so a bid costs no hash lookup, a few increments, and no allocation once the product
 * has its slots. Nothing here touches the database; the flush (auction-insight.ts) takes the counts with
 * {@link take}, which zeroes the pool and forgets every slot (the next auctions take new ones).
 */
export class InsightCounters implements InsightProbe {
  #pool = new Uint32Array(INITIAL_SLOTS * STRIDE);
  #keys: Array<{ campaignId: string; productId: string }> = [];
  #owners = new Set<SlotProduct>();
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

  slot(product: SlotProduct, campaign: SlotCampaign): number {
    const i = product.campaigns.indexOf(campaign);
    let slots = product.insightSlots;
    if (slots === undefined) {
      slots = product.insightSlots = new Int32Array(product.campaigns.length).fill(-1);
      this.#owners.add(product);
    }
    const held = slots[i]!;
    if (held >= 0) return held;
    const slot = this.#keys.length;
    this.#keys.push({ campaignId: campaign.id, productId: product.id });
    if ((slot + 1) * STRIDE > this.#pool.length) this.#grow();
    slots[i] = slot;
    return slot;
  }

  drop(product: SlotProduct, campaign: SlotCampaign, reason: InsightLossReason): void {
    const at = this.slot(product, campaign) * STRIDE;
    const pool = this.#pool;
    pool[at + ELIGIBLE]! += 1;
    pool[at + REASON_FIELD[reason]]! += 1;
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    const pool = this.#pool;
    const last = winners.length >= slots ? winners[winners.length - 1] : undefined;
    for (const w of winners) {
      const at = w.bid.slot! * STRIDE;
      pool[at + ELIGIBLE]! += 1;
      pool[at + WON]! += 1;
      pool[at + LANDSCAPE + landscapeBucket(w.price)]! += 1;
    }
    for (const bid of bids) {
      let beat = last;
      let won = false;
      for (const w of winners) {
        if (w.bid === bid) won = true;
        else if (w.bid.productId === bid.productId) beat = w;
      }
      if (won) continue;
      const at = bid.slot! * STRIDE;
      // Beaten by the winner on its own product, else by the last slot's winner; with neither, it was under the reserve.
      const needed = beat ? Math.floor(beat.score / bid.pctr + 1e-9) + 1 : reservePrice;
      const gap = needed - effectiveBid(bid);
      pool[at + ELIGIBLE]! += 1;
      pool[at + OUTBID]! += 1;
      if (gap > 0) pool[at + GAP]! += gap;
      pool[at + LANDSCAPE + landscapeBucket(needed)]! += 1;
    }
  }

  /** Every count so far (hours over and the current one) as rows; zeroes the pool and forgets the slots. */
  take(): InsightRow[] {
    const rows = this.#closed;
    this.#closed = [];
    rows.push(...this.#drain());
    return rows;
  }

  /** Eligible auctions counted in the current hour (tests and the benchmark). */
  get eligible(): number {
    let n = 0;
    for (let s = 0; s < this.#keys.length; s++) n += this.#pool[s * STRIDE + ELIGIBLE]!;
    return n;
  }

  #grow(): void {
    const pool = new Uint32Array(this.#pool.length * 2);
    pool.set(this.#pool);
    this.#pool = pool;
  }

  #drain(): InsightRow[] {
    const rows: InsightRow[] = [];
    const pool = this.#pool;
    for (let s = 0; s < this.#keys.length; s++) {
      const at = s * STRIDE;
      if (pool[at + ELIGIBLE] === 0) continue;
      const { campaignId, productId } = this.#keys[s]!;
      rows.push({
        campaignId,
        productId,
        day: this.#day,
        hour: this.#hour,
        eligible: pool[at + ELIGIBLE]!,
        won: pool[at + WON]!,
        outbid: pool[at + OUTBID]!,
        outbidGap: pool[at + GAP]!,
        paced: pool[at + REASON_FIELD.PACED]!,
        dailyBudget: pool[at + REASON_FIELD.DAILY_BUDGET]!,
        totalBudget: pool[at + REASON_FIELD.TOTAL_BUDGET]!,
        outOfStock: pool[at + REASON_FIELD.OUT_OF_STOCK]!,
        accountState: pool[at + REASON_FIELD.ACCOUNT_STATE]!,
        placeNotServed: pool[at + REASON_FIELD.PLACE_NOT_SERVED]!,
        keywordNotMatched: pool[at + REASON_FIELD.KEYWORD_NOT_MATCHED]!,
        landscape: Array.from(pool.subarray(at + LANDSCAPE, at + LANDSCAPE + LANDSCAPE_BUCKETS)),
      });
    }
    pool.fill(0, 0, this.#keys.length * STRIDE);
    this.#keys = [];
    for (const product of this.#owners) product.insightSlots = undefined;
    this.#owners.clear();
    return rows;
  }
}
