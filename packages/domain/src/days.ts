import { TZDate } from '@date-fns/tz';
import { addDays, isValid, parseISO, startOfDay } from 'date-fns';

/**
 * Calendar days of the product are Europe/Warsaw days (docs/conventions.md "Days"): daily budgets reset,
 * statistics group and invoices close at Warsaw midnight, correct across DST changes.
 * A day is written as ISO `YYYY-MM-DD`.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

/** A Europe/Warsaw calendar day, `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Date's calendar day as `YYYY-MM-DD`, in its own time zone (local, or a TZDate's zone): what date-fns
 * `format(date, 'yyyy-MM-dd')` writes, without format's locale machinery (which would weigh on the web
 * app's first screen, docs/web-performance.md). An Invalid Date gives `NaN-NaN-NaN`; callers pass valid dates.
 */
function ymd(date: Date): Day {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

const HOUR_MS = 3_600_000;
/**
 * Since 1922-06-01 Europe/Warsaw has been a whole number of hours off UTC (+1 or +2; IANA tz database, `europe`
 * file), so a Warsaw midnight is the start of a UTC hour and every instant of one UTC hour lies in one Warsaw day.
 */
const WHOLE_HOUR_OFFSETS_FROM_MS = Date.UTC(1922, 5, 1);
/** UTC hours (ms / 1 h, floored) whose Warsaw day {@link warsawDay} remembers: a few days' worth, then forgotten at once. */
const REMEMBERED_HOURS = 96;
const dayOfHour = new Map<number, Day>();

/**
 * The Europe/Warsaw day that contains the instant `at` (a Date or ms since the epoch). Each UTC hour's day is worked
 * out once (a `TZDate` costs ~6 µs, and every click needs two) and remembered for the last {@link REMEMBERED_HOURS}
 * hours asked; instants before 1922-06-01, and an invalid date, are worked out each time.
 */
export function warsawDay(at: Date | number): Day {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!(ms >= WHOLE_HOUR_OFFSETS_FROM_MS)) return ymd(new TZDate(ms, BUSINESS_TIME_ZONE));
  const hour = Math.floor(ms / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    day = ymd(new TZDate(hour * HOUR_MS, BUSINESS_TIME_ZONE));
    if (dayOfHour.size >= REMEMBERED_HOURS) dayOfHour.clear();
    dayOfHour.set(hour, day);
  }
  return day;
}

/** The UTC instant at which Warsaw day `day` begins (23:00 or 22:00 UTC the day before). */
export function warsawDayStart(day: Day): Date {
  assertDay(day);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(startOfDay(new TZDate(y, m - 1, d, BUSINESS_TIME_ZONE)).getTime());
}

/** The UTC instant at which Warsaw day `day` ends (exclusive): the start of the next day. */
export function warsawDayEnd(day: Day): Date {
  return warsawDayStart(addDaysToDay(day, 1));
}

/** `day` plus `n` calendar days (n may be negative). */
export function addDaysToDay(day: Day, n: number): Day {
  assertDay(day);
  return ymd(addDays(parseISO(day), n));
}

/** Every day from `from` to `to`, both included, ascending. Empty when `to` is before `from`. */
export function daysBetween(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let d = from; d <= to; d = addDaysToDay(d, 1)) out.push(d);
  return out;
}

/** True for a well-formed existing calendar day. */
export function isDay(value: string): value is Day {
  if (!DAY.test(value)) return false;
  const parsed = parseISO(value);
  // parseISO gives an Invalid Date for e.g. 2026-02-30.
  return isValid(parsed) && ymd(parsed) === value;
}

function assertDay(value: string): void {
  if (!isDay(value)) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${value}`);
}

/**
 * A {@link warsawDay} with a one-entry cache of the current day's bounds, for hot paths (every auction
 * asks for today): while instants stay within the cached Warsaw day the answer costs a comparison, not
 * a time-zone conversion (37 µs per call before). Correct across midnight and DST changes:
 * an instant outside the cached [start, end) recomputes.
 * @returns a function from an instant (ms since the epoch) to its Warsaw day.
 */
export function warsawDayCache(): (atMs: number) => Day {
  let day: Day = '';
  let startMs = 0;
  let endMs = 0;
  return (atMs) => {
    if (atMs >= startMs && atMs < endMs) return day;
    day = warsawDay(atMs);
    startMs = warsawDayStart(day).getTime();
    endMs = warsawDayEnd(day).getTime();
    return day;
  };
}
