import { BUSINESS_TIME_ZONE, warsawDay, warsawDayEnd, warsawDayStart, type Day } from './days';
import type { Grosze } from './money';

/**
 * Pacing of daily budgets (docs/serving-scale.md "Pacing"). A STANDARD campaign spreads its daily budget over
 * the Europe/Warsaw day along the traffic curve: at an instant t it may bid only while
 * `spentToday ≤ dailyBudget × curveShareUntil(t) + allowance`. ACCELERATED = no pacing (bids
 * whenever the budget covers a click). Campaigns without a daily budget are not paced: there is
 * no daily amount to spread, and a total budget is spread by the advertiser's dates, not here.
 *
 * The budget itself stays a hard cap enforced when a click is charged (budget.ts); pacing only
 * decides whether a campaign takes part in an auction.
 */

/** How a campaign spends its daily budget. */
export type Delivery = 'STANDARD' | 'ACCELERATED';
export const DELIVERIES: readonly Delivery[] = ['STANDARD', 'ACCELERATED'];

/** Hours of a traffic curve: shares are per local (Warsaw) hour of the day, 0–23. */
export const CURVE_HOURS = 24;

/**
 * Share of a day's traffic per local hour 0–23 (sums to 1). The curve is applied on local time of
 * day, so a 23- or 25-hour DST day is handled by {@link warsawDayClock}: the day's elapsed fraction
 * is mapped onto local hours (the skipped/repeated hour is stretched or squeezed proportionally).
 */
export type TrafficCurve = readonly number[];

/**
 * Default curve of a fashion/e-commerce shop, shares per local hour (sums to 1): low at night
 * (0.4–0.8 % an hour 01:00–05:00), rising from 07:00 through the working day, a flat afternoon,
 * and an evening peak 19:00–22:00 (≈8 % an hour), falling after 23:00.
 * Source of the shape: the hour-of-day profile of the Open Bandit Dataset logs in data/obd/
 * (ZOZOTOWN, in its local time JST: minimum 03:00–05:00, peak 21:00–00:00), smoothed by hand and
 * with the peak moved two hours earlier — an assumption for a Polish shop, not a measurement.
 * Used until the product has learnt its own curve ({@link learnTrafficCurve}).
 */
export const DEFAULT_TRAFFIC_CURVE: TrafficCurve = normalise([
  // 00   01   02   03   04   05   06   07   08   09   10   11
  1.6, 0.8, 0.5, 0.4, 0.4, 0.6, 1.2, 2.2, 3.2, 4.0, 4.6, 5.0,
  // 12  13   14   15   16   17   18   19   20   21   22   23
  5.2, 5.2, 5.0, 5.0, 5.2, 5.6, 6.4, 7.4, 7.8, 7.6, 6.4, 3.7,
]);

/** Impressions of a learnt curve at which it fully replaces the default (fewer: blended). */
export const CURVE_FULL_CONFIDENCE_IMPRESSIONS = 20_000;

/** Extra spend a STANDARD campaign may run ahead of its pace, as a share of the daily budget. */
export const PACING_ALLOWANCE_SHARE = 0.02;

/** Impressions counted in one UTC hour (the `traffic_hourly` table). */
export interface HourlyImpressions {
  /** Start of the hour, a UTC instant. */
  hour: Date;
  impressions: number;
}

/**
 * Learns the curve from the product's own impressions per hour (any number of days; each hour is
 * placed on its Warsaw local hour of day). With few impressions the learnt shares are blended with
 * `fallback`: weight = min(1, total / fullConfidence). A learnt hour with no traffic keeps a small
 * floor (the fallback's share × (1 − weight), at least 0.1 % of the day) so a campaign is never
 * frozen for a whole hour by a gap in the history.
 * @returns a curve of {@link CURVE_HOURS} shares summing to 1.
 */
export function learnTrafficCurve(
  hourly: readonly HourlyImpressions[],
  fallback: TrafficCurve = DEFAULT_TRAFFIC_CURVE,
  fullConfidence = CURVE_FULL_CONFIDENCE_IMPRESSIONS,
): TrafficCurve {
  const counts = new Array<number>(CURVE_HOURS).fill(0);
  let total = 0;
  for (const h of hourly) {
    if (!(h.impressions > 0)) continue;
    counts[warsawLocalHour(h.hour)]! += h.impressions;
    total += h.impressions;
  }
  if (total === 0) return fallback;
  const weight = Math.min(1, total / fullConfidence);
  return normalise(counts.map((c, i) => Math.max(weight * (c / total) + (1 - weight) * fallback[i]!, 0.001)));
}

/**
 * Cumulative shares of a curve: `cumulative[i]` = share of the day's traffic before local hour i
 * (cumulative[0] = 0, cumulative[24] = 1). Precompute once per curve; {@link curveShareUntil} is O(1).
 */
export function cumulativeCurve(curve: TrafficCurve): Float64Array {
  if (curve.length !== CURVE_HOURS) throw new RangeError(`a traffic curve has ${CURVE_HOURS} hourly shares`);
  const out = new Float64Array(CURVE_HOURS + 1);
  for (let i = 0; i < CURVE_HOURS; i++) out[i + 1] = out[i]! + curve[i]!;
  const sum = out[CURVE_HOURS]!;
  for (let i = 1; i <= CURVE_HOURS; i++) out[i] = out[i]! / sum;
  return out;
}

