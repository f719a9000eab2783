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

/** Fields of a slot in the counts pool: eligible, won, each loss reason, the outbid gap. */
const ELIGIBLE = 0;
const WON = 1;
const OUTBID = 2;
const PACED = 3;
const DAILY_BUDGET = 4;
const TOTAL_BUDGET = 5;
const OUT_OF_STOCK = 6;
const ACCOUNT_STATE = 7;
const PLACE_NOT_SERVED = 8;
const KEYWORD_NOT_MATCHED = 9;
/** Sum of outbid gaps, grosze (a u32 per flush period: 4.29e9 grosze of gaps in one pair's 10 s cannot happen). */
const GAP = 10;
/** u32 per slot in the counts pool: one 64-byte cache line. */
const COUNTS = 16;
/** A landscape bucket is a u16 that wraps; each wrap adds 65,536 to the slot's bucket in a side map (see `#wrapped`). */
const WRAP = 0x1_0000;
const HOUR_MS = 3_600_000;
const INITIAL_SLOTS = 1_024;

/** The counts field of a loss reason. */
function reasonField(reason: InsightLossReason): number {
  switch (reason) {
    case 'OUTBID':
      return OUTBID;
    case 'PACED':
      return PACED;
    case 'DAILY_BUDGET':
      return DAILY_BUDGET;
    case 'TOTAL_BUDGET':
      return TOTAL_BUDGET;
    case 'OUT_OF_STOCK':
      return OUT_OF_STOCK;
    case 'ACCOUNT_STATE':
      return ACCOUNT_STATE;
    case 'PLACE_NOT_SERVED':
      return PLACE_NOT_SERVED;
    case 'KEYWORD_NOT_MATCHED':
      return KEYWORD_NOT_MATCHED;
  }
}

/**
 * A product as the ad index holds it (ad-index.snapshot.ts `IndexedProduct`): its campaigns and, by their
 * position, their counter slots (-1 = none yet) — the array is made on a product's first bid, an entry is reset
 * when {@link InsightCounters.take} frees its slot, and the index drops the array whenever the product's campaigns change.
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
 * The in-memory auction insight counters (docs/auction-insight.md "Counting", "Cost on the auction path"), for the
 * current Warsaw hour: two preallocated typed-array pools indexed by an integer slot per campaign product — its
 * counts and outbid gap ({@link COUNTS} u32, one cache line) and its landscape ({@link LANDSCAPE_BUCKETS} u16 that
 * wrap into a side map). A campaign product's slot sits in its product object, at the campaign's position among
 * the product's campaigns, so a bid costs no hash lookup, no string key, a few increments and no allocation.
 * Slots live across flushes: {@link take} zeroes the counts and frees only the slots nothing counted in since the
 * last take (so the pools stay as large as the pairs of one flush period, and a busy pair keeps its slot).
 * Nothing here touches the database; the flush (auction-insight.ts) takes the counts with {@link take}.
 */
export class InsightCounters implements InsightProbe {
  #counts = new Uint32Array(INITIAL_SLOTS * COUNTS);
  #landscape = new Uint16Array(INITIAL_SLOTS * LANDSCAPE_BUCKETS);
  /** Landscape index (slot × buckets + bucket) → counts beyond the u16 (multiples of 65,536): wraps, rare. */
  #wrapped = new Map<number, number>();
  /** Per slot: its pair (undefined = free) and the product's slot array holding it, at which position. */
  #campaignIds: Array<string | undefined> = [];
  #productIds: string[] = [];
  #holders: Array<Int32Array | undefined> = [];
  #positions: number[] = [];
  /** Free slots below {@link #used}. */
  #free: number[] = [];
  /** Slots ever used (the pools' high-water mark). */
  #used = 0;
  #hourEnd = Number.NEGATIVE_INFINITY;
  #day: Day = '1970-01-01';
  #hour = 0;
  /** Rows of hours already over, waiting for the next flush. */
  #closed: InsightRow[] = [];

