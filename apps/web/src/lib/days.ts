import { addDaysToDay, warsawDay, type Day } from '@ads/domain';
import { format, isValid, parseISO } from 'date-fns';

/**
 * Conversions between date-picker values and Europe/Warsaw days (`YYYY-MM-DD`, the API's day format).
 * A picker value is a local `Date` at midnight of the chosen calendar day: only its calendar date
 * counts, so no time-zone arithmetic is applied.
 */
export function dateToDay(date: Date): Day {
  return format(date, 'yyyy-MM-dd');
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