/** Share of the day's traffic before `dayFraction` (0 = local midnight, 1 = next midnight), linear within an hour. */
export function curveShareUntil(cumulative: Float64Array, dayFraction: number): number {
  const x = Math.min(Math.max(dayFraction, 0), 1) * CURVE_HOURS;
  const h = Math.min(Math.floor(x), CURVE_HOURS - 1);
  return cumulative[h]! + (cumulative[h + 1]! - cumulative[h]!) * (x - h);
}

/** Inverse of {@link curveShareUntil}: the least day fraction (0–1) by which `share` of the day's traffic has passed. */
export function curveFractionAt(cumulative: Float64Array, share: number): number {
  if (share <= 0) return 0;
  if (share >= 1) return 1;
  let h = 0;
  while (h < CURVE_HOURS - 1 && cumulative[h + 1]! < share) h++;
  const width = cumulative[h + 1]! - cumulative[h]!;
  return (h + (width > 0 ? (share - cumulative[h]!) / width : 0)) / CURVE_HOURS;
}

/** A campaign's daily pacing figures (grosze). */
export interface PacingInput {
  delivery: Delivery;
  /** Daily budget, grosze; null = none (not paced). */
  dailyBudget: Grosze | null;
  /** Charged today (Warsaw day), grosze. */
  spentToday: Grosze;
}

/** Spend a STANDARD campaign may have reached by the curve share `share` (0–1): budget × share + allowance, grosze. */
export function pacedSpend(dailyBudget: Grosze, share: number): Grosze {
  return Math.floor(dailyBudget * (share + PACING_ALLOWANCE_SHARE));
}

/**
 * True when the campaign may bid now. STANDARD with a daily budget: `spentToday ≤ pacedSpend(budget, share)`;
 * once a click is won spend may exceed the pace by at most one max CPC, and by the end of the day
 * (share 1) the pace is above the budget, so the hard budget cap decides: the day ends at the budget
 * when traffic allows. ACCELERATED or no daily budget: always true.
 * @param share curve share of the day elapsed now ({@link curveShareUntil}).
 */
export function pacingAllows(c: PacingInput, share: number): boolean {
  if (c.delivery === 'ACCELERATED' || c.dailyBudget === null) return true;
  return c.spentToday <= pacedSpend(c.dailyBudget, share);
}

/** A Warsaw day's boundaries, computed once per day (date math is too slow per auction). */
export interface WarsawDayClock {
  day: Day;
  /** UTC ms of the day's start and end (exclusive); end − start is 23, 24 or 25 hours. */
  startMs: number;
  endMs: number;
}

/** The Warsaw day containing `atMs` and its start/end, UTC ms. */
export function warsawDayClock(atMs: number): WarsawDayClock {
  const day = warsawDay(atMs);
  return { day, startMs: warsawDayStart(day).getTime(), endMs: warsawDayEnd(day).getTime() };
}

/** Fraction of `clock`'s day elapsed at `atMs` (0–1); DST days are stretched/squeezed onto 24 local hours. */
export function dayFraction(clock: WarsawDayClock, atMs: number): number {
  return Math.min(Math.max((atMs - clock.startMs) / (clock.endMs - clock.startMs), 0), 1);
}

/**
 * Pacing of one process: the curve's cumulative shares and the current day's clock, refreshed when
 * `now` leaves the day. `share(nowMs)` is a few arithmetic operations (no date parsing) — it runs
 * once per auction; `pacingAllows` then runs per candidate.
 */
export class PacingClock {
  #cumulative: Float64Array;
  #clock: WarsawDayClock | null = null;

  constructor(curve: TrafficCurve = DEFAULT_TRAFFIC_CURVE) {
    this.#cumulative = cumulativeCurve(curve);
  }

  setCurve(curve: TrafficCurve): void {
    this.#cumulative = cumulativeCurve(curve);
  }

  /** Curve share of today's traffic before `nowMs` (UTC ms), 0–1. */
  share(nowMs: number): number {
    return curveShareUntil(this.#cumulative, dayFraction(this.#clockAt(nowMs), nowMs));
  }

  /**
   * When a STANDARD campaign held back by its pace may bid again today: the first instant at or after
   * `nowMs` whose pace covers `spentToday` (`pacedSpend(dailyBudget, share) ≥ spentToday`), UTC ms.
   * At the end of the day the pace is above the budget, so there always is one (≤ the day's end).
   */
  resumesAt(nowMs: number, dailyBudget: Grosze, spentToday: Grosze): number {
    const clock = this.#clockAt(nowMs);
    const needed = spentToday / dailyBudget - PACING_ALLOWANCE_SHARE;
    if (needed <= this.share(nowMs)) return nowMs;
    const fraction = curveFractionAt(this.#cumulative, needed);
    return Math.min(clock.endMs, Math.max(nowMs, Math.ceil(clock.startMs + fraction * (clock.endMs - clock.startMs))));
  }

  #clockAt(nowMs: number): WarsawDayClock {
    let clock = this.#clock;
    if (!clock || nowMs < clock.startMs || nowMs >= clock.endMs) clock = this.#clock = warsawDayClock(nowMs);
    return clock;
  }
}

/** Warsaw local hour (0–23) of the instant `at`. */
export function warsawLocalHour(at: Date | number): number {
  return Number(HOUR_FORMAT.format(at)) % CURVE_HOURS;
}

const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

function normalise(values: readonly number[]): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / sum);
}
