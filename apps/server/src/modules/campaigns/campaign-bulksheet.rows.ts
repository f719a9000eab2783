import {
  groszeToDecimalString,
  isDay,
  isUuid,
  parsePln,
  plnNumberToGrosze,
  type Day,
  type Grosze,
  type KeywordMatchType,
} from '@ads/domain';
import { rowError, type BulksheetRowCode, type RowError, type RowErrorParams } from './campaign-bulksheet.errors';
import { ROW_TYPES, type BulksheetColumn, type Cell, type OutRow, type SheetRow } from './campaign-bulksheet.format';

/** A campaign of the account with everything a bulksheet shows (money in grosze, Warsaw days). */
export interface SheetCampaign {
  id: string;
  version: number;
  name: string;
  userStatus: string;
  dailyBudget: Grosze | null;
  totalBudget: Grosze | null;
  maxCpc: Grosze;
  startDate: Day;
  endDate: Day | null;
  delivery: string;
  spentTotal: Grosze;
  /** Sorted. */
  skus: string[];
  keywords: { text: string; normalized: string; matchType: KeywordMatchType; bid: Grosze | null }[];
  negativeKeywords: { text: string; normalized: string; matchType: 'EXACT' | 'PHRASE' }[];
}

export type { RowError } from './campaign-bulksheet.errors';

/** The settings of a Campaign row (money in grosze). */
export interface CampaignCells {
  version: number;
  name: string;
  userStatus: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  dailyBudget: Grosze | null;
  totalBudget: Grosze | null;
  maxCpc: Grosze | null;
  startDate: Day | null;
  endDate: Day | null;
  delivery: 'STANDARD' | 'ACCELERATED';
}

/** A data row once its cells are read; undefined parts failed (their errors are in the row's list). */
export type ParsedRow =
  | { type: 'Campaign'; row: number; campaignId: string; campaign: CampaignCells }
  | { type: 'SKU'; row: number; campaignId: string; sku: string }
  | { type: 'Keyword'; row: number; campaignId: string; text: string; matchType: KeywordMatchType; bid: Grosze | null }
  | { type: 'Negative keyword'; row: number; campaignId: string; text: string; matchType: string };

const USER_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
const DELIVERIES = ['STANDARD', 'ACCELERATED'] as const;
const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;
/** Longest SKU or keyword text taken (longer keywords still get the domain's length message). */
const MAX_TEXT = 500;
/** NUL and lone surrogates (PostgreSQL text refuses NUL; see http/schema.ts SafeText). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be caught
const UNSAFE = /[\u0000\uD800-\uDFFF]/u;

/** The download: per campaign its Campaign row, then its SKU, Keyword and Negative keyword rows. Money as PLN (decimal text for CSV, numbers for XLSX). */
export function campaignRows(campaigns: readonly SheetCampaign[], moneyAsNumber: boolean): OutRow[] {
  const money = (g: Grosze | null) => (g === null ? null : moneyAsNumber ? Number(groszeToDecimalString(g)) : groszeToDecimalString(g));
  const rows: OutRow[] = [];
  for (const c of campaigns) {
    const id = { 'Campaign ID': c.id };
    rows.push({
      'Row type': 'Campaign',
      ...id,
      Version: c.version,
      'Campaign name': c.name,
      Status: c.userStatus,
      'Daily budget (PLN)': money(c.dailyBudget),
      'Total budget (PLN)': money(c.totalBudget),
      'Max CPC (PLN)': money(c.maxCpc),
      'Start date': c.startDate,
      'End date': c.endDate,
      Delivery: c.delivery,
    });
    for (const sku of c.skus) rows.push({ 'Row type': 'SKU', ...id, SKU: sku });
    for (const k of c.keywords)
      rows.push({ 'Row type': 'Keyword', ...id, Keyword: k.text, 'Match type': k.matchType, 'Bid (PLN)': money(k.bid) });
    for (const k of c.negativeKeywords) rows.push({ 'Row type': 'Negative keyword', ...id, Keyword: k.text, 'Match type': k.matchType });
  }
  return rows;
}

