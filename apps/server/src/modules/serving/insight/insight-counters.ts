import {
  effectiveBid,
  neededCpcAgainst,
  LANDSCAPE_BUCKETS,
  type AuctionBid,
  type AuctionWinner,
  type Day,
  type Grosze,
  type InsightLossReason,
} from '@ads/domain';
import { bucketOf, HourClock, landscapeAdd, landscapeOf, WALK_PER_ROW } from './insight-pool';

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
/**
 * Bytes per slot in the pool: its counts (11 u32, padded to one 64-byte cache line), then its landscape (64 u16, two
 * lines). A bid touches its counts line and one landscape line, and almost always the line next to the counts.
 */
const SLOT_BYTES = 192;
/** u32 per slot (the counts are the first 16). */
const COUNTS = SLOT_BYTES / 4;
/** u16 per slot, and where the landscape starts among them. */
const LAND = SLOT_BYTES / 2;
const LAND_FROM = 32;
/**
 * Where bucket `b` sits in a slot's landscape: buckets 16–47 (needed CPCs of 0.18–53 PLN, where nearly every bid is)
 * in the line next to the counts, the others in the second line.
 */
const place = (b: number) => LAND_FROM + ((b + 48) & (LANDSCAPE_BUCKETS - 1));
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
 * A product as the ad index holds it (ad-index.snapshot.ts `IndexedProduct`): its campaigns and the first of their
 * counter slots, one block of `campaigns.length` slots in campaign order (-1 = none yet) — set on a product's first
 * bid, reset when {@link InsightCounters.take} frees the block, and by the index whenever the product's campaigns change.
 */
export interface SlotProduct {
  id: string;
  campaigns: readonly SlotCampaign[];
  insightSlot: number;
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
 * current Warsaw hour: one preallocated typed-array pool indexed by an integer slot per campaign product — its
 * counts and outbid gap (u32, one cache line) and next to them its landscape ({@link LANDSCAPE_BUCKETS} u16
 * that wrap into a side map). A product's campaigns count in one block of consecutive slots whose first slot sits in
 * the product object, so a bid costs no hash lookup, no string key, no object besides the product, a few
 * increments and no allocation. Blocks live across flushes: {@link take} zeroes the counts and frees only the
 * blocks nothing counted in since the last take (the pools stay as large as the pairs of one flush period, and a
 * busy product keeps its block). Nothing here touches the database; the flush (auction-insight.ts) takes the rows
 * with {@link pieces}, a piece at a time.
 */
export class InsightCounters implements InsightProbe {
  /** The pool ({@link SLOT_BYTES} per slot) seen as u32 counts and as u16 landscapes. */
  #counts = new Uint32Array(INITIAL_SLOTS * COUNTS);
  #landscape = new Uint16Array(this.#counts.buffer);
  /** Landscape index (in {@link #landscape}) → counts beyond the u16 (multiples of 65,536): wraps, rare. */
  #wrapped = new Map<number, number>();
  /** Per slot: its pair (campaign undefined = free). */
  #campaignIds: Array<string | undefined> = [];
  #productIds: string[] = [];
  /** Per block, at its first slot: its product (undefined = free) and its size; every slot in a block is the block's. */
  #owners: Array<SlotProduct | undefined> = [];
  #sizes: number[] = [];
  /** Per slot: the first slot of its block — one per product, so equal firsts = the same product (compared as integers). */
  #firstOf = new Int32Array(INITIAL_SLOTS);
  /** Scratch of {@link settle}: each winner's first slot and landscape bucket. */
  #winnerFirsts = new Int32Array(16);
  #winnerBuckets = new Uint8Array(16);
  /** The landscape bucket of each bid of the last {@link settle}, and its bids (see {@link bucketsOf}). */
  #buckets = new Uint8Array(256);
  #settled: readonly AuctionBid[] | null = null;
  /** Free blocks by size (a product has a few campaigns, so few sizes). */
  #free = new Map<number, number[]>();
  /** Slots ever used (the pools' high-water mark). */
  #used = 0;
  readonly #clock = new HourClock();
  /** Rows of hours already over, waiting for the next flush. */
  #closed: InsightRow[] = [];
  readonly #closeHour = () => this.#drain(this.#closed);

