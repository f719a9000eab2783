import { BUSINESS_TIME_ZONE, parsePln, type Day, type Grosze } from '@ads/domain';

/**
 * The one module that holds every `Intl` call of the web app (docs/conventions.md "Locale is infrastructure").
 * Locale pl-PL, currency PLN with 2 decimals, dates `DD.MM.YYYY`, date-times `HH:MM DD.MM.YYYY`
 * (docs/requirements.md §9), instants shown in Europe/Warsaw. Pages never format numbers or dates by hand.
 */
export const LOCALE = 'pl-PL';
export const CURRENCY = 'PLN';

/** Shown for a missing value (null, undefined, NaN). */
export const EMPTY_VALUE = '—';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal2 = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const moneyInput = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const dateParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function missing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || Number.isNaN(value);
}

/**
 * Money from integer grosze: 123456 → "1234,56 zł" (pl-PL groups from 5 digits: "12 345,67 zł").
 * Dividing by 100 happens only here, for display; stored and sent amounts stay grosze.
 */
export function formatMoney(grosze: Grosze | null | undefined): string {
  return missing(grosze) ? EMPTY_VALUE : money.format(grosze / 100);
}

/** A whole count (views, clicks, sales): 12345 → "12 345". */
export function formatNumber(value: number | null | undefined): string {
  return missing(value) ? EMPTY_VALUE : integer.format(value);
}

/** A ratio shown as a percentage with 2 decimals (CTR = clicks / views): 0.0123 → "1,23%". */
export function formatPercent(ratio: number | null | undefined): string {
  return missing(ratio) ? EMPTY_VALUE : percent.format(ratio);
}

/** Return on ad spend (revenue / cost) as a multiplier with 2 decimals: 3.5 → "3,50". */
export function formatRoas(roas: number | null | undefined): string {
  return missing(roas) ? EMPTY_VALUE : decimal2.format(roas);
}

/** Grosze as the text of a PLN input field, no grouping, no symbol: 2000 → "20,00". */
export function formatMoneyInput(grosze: Grosze | null | undefined): string {
  return missing(grosze) ? '' : moneyInput.format(grosze / 100);
}

/**
 * Parses what a user typed into a PLN field to grosze, half-up (domain `parsePln`). Accepts a comma or
 * a dot as decimal separator, spaces as thousands separators and a trailing "zł"/"PLN".
 * Returns null for empty or malformed text.
 */
export function parseMoneyInput(text: string): Grosze | null {
  const cleaned = text.replace(/\s|\u00a0|\u202f/g, '').replace(/(zł|pln)$/i, '');
  if (cleaned === '') return null;
  try {
    return parsePln(cleaned);
  } catch {
    return null;
  }
}

function parts(at: Date): Record<string, string> {
  return Object.fromEntries(dateParts.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * A calendar day as `DD.MM.YYYY`. A `YYYY-MM-DD` string is a Warsaw day and is rewritten without any
 * time-zone arithmetic; a Date is shown as its Warsaw day.
 */
export function formatDate(value: Day | Date | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${m[3]}.${m[2]}.${m[1]}` : EMPTY_VALUE;
  }
  if (Number.isNaN(value.getTime())) return EMPTY_VALUE;
  const p = parts(value);
  return `${p.day}.${p.month}.${p.year}`;
}

/** An instant (Date or ISO timestamp) as `HH:MM DD.MM.YYYY` in Europe/Warsaw (docs/requirements.md §9). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return EMPTY_VALUE;
  const p = parts(at);
  return `${p.hour}:${p.minute} ${p.day}.${p.month}.${p.year}`;
}

/** The time of day of an instant as `HH:MM` in Europe/Warsaw (docs/requirements.md §9 time format). */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return EMPTY_VALUE;
  const p = parts(at);
  return `${p.hour}:${p.minute}`;
}
