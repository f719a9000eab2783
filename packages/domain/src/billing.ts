import { addDaysToDay, type Day } from './days';
import { divideHalfUp, type Grosze } from './money';
import { normalizeTaxId } from './tax-id';

/**
 * Billing rules (terms in docs/requirements.md §1, §9): advertisers are billed per Europe/Warsaw calendar
 * month in PLN; the invoice is issued within 5 days after the month ends and is payable within 15
 * days of issue. Money is integer grosze, VAT is rounded half-up to the grosz on the invoice total
 * (Polish VAT Act art. 106e ust. 10–11: the tax is computed from the sum of net values per rate).
 */

/** A billing period: a Europe/Warsaw calendar month, `YYYY-MM`. */
export type BillingMonth = string;

/** Polish standard VAT rate, percent (VAT Act art. 41 ust. 1 with art. 146ef). */
export const VAT_RATE_PERCENT = 23;
/** Days after the month's last day by which the invoice must be issued (docs/requirements.md §9 "5 days invoice"). */
export const INVOICE_ISSUE_WINDOW_DAYS = 5;
/** Days from issue to due date (docs/requirements.md §9 "15 days payment"). */
export const PAYMENT_TERM_DAYS = 15;
/** An unpaid invoice shows as DUE from this many days before its due date. */
export const DUE_SOON_DAYS = 3;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a well-formed `YYYY-MM`. */
export function isBillingMonth(value: string): value is BillingMonth {
  return MONTH.test(value);
}

