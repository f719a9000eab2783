import { LANDSCAPE_BUCKETS, neededCpc, type AuctionBid, type AuctionWinner, type Day, type Grosze } from '@ads/domain';
import { bucketOf, HourClock, landscapeAdd, landscapeOf, WALK_PER_ROW } from './insight-pool';

/**
 * u16 per slot of the pool: the keyword's landscape alone, 128 bytes (two cache lines). Its bids are the sum of
 * its buckets (each bid adds to one), its wins are kept apart (only winners touch them), so a bid touches one line:
 * buckets 16–47 (needed CPCs of 0.18–53 PLN, where nearly every bid is) share the first.
 */
const LAND = LANDSCAPE_BUCKETS;
const place = (b: number) => (b + 48) & (LANDSCAPE_BUCKETS - 1);
const INITIAL_SLOTS = 1_024;

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
   * The bids of one search auction and its winners (the same bid objects), `slots` offered, `reservePrice`
   * grosze: each bid with a `keywordNumber` (and its `keywordId`; bids without one are skipped) counted with its
   * needed CPC (domain `neededCpc`).
   */
  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void;
}

/**
 * The in-memory keyword bid counters (docs/auction-insight.md "Keyword bids"), for the current Warsaw hour: per
 * campaign × keyword, the bids it made in search auctions, the wins, and the needed-CPC landscape — the same
 * buckets and the same rule as the campaign landscape (domain `neededCpc`, `landscapeBucket`). Like the campaign
 * counters (insight-counters.ts): one preallocated typed-array pool of 128-byte slots (the landscape as u16 that
 * wrap into a side map; the bids are its sum, the wins apart), found by the keyword's number in the keyword index (`AuctionBid.keywordNumber`) through an integer array — no
 * hash lookup, no string key and no allocation per bid. A keyword keeps its slot across flushes; {@link take}
 * zeroes the counts and frees the slots of keywords that bid nothing since the last take. Keyword numbers are
 * reused after a campaign's keywords are removed: a slot holds its keyword's id, and a bid under the same number
 * with another id (compared by reference first) sets the old keyword's counts aside as rows before counting.
 * Nothing here touches the database: the flush (auction-insight.ts) takes the rows with {@link pieces}.
 */
export class KeywordInsightCounters implements KeywordInsightProbe {
  /** The pool: {@link LAND} u16 landscape buckets per slot. */
  #landscape = new Uint16Array(INITIAL_SLOTS * LAND);
  /** Per slot: the bids that won. */
  #won = new Uint32Array(INITIAL_SLOTS);
  /** Landscape index (in {@link #landscape}) → counts beyond the u16 (multiples of 65,536): wraps, rare. */
  #wrapped = new Map<number, number>();
  /** Keyword number → its slot, −1 = none. */
  #slotOf = new Int32Array(INITIAL_SLOTS).fill(-1);
  /** Per slot: its keyword's number, id and campaign id (number −1 = free). */
  #numbers = new Int32Array(INITIAL_SLOTS).fill(-1);
  #keywordIds: Array<string | undefined> = [];
  #campaignIds: string[] = [];
  #free: number[] = [];
  /** Slots ever used (the pool's high-water mark). */
  #used = 0;
  readonly #clock = new HourClock();
  /** Rows of hours already over (and of keywords whose number was reused), waiting for the next flush. */
  #closed: KeywordInsightRow[] = [];
  readonly #closeHour = () => this.#drain(this.#closed);

  /** Starts an auctions request at `nowMs` (ms since the epoch): moves to a new Warsaw hour when it has begun. */
  begin(nowMs: number): void {
    this.#clock.begin(nowMs, this.#closeHour);
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    this.#count(bids, winners, null, slots, reservePrice);
  }

