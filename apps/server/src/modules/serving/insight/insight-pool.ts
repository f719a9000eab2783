import { landscapeBucket, LANDSCAPE_BUCKETS, warsawDay, warsawLocalHour, type Day, type Grosze } from '@ads/domain';

/**
 * What the campaign and keyword insight counters share (docs/auction-insight.md "Counting"): the Warsaw hour they
 * count in, the landscape bucket of a needed CPC without a logarithm, and landscape buckets kept as u16 that wrap.
 */

/** Needed CPCs (whole grosze) below this take their bucket from a table of domain `landscapeBucket` (no logarithm per bid). */
const TABLED = 0x1_0000;
const BUCKET_OF = Uint8Array.from({ length: TABLED }, (_, cpc) => landscapeBucket(cpc));

/** Domain `landscapeBucket` of a needed CPC, grosze. */
export function bucketOf(cpc: Grosze): number {
  return cpc >= 0 && cpc < TABLED && (cpc | 0) === cpc ? BUCKET_OF[cpc]! : landscapeBucket(cpc);
}

/** A landscape bucket is a u16 that wraps; each wrap adds 65,536 to the bucket in a side map. */
const WRAP = 0x1_0000;

/**
 * Adds one to the landscape bucket at u16 index `at` of `landscape`; a wrap past 65,535 adds 65,536 to `wrapped`
 * (u16 index → the counts beyond the u16), so counts stay exact.
 */
export function landscapeAdd(landscape: Uint16Array, wrapped: Map<number, number>, at: number): void {
  const v = (landscape[at]! + 1) & 0xffff;
  landscape[at] = v;
  if (v === 0) wrapped.set(at, (wrapped.get(at) ?? 0) + WRAP);
}

/**
 * A landscape as {@link LANDSCAPE_BUCKETS} counts (u16 plus its wraps): bucket b is at u16 index `from + place(b)`
 * of `landscape`.
 */
export function landscapeOf(landscape: Uint16Array, wrapped: Map<number, number>, from: number, place: (b: number) => number): number[] {
  const histogram = new Array<number>(LANDSCAPE_BUCKETS);
  for (let b = 0; b < LANDSCAPE_BUCKETS; b++) histogram[b] = landscape[from + place(b)]!;
  if (wrapped.size > 0) for (let b = 0; b < LANDSCAPE_BUCKETS; b++) histogram[b]! += wrapped.get(from + place(b)) ?? 0;
  return histogram;
}

/**
 * Slots a counters pool's `pieces` walks per row it may return before it yields, even with no row found (an idle
 * slot costs a read).
 */
export const WALK_PER_ROW = 8;

const HOUR_MS = 3_600_000;

/**
 * The Warsaw hour a counters pool counts in. Warsaw is a whole number of hours off UTC, so a Warsaw hour is a UTC
 * hour: a request's instant is in the current hour when `nowMs − start` is under an hour (one compare of a
 * difference with 0 and an hour), and the repeated autumn hour adds into the same row.
 */
export class HourClock {
  #start = Number.NEGATIVE_INFINITY;
  /** Warsaw day and hour (0–23) of the current hour; the epoch's until the first {@link begin}. */
  day: Day = '1970-01-01';
  hour = 0;

  /**
   * Starts an auctions request at `nowMs` (ms since the epoch). When it is not in the current hour, first calls
   * `closeHour` (only after a first hour: the counts so far are the current hour's, {@link day} and {@link hour}
   * still name it), then moves to the hour of `nowMs`.
   */
  begin(nowMs: number, closeHour: () => void): void {
    const since = nowMs - this.#start;
    if (since >= 0 && since < HOUR_MS) return;
    if (this.#start !== Number.NEGATIVE_INFINITY) closeHour();
    this.#start = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    this.day = warsawDay(nowMs);
    this.hour = warsawLocalHour(nowMs);
  }
}