function assertMonth(month: string): [number, number] {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a billing month (YYYY-MM): ${month}`);
  return [Number(m[1]), Number(m[2])];
}

/** The month that contains Warsaw day `day`. */
export function monthOfDay(day: Day): BillingMonth {
  return day.slice(0, 7);
}

/** `month` plus `n` months (n may be negative). */
export function addMonths(month: BillingMonth, n: number): BillingMonth {
  const [y, m] = assertMonth(month);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last Warsaw day of `month`, both included. */
export function monthDays(month: BillingMonth): { first: Day; last: Day } {
  assertMonth(month);
  const first = `${month}-01`;
  return { first, last: addDaysToDay(`${addMonths(month, 1)}-01`, -1) };
}

/** Number of calendar days in `month` (28–31). */
export function daysInMonth(month: BillingMonth): number {
  return Number(monthDays(month).last.slice(8));
}

/**
 * The issue date of the invoice for `month`: `issueDay` days after its last day (1..5, docs/requirements.md §9
 * "issued within 5 days of period end"), and its due date 15 days after issue (docs/requirements.md §9).
 * @throws RangeError for an issue day outside 1..5.
 */
export function invoiceDates(month: BillingMonth, issueDay: number): { saleDate: Day; issueDate: Day; dueDate: Day } {
  if (!Number.isInteger(issueDay) || issueDay < 1 || issueDay > INVOICE_ISSUE_WINDOW_DAYS) {
    throw new RangeError(`issue day must be 1..${INVOICE_ISSUE_WINDOW_DAYS}: ${issueDay}`);
  }
  const { last } = monthDays(month);
  const issueDate = addDaysToDay(last, issueDay);
  return { saleDate: last, issueDate, dueDate: dueDateOf(issueDate) };
}

/** The due date of an invoice issued on `issueDate`: 15 days later (docs/requirements.md §9 "payable within 15 days"). */
export function dueDateOf(issueDate: Day): Day {
  return addDaysToDay(issueDate, PAYMENT_TERM_DAYS);
}

/** The month whose invoices are due to be issued on Warsaw day `today` or earlier: the month before. */
export function monthToClose(today: Day): BillingMonth {
  return addMonths(monthOfDay(today), -1);
}

/** How VAT applies to a buyer: Polish 23 %, or reverse charge for an EU VAT payer (VAT Act art. 28b). */
export type VatTreatment = 'PL23' | 'REVERSE_CHARGE';

/**
 * VAT treatment by the buyer's normalised tax id: a bare NIP or PL… id → 23 %; another EU VAT id →
 * reverse charge (the service is taxed where the business buyer is, VAT Act art. 28b; the invoice
 * says "odwrotne obciążenie").
 */
export function vatTreatment(taxId: string): VatTreatment {
  return /^\d{10}$/.test(taxId) || taxId.startsWith('PL') ? 'PL23' : 'REVERSE_CHARGE';
}

/** Net, VAT and gross of one invoice, grosze (negative on a correction that gives money back). */
export interface InvoiceTotals {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

/**
 * Totals of an invoice from its net sum: VAT = net × 23 % rounded half-up to the grosz (away from
 * zero for a negative correction), gross = net + VAT; reverse charge has no VAT.
 */
export function invoiceTotals(net: Grosze, treatment: VatTreatment = 'PL23'): InvoiceTotals {
  const vat = treatment === 'PL23' ? divideHalfUp(net * VAT_RATE_PERCENT, 100) : 0;
  return { net, vat, gross: net + vat };
}

/** Invoice series: VAT invoices FV, correction invoices KOR; each numbered from 1 every calendar year. */
export type InvoiceKind = 'INVOICE' | 'CORRECTION';

/** The invoice number, e.g. FV/2026/000042 or KOR/2026/000003 (continuous per series and issue year). */
export function invoiceNumber(kind: InvoiceKind, year: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`invoice sequence must be ≥ 1: ${seq}`);
  return `${kind === 'INVOICE' ? 'FV' : 'KOR'}/${year}/${String(seq).padStart(6, '0')}`;
}

/** What the advertiser and staff see of an invoice's payment. */
export type InvoiceStatus = 'ISSUED' | 'DUE' | 'PAID' | 'OVERDUE' | 'REFUND_DUE';

/**
 * Status on Warsaw day `today`: PAID once paid (for a refund correction: once the money went back); a
 * correction that gives money back (gross < 0) is REFUND_DUE until staff mark it paid — the seller
 * owes the buyer, so it is never "paid" by nature; a zero total owes nothing (PAID). Otherwise
 * OVERDUE after the due date, DUE within {@link DUE_SOON_DAYS} days of it (and on it), ISSUED before.
 */
export function invoiceStatus(inv: { dueDate: Day; paidAt: Date | null; gross: Grosze }, today: Day): InvoiceStatus {
  if (inv.paidAt || inv.gross === 0) return 'PAID';
  if (inv.gross < 0) return 'REFUND_DUE';
  if (today > inv.dueDate) return 'OVERDUE';
  if (today >= addDaysToDay(inv.dueDate, -DUE_SOON_DAYS)) return 'DUE';
  return 'ISSUED';
}

/**
 * Month-to-date spend projected over the whole month: spend ÷ days elapsed (today included) ×
 * days in the month, half-up. Equal to `spent` on the last day.
 */
export function projectMonthSpend(spent: Grosze, today: Day): Grosze {
  const month = monthOfDay(today);
  const elapsed = Number(today.slice(8));
  return divideHalfUp(spent * daysInMonth(month), elapsed);
}

/** A billing profile as entered: who the invoices are made out to. */
export interface BillingProfileInput {
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. PL. */
  countryCode: string;
  taxId: string;
}

/** Field → message of what is wrong with a billing profile, empty when it is fine. */
export function billingProfileProblems(p: BillingProfileInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!p.companyName.trim()) problems.COMPANY_NAME = 'Company name is required.';
  if (!p.street.trim()) problems.STREET = 'Street address is required.';
  if (!p.city.trim()) problems.CITY = 'City is required.';
  if (!/^[A-Z]{2}$/.test(p.countryCode)) problems.COUNTRY_CODE = 'Country must be a two-letter ISO code, e.g. PL.';
  if (p.countryCode === 'PL' && !/^\d{2}-\d{3}$/.test(p.postalCode.trim())) problems.POSTAL_CODE = 'Polish postal code is NN-NNN.';
  if (!p.postalCode.trim()) problems.POSTAL_CODE = 'Postal code is required.';
  const taxId = normalizeTaxId(p.taxId);
  if (!taxId) problems.TAX_ID = 'Tax id must be a valid NIP (10 digits with its checksum) or an EU VAT id.';
  else if (p.countryCode === 'PL' && vatTreatment(taxId) !== 'PL23') problems.TAX_ID = 'A Polish company needs its NIP.';
  else if (p.countryCode !== 'PL' && vatTreatment(taxId) === 'PL23')
    problems.TAX_ID = 'A foreign company needs its EU VAT id (country prefix).';
  return problems;
}