  begin(nowMs: number): void {
    if (nowMs < this.#hourEnd && nowMs >= this.#hourEnd - HOUR_MS) return;
    if (this.#hourEnd !== Number.NEGATIVE_INFINITY) this.#drain(this.#closed);
    // Warsaw is a whole number of hours off UTC, so a Warsaw hour is a UTC hour.
    const start = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    this.#hourEnd = start + HOUR_MS;
    this.#day = warsawDay(nowMs);
    this.#hour = warsawLocalHour(nowMs);
  }

  slot(product: SlotProduct, campaign: SlotCampaign): number {
    const i = product.campaigns.indexOf(campaign);
    let slots = product.insightSlots;
    if (slots === undefined) slots = product.insightSlots = new Int32Array(product.campaigns.length).fill(-1);
    const held = slots[i]!;
    return held >= 0 ? held : this.#assign(product.id, campaign.id, slots, i);
  }

  drop(product: SlotProduct, campaign: SlotCampaign, reason: InsightLossReason): void {
    const at = this.slot(product, campaign) * COUNTS;
    const counts = this.#counts;
    counts[at + ELIGIBLE]! += 1;
    counts[at + reasonField(reason)]! += 1;
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    const counts = this.#counts;
    const n = winners.length;
    const last = n >= slots ? winners[n - 1] : undefined;
    for (let k = 0; k < n; k++) {
      const w = winners[k]!;
      const slot = w.bid.slot!;
      counts[slot * COUNTS + ELIGIBLE]! += 1;
      counts[slot * COUNTS + WON]! += 1;
      this.#landscapeAdd(slot, landscapeBucket(w.price));
    }
    for (let b = 0; b < bids.length; b++) {
      const bid = bids[b]!;
      let beat = last;
      let won = false;
      for (let k = 0; k < n; k++) {
        const w = winners[k]!;
        if (w.bid === bid) {
          won = true;
          break;
        }
        if (w.bid.productId === bid.productId) beat = w;
      }
      if (won) continue;
      const slot = bid.slot!;
      const at = slot * COUNTS;
      // Beaten by the winner on its own product, else by the last slot's winner; with neither, it was under the reserve.
      const needed = beat ? Math.floor(beat.score / bid.pctr + 1e-9) + 1 : reservePrice;
      const gap = needed - effectiveBid(bid);
      counts[at + ELIGIBLE]! += 1;
      counts[at + OUTBID]! += 1;
      if (gap > 0) counts[at + GAP]! += gap;
      this.#landscapeAdd(slot, landscapeBucket(needed));
    }
  }

  /** Every count so far (hours over and the current one) as rows; zeroes the counts and frees the slots unused since the last take. */
  take(): InsightRow[] {
    const rows = this.#closed;
    this.#closed = [];
    this.#drain(rows);
    return rows;
  }

  /** Eligible auctions counted in the current hour (tests and the benchmark). */
  get eligible(): number {
    let n = 0;
    for (let s = 0; s < this.#used; s++) n += this.#counts[s * COUNTS + ELIGIBLE]!;
    return n;
  }

  #landscapeAdd(slot: number, bucket: number): void {
    const at = slot * LANDSCAPE_BUCKETS + bucket;
    const v = (this.#landscape[at]! + 1) & 0xffff;
    this.#landscape[at] = v;
    if (v === 0) this.#wrapped.set(at, (this.#wrapped.get(at) ?? 0) + WRAP);
  }

  /** Gives pair (`campaignId`, `productId`) a slot, held at `slots[i]`. */
  #assign(productId: string, campaignId: string, slots: Int32Array, i: number): number {
    let slot = this.#free.pop();
    if (slot === undefined) {
      slot = this.#used++;
      if (this.#used * COUNTS > this.#counts.length) this.#grow();
    }
    this.#campaignIds[slot] = campaignId;
    this.#productIds[slot] = productId;
    this.#holders[slot] = slots;
    this.#positions[slot] = i;
    slots[i] = slot;
    return slot;
  }

  #grow(): void {
    const counts = new Uint32Array(this.#counts.length * 2);
    counts.set(this.#counts);
    this.#counts = counts;
    const landscape = new Uint16Array(this.#landscape.length * 2);
    landscape.set(this.#landscape);
    this.#landscape = landscape;
  }

  /** Appends the rows of the counts so far to `rows`, zeroes them, and frees the slots that counted nothing. */
  #drain(rows: InsightRow[]): void {
    const counts = this.#counts;
    const landscape = this.#landscape;
    const wrapped = this.#wrapped;
    for (let s = 0; s < this.#used; s++) {
      const campaignId = this.#campaignIds[s];
      if (campaignId === undefined) continue;
      const at = s * COUNTS;
      if (counts[at + ELIGIBLE] === 0) {
        this.#release(s);
        continue;
      }
      const from = s * LANDSCAPE_BUCKETS;
      const histogram = new Array<number>(LANDSCAPE_BUCKETS);
      for (let b = 0; b < LANDSCAPE_BUCKETS; b++) histogram[b] = landscape[from + b]!;
      if (wrapped.size > 0) for (let b = 0; b < LANDSCAPE_BUCKETS; b++) histogram[b]! += wrapped.get(from + b) ?? 0;
      rows.push({
        campaignId,
        productId: this.#productIds[s]!,
        day: this.#day,
        hour: this.#hour,
        eligible: counts[at + ELIGIBLE]!,
        won: counts[at + WON]!,
        outbid: counts[at + OUTBID]!,
        outbidGap: counts[at + GAP]!,
        paced: counts[at + PACED]!,
        dailyBudget: counts[at + DAILY_BUDGET]!,
        totalBudget: counts[at + TOTAL_BUDGET]!,
        outOfStock: counts[at + OUT_OF_STOCK]!,
        accountState: counts[at + ACCOUNT_STATE]!,
        placeNotServed: counts[at + PLACE_NOT_SERVED]!,
        keywordNotMatched: counts[at + KEYWORD_NOT_MATCHED]!,
        landscape: histogram,
      });
    }
    counts.fill(0, 0, this.#used * COUNTS);
    landscape.fill(0, 0, this.#used * LANDSCAPE_BUCKETS);
    wrapped.clear();
  }

  /** Frees slot `s`: its holder forgets it (a holder replaced since then is no longer read). */
  #release(s: number): void {
    this.#holders[s]![this.#positions[s]!] = -1;
    this.#campaignIds[s] = undefined;
    this.#holders[s] = undefined;
    this.#free.push(s);
  }
}
