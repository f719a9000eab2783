import { addMonths, type BillingMonth } from './billing';

/** The raw event tables, partitioned by month (migration 0016). */
export type EventTable = 'impressions' | 'clicks' | 'purchases';

export const EVENT_TABLES: readonly EventTable[] = ['impressions', 'clicks', 'purchases'];

/**
 * Full months of impressions and purchases kept in the database before the current month: 13, so a
 * month can always be compared with the same month a year before (docs/statistics-scale.md "Raw events").
 * Statistics (stats_daily) are kept separately and are not affected.
 */
export const TRAFFIC_RETENTION_MONTHS = 13;

/**
 * Years the click ledger is kept after the end of the calendar year in which the VAT on its invoice
 * fell due: Ordynacja podatkowa art. 86 §1 (keep records until the tax liability is time-barred) with
 * art. 70 §1 (time-barred 5 years from the end of the calendar year in which the payment deadline passed).
 */
export const LEDGER_RETENTION_YEARS = 5;

/**
 * Months from a clicks partition's month (the auction month, bid_day) to the month in which the VAT
 * of the last invoice covering it falls due: a click of an auction in month M happens in M or M+1
 * (click window), M+1's clicks are invoiced in M+2, whose VAT is due on the 25th of M+3 (VAT act art. 103).
 */
const CLICKS_VAT_DUE_LAG_MONTHS = 3;

/**
 * The first month on which the partition `month` ('YYYY-MM') of `table` may be detached and archived,
 * ('YYYY-MM'), by the retention policy alone. Billing must also have closed every month its clicks
 * fall in (checked against billing_closes by the archive), and a later correction invoice restarts the
 * clock (`lastCorrectionMonth`: the month of the latest credit on those clicks, whose VAT is due the month after).
 */
export function firstArchivableMonth(table: EventTable, month: BillingMonth, lastCorrectionMonth?: BillingMonth): BillingMonth {
  if (table !== 'clicks') return addMonths(month, TRAFFIC_RETENTION_MONTHS + 1);
  let due = addMonths(month, CLICKS_VAT_DUE_LAG_MONTHS);
  if (lastCorrectionMonth && addMonths(lastCorrectionMonth, 1) > due) due = addMonths(lastCorrectionMonth, 1);
  const year = Number(due.slice(0, 4)) + LEDGER_RETENTION_YEARS + 1;
  return `${year}-01`;
}

/** Whether `month` of `table` is past its retention minimum in `currentMonth` (both 'YYYY-MM'). */
export function isPastRetention(
  table: EventTable,
  month: BillingMonth,
  currentMonth: BillingMonth,
  lastCorrectionMonth?: BillingMonth,
): boolean {
  return currentMonth >= firstArchivableMonth(table, month, lastCorrectionMonth);
}