  /**
   * {@link settle} with each bid's landscape bucket given (`buckets[i]` for `bids[i]`: the campaign counters'
   * `bucketsOf`, the same domain `neededCpc` rule), so the keyword counts cost a slot lookup and an increment per bid.
   */
  settleWith(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], buckets: Uint8Array): void {
    this.#count(bids, winners, buckets, 0, 0);
  }

  #count(
    bids: readonly AuctionBid[],
    winners: readonly AuctionWinner[],
    buckets: Uint8Array | null,
    slots: number,
    reservePrice: Grosze,
  ): void {
    for (let k = 0; k < winners.length; k++) {
      const bid = winners[k]!.bid;
      if (bid.keywordNumber !== undefined) this.#won[this.#slot(bid, bid.keywordNumber)]! += 1;
    }
    for (let b = 0; b < bids.length; b++) {
      const bid = bids[b]!;
      const number = bid.keywordNumber;
      if (number === undefined) continue;
      const bucket = buckets !== null ? buckets[b]! : bucketOf(neededCpc(bid, winners, slots, reservePrice));
      const at = this.#slot(bid, number) * LAND + place(bucket);
      landscapeAdd(this.#landscape, this.#wrapped, at);
    }
  }

  /** Every count so far (hours over and the current one) as rows; zeroes the counts and frees the slots unused since the last take. */
  take(): KeywordInsightRow[] {
    const rows = this.#closed;
    this.#closed = [];
    this.#drain(rows);
    return rows;
  }

  /**
   * {@link take} in pieces of at most `maxRows` rows, taken one at a time between the flush's writes (as the campaign
   * counters' `pieces`: each count is taken exactly once; a piece may be empty).
   */
  *pieces(maxRows: number): Generator<KeywordInsightRow[], void, undefined> {
    const closed = this.#closed;
    this.#closed = [];
    for (let i = 0; i < closed.length; i += maxRows) yield closed.slice(i, i + maxRows);
    let rows: KeywordInsightRow[] = [];
    let walked = 0;
    for (let s = 0; s < this.#used; s++) {
      this.#drainSlot(s, rows);
      if (rows.length >= maxRows || ++walked >= maxRows * WALK_PER_ROW) {
        yield rows;
        rows = [];
        walked = 0;
      }
    }
    if (rows.length > 0) yield rows;
  }

  /** The slot of keyword number `number` (the keyword of `bid`): its own, else a new one. */
  #slot(bid: AuctionBid, number: number): number {
    const slot = number < this.#slotOf.length ? this.#slotOf[number]! : -1;
    if (slot >= 0 && this.#keywordIds[slot] === bid.keywordId) return slot;
    return this.#assign(bid, number, slot);
  }

  /** Gives keyword number `number` a slot for `bid`'s keyword; `held` is the number's slot (−1 = none), set aside when another keyword's. */
  #assign(bid: AuctionBid, number: number, held: number): number {
    if (held >= 0) {
      // The number was freed and given to another keyword since: the old keyword's counts become rows now.
      this.#rowOf(held, this.#closed);
      this.#landscape.fill(0, held * LAND, (held + 1) * LAND);
      this.#won[held] = 0;
      for (let b = 0; b < LANDSCAPE_BUCKETS && this.#wrapped.size > 0; b++) this.#wrapped.delete(held * LAND + place(b));
      this.#keywordIds[held] = bid.keywordId;
      this.#campaignIds[held] = bid.campaignId;
      return held;
    }
    let slot = this.#free.pop();
    if (slot === undefined) {
      slot = this.#used++;
      if (slot === this.#won.length) this.#growPool();
    }
    while (number >= this.#slotOf.length) this.#slotOf = grownInt32(this.#slotOf);
    this.#slotOf[number] = slot;
    this.#numbers[slot] = number;
    this.#keywordIds[slot] = bid.keywordId;
    this.#campaignIds[slot] = bid.campaignId;
    return slot;
  }

  #growPool(): void {
    const landscape = new Uint16Array(this.#landscape.length * 2);
    landscape.set(this.#landscape);
    this.#landscape = landscape;
    const won = new Uint32Array(this.#won.length * 2);
    won.set(this.#won);
    this.#won = won;
    this.#numbers = grownInt32(this.#numbers);
  }

  /** Appends the rows of the counts so far to `rows`, zeroes them, and frees the slots that counted nothing. */
  #drain(rows: KeywordInsightRow[]): void {
    for (let s = 0; s < this.#used; s++) this.#drainSlot(s, rows);
  }

  /** Drains slot `s` into `rows`: its row, zeroed after; freed when it counted nothing. */
  #drainSlot(s: number, rows: KeywordInsightRow[]): void {
    const number = this.#numbers[s]!;
    if (number < 0) return;
    if (this.#rowOf(s, rows)) {
      this.#landscape.fill(0, s * LAND, (s + 1) * LAND);
      this.#won[s] = 0;
      for (let b = 0; b < LANDSCAPE_BUCKETS && this.#wrapped.size > 0; b++) this.#wrapped.delete(s * LAND + place(b));
      return;
    }
    this.#slotOf[number] = -1;
    this.#numbers[s] = -1;
    this.#keywordIds[s] = undefined;
    this.#won[s] = 0;
    this.#free.push(s);
  }

  /** Appends slot `s`'s row to `rows` when it counted a bid; whether it did. */
  #rowOf(s: number, rows: KeywordInsightRow[]): boolean {
    const from = s * LAND;
    let any = 0;
    for (let i = from; i < from + LAND; i++) any |= this.#landscape[i]!;
    if (any === 0 && this.#wrapped.size === 0) return false;
    const landscape = landscapeOf(this.#landscape, this.#wrapped, from, place);
    let bids = 0;
    for (let b = 0; b < LANDSCAPE_BUCKETS; b++) bids += landscape[b]!;
    if (bids === 0) return false;
    rows.push({
      campaignId: this.#campaignIds[s]!,
      keywordId: this.#keywordIds[s]!,
      day: this.#clock.day,
      hour: this.#clock.hour,
      bids,
      won: this.#won[s]!,
      landscape,
    });
    return true;
  }
}

/** A copy of `a` twice as long, the new half −1. */
function grownInt32(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2).fill(-1);
  b.set(a);
  return b;
}
