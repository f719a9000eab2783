import { addDaysToDay, warsawDay, type Day } from '@ads/domain';
import { isValid, parseISO } from 'date-fns';

/**
 * Conversions between date-picker values and Europe/Warsaw days (`YYYY-MM-DD`, the API's day format).
 * A picker value is a local `Date` at midnight of the chosen calendar day: only its calendar date
 * counts, so no time-zone arithmetic is applied.
 */
export function dateToDay(date: Date): Day {
  return localDateParts(date).join('-');
}

/**
 * A valid Date's local calendar date as `[YYYY, MM, DD]`, zero-padded (what date-fns `format` writes for
 * `yyyy`, `MM`, `dd`, without its locale data in the first screen's chunk, docs/web-performance.md).
 * @throws RangeError for an invalid Date (as `format` does).
 */
export function localDateParts(date: Date): [string, string, string] {
  if (!isValid(date)) throw new RangeError('Invalid time value');
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1, 2), pad(date.getDate(), 2)];
}

/** The local-midnight Date of a day, for a date picker. Null for anything that is not a day. */
export function dayToDate(day: Day | null | undefined): Date | null {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

/** Today in Europe/Warsaw. */
export function todayInWarsaw(now: Date = new Date()): Day {
  return warsawDay(now);
}

export { addDaysToDay };