/** Reads a row's cells into typed values; every unreadable cell adds one error. Returns undefined when the row is unusable. */
export function parseRow(r: SheetRow, errors: RowError[]): ParsedRow | undefined {
  const before = errors.length;
  const fail = (column: BulksheetColumn | null, code: BulksheetRowCode, params?: RowErrorParams) => {
    errors.push(rowError(r.row, column, code, params));
    return undefined;
  };
  const text = (c: BulksheetColumn) => {
    const v = r.cells[c];
    if (v === undefined || v === null) return '';
    return v instanceof Date ? dayOf(v) : String(v).trim();
  };
  const typeText = text('Row type');
  const type = ROW_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase());
  if (!type) return fail('Row type', 'ROW_TYPE_UNKNOWN', { allowed: ROW_TYPES.join(', ') });
  const campaignId = text('Campaign ID').toLowerCase();
  if (!isUuid(campaignId)) return fail('Campaign ID', 'CAMPAIGN_ID_INVALID');

  const oneOf = <T extends string>(c: BulksheetColumn, allowed: readonly T[]): T | undefined => {
    const v = text(c).toUpperCase();
    return allowed.find((a) => a === v) ?? fail(c, 'VALUE_NOT_ALLOWED', { allowed: allowed.join(', ') });
  };
  const money = (c: BulksheetColumn): Grosze | null | undefined => {
    const v = r.cells[c];
    if (v === undefined || v === null) return null;
    try {
      if (typeof v === 'number') return plnNumberToGrosze(v);
      if (typeof v === 'string') return parsePln(v);
    } catch {
      // reported below
    }
    return fail(c, 'AMOUNT_INVALID');
  };
  const day = (c: BulksheetColumn): Day | null | undefined => {
    const v = text(c);
    if (v === '') return null;
    return isDay(v) ? v : fail(c, 'DAY_INVALID');
  };
  const limited = (c: BulksheetColumn) => {
    const v = text(c);
    if (v === '') return fail(c, 'TEXT_REQUIRED', { rowType: type });
    return v.length > MAX_TEXT || UNSAFE.test(v) ? fail(c, 'TEXT_INVALID') : v;
  };

  switch (type) {
    case 'Campaign': {
      const versionText = text('Version');
      const version = /^\d{1,9}$/.test(versionText) ? Number(versionText) : fail('Version', 'VERSION_INVALID');
      const name = text('Campaign name');
      if (name.length > MAX_TEXT || UNSAFE.test(name)) fail('Campaign name', 'TEXT_INVALID');
      const campaign = {
        version,
        name,
        userStatus: oneOf('Status', USER_STATUSES),
        dailyBudget: money('Daily budget (PLN)'),
        totalBudget: money('Total budget (PLN)'),
        maxCpc: money('Max CPC (PLN)'),
        startDate: day('Start date'),
        endDate: day('End date'),
        delivery: text('Delivery') === '' ? 'STANDARD' : oneOf('Delivery', DELIVERIES),
      };
      if (errors.length > before) return undefined;
      return { type, row: r.row, campaignId, campaign: campaign as CampaignCells };
    }
    case 'SKU': {
      const sku = limited('SKU');
      return sku === undefined ? undefined : { type, row: r.row, campaignId, sku };
    }
    case 'Keyword':
    case 'Negative keyword': {
      const keyword = limited('Keyword');
      const matchText = text('Match type').toUpperCase();
      // A negative BROAD keyword is left for the domain rule (its message is the API's).
      const matchType =
        MATCH_TYPES.find((m) => m === matchText) ??
        fail('Match type', 'VALUE_NOT_ALLOWED', { allowed: (type === 'Keyword' ? MATCH_TYPES : MATCH_TYPES.slice(0, 2)).join(', ') });
      const bid = type === 'Keyword' ? money('Bid (PLN)') : null;
      if (keyword === undefined || matchType === undefined || bid === undefined) return undefined;
      return type === 'Keyword'
        ? { type, row: r.row, campaignId, text: keyword, matchType, bid }
        : { type, row: r.row, campaignId, text: keyword, matchType };
    }
  }
}

/** An XLSX date cell as its calendar day (ExcelJS reads dates as UTC midnight). */
function dayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A cell's text for messages. */
export function cellText(v: Cell | undefined): string {
  return v === undefined || v === null ? '' : v instanceof Date ? dayOf(v) : String(v);
}
