import { CAMPAIGN_ISSUE_TYPES, type CampaignIssueCode, type KeywordIssueCode } from '@ads/domain';
import type { TFunction } from 'i18next';
import type { bulksheets } from '@/lib/i18n/en/bulksheets';
import { issueMessage } from '../creator/creator-issues';
import { keywordIssueText } from '../creator/keyword-issues';
import type { BulksheetRowError } from '../api/bulksheets';

type BulksheetKey = keyof (typeof bulksheets)['bulksheets']['errors'];
const BULKSHEET_KEYS: Readonly<Record<BulksheetKey, true>> = {
  ROW_TYPE_UNKNOWN: true,
  CAMPAIGN_ID_INVALID: true,
  VALUE_NOT_ALLOWED: true,
  AMOUNT_INVALID: true,
  DAY_INVALID: true,
  TEXT_REQUIRED: true,
  TEXT_INVALID: true,
  VERSION_INVALID: true,
  CAMPAIGN_ROW_DUPLICATE: true,
  CAMPAIGN_NOT_FOUND: true,
  CAMPAIGN_ROW_MISSING: true,
  VERSION_STALE: true,
  MAX_CPC_REQUIRED: true,
  START_DATE_LOCKED: true,
  END_DATE_PAST: true,
  NAME_NOT_UNIQUE: true,
  SKU_NOT_IN_INVENTORY: true,
  CAMPAIGN_ARCHIVED: true,
  KEYWORD_DUPLICATE: true,
};
const KEYWORD_CODES: ReadonlySet<string> = new Set<KeywordIssueCode>([
  'KEYWORDS_TOO_MANY',
  'KEYWORD_EMPTY',
  'KEYWORD_TOO_LONG',
  'KEYWORD_TOO_MANY_WORDS',
  'KEYWORD_BID_RANGE',
  'NEGATIVE_MATCH_TYPE',
]);

const isBulksheetKey = (code: string): code is BulksheetKey => Object.hasOwn(BULKSHEET_KEYS, code);
const isCampaignCode = (code: string): code is CampaignIssueCode => Object.hasOwn(CAMPAIGN_ISSUE_TYPES, code);
const numbers = (params: BulksheetRowError['params']) =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, number] => typeof e[1] === 'number'));

/**
 * The on-screen message of a bulksheet row error, chosen by its `code` (docs/bulksheets.md "API"): the
 * creator's texts for the domain's campaign and keyword rules, the bulksheet's own otherwise. The file's
 * words in it (column headers, allowed values, SKUs) stay as in the file. A code this screen does not know
 * (a newer server) falls back to the server's English message.
 */
export function rowErrorText(e: BulksheetRowError, t: TFunction): string {
  const { code, params } = e;
  if (isBulksheetKey(code)) return t(`bulksheets.errors.${code}`, { ...params, column: e.column ?? '' });
  if (isCampaignCode(code)) return issueMessage({ field: 'NAME', code, params: numbers(params) }, t);
  if (code === 'NEGATIVE_KEYWORDS_TOO_MANY')
    return keywordIssueText({ field: 'NEGATIVE_KEYWORDS', code: 'KEYWORDS_TOO_MANY', params: numbers(params) }, t);
  if (KEYWORD_CODES.has(code)) return keywordIssueText({ field: 'KEYWORDS', code: code as KeywordIssueCode, params: numbers(params) }, t);
  return e.message;
}