  begin(nowMs: number): void {
    this.#clock.begin(nowMs, this.#closeHour);
  }

  slot(product: SlotProduct, campaign: SlotCampaign): number {
    const first = product.insightSlot;
    const campaigns = product.campaigns;
    let i = 0; // a product has a few campaigns: a loop the compiler inlines, not indexOf
    while (i < campaigns.length && campaigns[i] !== campaign) i++;
    return (first >= 0 ? first : this.#assign(product)) + i;
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
    const firstOf = this.#firstOf;
    if (this.#winnerFirsts.length < n) {
      this.#winnerFirsts = new Int32Array(n);
      this.#winnerBuckets = new Uint8Array(n);
    }
    if (this.#buckets.length < bids.length) this.#buckets = new Uint8Array(bids.length * 2);
    const winnerFirsts = this.#winnerFirsts;
    const winnerBuckets = this.#winnerBuckets;
    const buckets = this.#buckets;
    this.#settled = bids;
    for (let k = 0; k < n; k++) {
      const w = winners[k]!;
      const slot = w.bid.slot!;
      const bucket = bucketOf(w.price);
      winnerFirsts[k] = firstOf[slot]!;
      winnerBuckets[k] = bucket;
      counts[slot * COUNTS + ELIGIBLE]! += 1;
      counts[slot * COUNTS + WON]! += 1;
      landscapeAdd(this.#landscape, this.#wrapped, slot * LAND + place(bucket));
    }
    for (let b = 0; b < bids.length; b++) {
      const bid = bids[b]!;
      const first = firstOf[bid.slot!]!;
      let beat = last;
      let won = -1;
      for (let k = 0; k < n; k++) {
        const w = winners[k]!;
        if (w.bid === bid) {
          won = k;
          break;
        }
        if (winnerFirsts[k] === first) beat = w; // the winner on the bid's own product
      }
      if (won >= 0) {
        buckets[b] = winnerBuckets[won]!;
        continue;
      }
      const slot = bid.slot!;
      const at = slot * COUNTS;
      // Beaten by the winner on its own product, else by the last slot's winner; with neither, it was under the reserve.
      const needed = neededCpcAgainst(beat?.score, bid.pctr, reservePrice);
      const gap = needed - effectiveBid(bid);
      counts[at + ELIGIBLE]! += 1;
      counts[at + OUTBID]! += 1;
      if (gap > 0) counts[at + GAP]! += gap;
      const bucket = bucketOf(needed);
      buckets[b] = bucket;
      landscapeAdd(this.#landscape, this.#wrapped, slot * LAND + place(bucket));
    }
  }

  /**
   * The landscape bucket of each of `bids` (in order; domain `landscapeBucket` of its needed CPC) when they are the
   * bids of the last {@link settle} (the same array), else null. Valid until the next settle: the keyword counters
   * count a search auction's bids with them instead of finding each needed CPC again.
   */
  bucketsOf(bids: readonly AuctionBid[]): Uint8Array | null {
    return this.#settled === bids ? this.#buckets : null;
  }

  /** Every count so far (hours over and the current one) as rows; zeroes the counts and frees the slots unused since the last take. */
  take(): InsightRow[] {
    this.#settled = null;
    const rows = this.#closed;
    this.#closed = [];
    this.#drain(rows);
    return rows;
  }

  /**
   * {@link take} in pieces of at most `maxRows` rows; a product with more campaigns than that comes alone
   * (docs/auction-insight.md "Flushing in pieces"). The flush writes one piece and only then asks for the next, so
   * no step of it holds the event loop for long. Counting goes on in between; a count added to a block already
   * passed waits for the next flush, one added ahead of the walk comes with this one, so each count is taken
   * exactly once. A piece may be empty (a stretch of idle blocks).
   */
  *pieces(maxRows: number): Generator<InsightRow[], void, undefined> {
    this.#settled = null;
    const closed = this.#closed;
    this.#closed = [];
    for (let i = 0; i < closed.length; i += maxRows) yield closed.slice(i, i + maxRows);
    let rows: InsightRow[] = [];
    let walked = 0;
    for (let first = 0; first < this.#used;) {
      // A block's rows come in one piece: yield first when they might not fit (or after a long walk of idle blocks).
      if ((rows.length > 0 && rows.length + this.#sizes[first]! > maxRows) || walked >= maxRows * WALK_PER_ROW) {
        yield rows;
        rows = [];
        walked = 0;
      }
      const size = this.#drainBlock(first, rows);
      first += size;
      walked += size;
    }
    if (rows.length > 0) yield rows;
  }

  /** Eligible auctions counted in the current hour (tests and the benchmark). */
  get eligible(): number {
    let n = 0;
    for (let s = 0; s < this.#used; s++) n += this.#counts[s * COUNTS + ELIGIBLE]!;
    return n;
  }

  /** Gives `product` a block of slots, one per campaign; returns its first slot. */
  #assign(product: SlotProduct): number {
    const size = Math.max(product.campaigns.length, 1); // never 0: #drain steps from block to block
    let first = this.#free.get(size)?.pop();
    if (first === undefined) {
      first = this.#used;
      this.#used += size;
      while (this.#used * COUNTS > this.#counts.length) this.#grow();
    }
    this.#owners[first] = product;
    this.#sizes[first] = size;
    this.#firstOf.fill(first, first, first + size);
    for (let i = 0; i < product.campaigns.length; i++) {
      this.#campaignIds[first + i] = product.campaigns[i]!.id;
      this.#productIds[first + i] = product.id;
    }
    product.insightSlot = first;
    return first;
  }

  #grow(): void {
    const counts = new Uint32Array(this.#counts.length * 2);
    counts.set(this.#counts);
    this.#counts = counts;
    this.#landscape = new Uint16Array(counts.buffer);
    const firstOf = new Int32Array(this.#firstOf.length * 2);
    firstOf.set(this.#firstOf);
    this.#firstOf = firstOf;
  }

  /** Appends the rows of the counts so far to `rows`, zeroes them, and frees the blocks that counted nothing. */
  #drain(rows: InsightRow[]): void {
    for (let first = 0; first < this.#used;) first += this.#drainBlock(first, rows);
  }

  /**
   * Drains the block at `first` (free or not) into `rows`: its rows, then its counts zeroed; freed when it counted
   * nothing. @returns its size, in slots
   */
  #drainBlock(first: number, rows: InsightRow[]): number {
    const counts = this.#counts;
    const end = first + this.#sizes[first]!;
    const owner = this.#owners[first];
    if (owner === undefined) return end - first;
    let counted = false;
    for (let s = first; s < end; s++) if (counts[s * COUNTS + ELIGIBLE] !== 0) counted = true;
    if (!counted) {
      this.#release(first, owner);
      return end - first;
    }
    for (let s = first; s < end; s++) if (counts[s * COUNTS + ELIGIBLE] !== 0) rows.push(this.#row(s));
    counts.fill(0, first * COUNTS, end * COUNTS);
    if (this.#wrapped.size > 0)
      for (let s = first; s < end; s++) for (let at = s * LAND + LAND_FROM; at < (s + 1) * LAND; at++) this.#wrapped.delete(at);
    return end - first;
  }

  /** The row of slot `s`. */
  #row(s: number): InsightRow {
    const counts = this.#counts;
    const at = s * COUNTS;
    return {
      campaignId: this.#campaignIds[s]!,
      productId: this.#productIds[s]!,
      day: this.#clock.day,
      hour: this.#clock.hour,
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
      landscape: landscapeOf(this.#landscape, this.#wrapped, s * LAND, place),
    };
  }

  /** Frees the block at `first`: its product forgets it (a product given another block since then keeps that one). */
  #release(first: number, owner: SlotProduct): void {
    if (owner.insightSlot === first) owner.insightSlot = -1;
    this.#owners[first] = undefined;
    const size = this.#sizes[first]!;
    for (let s = first; s < first + size; s++) this.#campaignIds[s] = undefined;
    const free = this.#free.get(size);
    if (free) free.push(first);
    else this.#free.set(size, [first]);
  }
}
