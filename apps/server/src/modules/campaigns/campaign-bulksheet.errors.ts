import {
  campaignIssueMessage,
  CAMPAIGN_ISSUE_TYPES,
  ERROR_CATALOGUE,
  keywordIssueMessage,
  type CampaignIssue,
  type CampaignIssueCode,
  type KeywordIssue,
  type KeywordIssueCode,
} from '@ads/domain';
import type { BulksheetColumn } from './campaign-bulksheet.format';

/**
 * The codes of a bulksheet's own rules (docs/bulksheets.md "API"): reading a cell, and the upload's rules
 * beyond the domain's. Params (strings or integers) are listed beside each code.
 */
export const BULKSHEET_ROW_CODES = [
  /** allowed: the row types, comma-separated. */
  'ROW_TYPE_UNKNOWN',
  'CAMPAIGN_ID_INVALID',
  /** allowed: the values, comma-separated. */
  'VALUE_NOT_ALLOWED',
  'AMOUNT_INVALID',
  'DAY_INVALID',
  /** rowType: the row's type. */
  'TEXT_REQUIRED',
  'TEXT_INVALID',
  'VERSION_INVALID',
  /** firstRow: the campaign's earlier Campaign row. */
  'CAMPAIGN_ROW_DUPLICATE',
  /** campaignId. */
  'CAMPAIGN_NOT_FOUND',
  'CAMPAIGN_ROW_MISSING',
  /** fileVersion, currentVersion. */
  'VERSION_STALE',
  'MAX_CPC_REQUIRED',
  'START_DATE_LOCKED',
  'END_DATE_PAST',
  'NAME_NOT_UNIQUE',
  /** sku. */
  'SKU_NOT_IN_INVENTORY',
  'CAMPAIGN_ARCHIVED',
  /** count, max: the negative keyword list's count rule (KEYWORDS_TOO_MANY is the keyword list's). */
  'NEGATIVE_KEYWORDS_TOO_MANY',
] as const;
export type BulksheetRowCode = (typeof BULKSHEET_ROW_CODES)[number];

/** Every code a row error may carry: the domain's campaign and keyword rule codes, then the bulksheet's own. */
export type RowErrorCode = CampaignIssueCode | KeywordIssueCode | BulksheetRowCode;
const KEYWORD_CODES: readonly KeywordIssueCode[] = [
  'KEYWORDS_TOO_MANY',
  'KEYWORD_EMPTY',
  'KEYWORD_TOO_LONG',
  'KEYWORD_TOO_MANY_WORDS',
  'KEYWORD_DUPLICATE',
  'KEYWORD_BID_RANGE',
  'NEGATIVE_MATCH_TYPE',
];
export const ROW_ERROR_CODES: readonly RowErrorCode[] = [
  ...(Object.keys(CAMPAIGN_ISSUE_TYPES) as CampaignIssueCode[]),
  ...KEYWORD_CODES,
  ...BULKSHEET_ROW_CODES,
];

export type RowErrorParams = Readonly<Record<string, string | number>>;

/**
 * One row's error: 1-based row number of the file (the header is 1), the column's header (null: the whole
 * row), the rule's code and params (money in grosze), and the English message for API clients. Screens
 * choose their words by `code` (docs/bulksheets.md "API").
 */
export interface RowError {
  row: number;
  column: BulksheetColumn | null;
  code: RowErrorCode;
  params: RowErrorParams;
  message: string;
}

const s = (v: string | number | null | undefined) => String(v ?? '');

/** The English message of a bulksheet rule; `column` is the cell's header, named in some messages. */
function bulksheetMessage(code: BulksheetRowCode, column: BulksheetColumn | null, p: RowErrorParams): string {
  switch (code) {
    case 'ROW_TYPE_UNKNOWN':
      return `Row type must be one of ${s(p.allowed)}.`;
    case 'CAMPAIGN_ID_INVALID':
      return 'Campaign ID must be the id of one of the account’s campaigns (a UUID).';
    case 'VALUE_NOT_ALLOWED':
      return `${s(column)} must be one of ${s(p.allowed)}.`;
    case 'AMOUNT_INVALID':
      return `${s(column)} must be an amount in PLN such as 12.50.`;
    case 'DAY_INVALID':
      return `${s(column)} must be a day written YYYY-MM-DD, such as 2026-12-31.`;
    case 'TEXT_REQUIRED':
      return `${s(column)} is required on a ${s(p.rowType)} row.`;
    case 'TEXT_INVALID':
      return `${s(column)} is not a valid text.`;
    case 'VERSION_INVALID':
      return 'Version must be the whole number of the downloaded bulksheet.';
    case 'CAMPAIGN_ROW_DUPLICATE':
      return `The campaign already has a Campaign row (row ${s(p.firstRow)}).`;
    case 'CAMPAIGN_NOT_FOUND':
      return `Campaign ${s(p.campaignId)} not found.`;
    case 'CAMPAIGN_ROW_MISSING':
      return 'This campaign has no readable Campaign row in the file.';
    case 'VERSION_STALE':
      return `${ERROR_CATALOGUE.ResourceOptimisticLockException.message} (version ${s(p.fileVersion)} in the file, ${s(p.currentVersion)} now)`;
    case 'MAX_CPC_REQUIRED':
      return 'Max CPC is required on a Campaign row.';
    case 'START_DATE_LOCKED':
      return 'The campaign has already started; its start date cannot change.';
    case 'END_DATE_PAST':
      return 'The end date cannot be in the past.';
    case 'NAME_NOT_UNIQUE':
      return ERROR_CATALOGUE.CampaignNameNotUniqueException.message;
    case 'SKU_NOT_IN_INVENTORY':
      return `Not in this account's inventory: ${s(p.sku)}`;
    case 'CAMPAIGN_ARCHIVED':
      return 'An archived campaign cannot be changed.';
    case 'NEGATIVE_KEYWORDS_TOO_MANY':
      return keywordIssueMessage({ field: 'NEGATIVE_KEYWORDS', code: 'KEYWORDS_TOO_MANY', params: p as Record<string, number> });
  }
}

/** A bulksheet rule's error with its English message. */
export function rowError(row: number, column: BulksheetColumn | null, code: BulksheetRowCode, params: RowErrorParams = {}): RowError {
  return { row, column, code, params, message: bulksheetMessage(code, column, params) };
}

/** A domain campaign rule's error (packages/domain/src/limits.ts): its code, numbers and the API's message. */
export function campaignRowError(row: number, column: BulksheetColumn, i: CampaignIssue): RowError {
  return { row, column, code: i.code, params: i.params, message: campaignIssueMessage(i) };
}

/**
 * A domain keyword rule's error (packages/domain/src/keyword-limits.ts), its params without the list index and
 * with a duplicate's earlier keyword as `firstRow` (its row in the file); the negative list's count rule gets
 * its own code, as its words differ.
 */
export function keywordRowError(row: number, column: BulksheetColumn, i: KeywordIssue): RowError {
  if (i.field === 'NEGATIVE_KEYWORDS' && i.code === 'KEYWORDS_TOO_MANY')
    return rowError(row, column, 'NEGATIVE_KEYWORDS_TOO_MANY', i.params);
  const message =
    i.code === 'KEYWORD_DUPLICATE' && i.params.firstRow !== undefined
      ? `${i.field === 'KEYWORDS' ? 'Keyword' : 'Negative keyword'} repeats row ${i.params.firstRow} with the same match type.`
      : keywordIssueMessage(i);
  return { row, column, code: i.code, params: i.params, message };
}
