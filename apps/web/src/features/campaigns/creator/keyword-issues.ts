import {
  keywordIssues,
  type CampaignRequirements,
  type KeywordField,
  type KeywordInput,
  type KeywordIssue,
  type KeywordIssueCode,
  type KeywordRequirements,
  type NegativeKeywordInput,
} from '@ads/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

type ErrorKey =
  `keywords.errors.${'tooMany' | 'tooManyNegative' | 'empty' | 'tooLong' | 'tooManyWords' | 'duplicate' | 'bidRange' | 'negativeMatchType'}`;

const MESSAGES: Readonly<Record<Exclude<KeywordIssueCode, 'KEYWORDS_TOO_MANY'>, ErrorKey>> = {
  KEYWORD_EMPTY: 'keywords.errors.empty',
  KEYWORD_TOO_LONG: 'keywords.errors.tooLong',
  KEYWORD_TOO_MANY_WORDS: 'keywords.errors.tooManyWords',
  KEYWORD_DUPLICATE: 'keywords.errors.duplicate',
  KEYWORD_BID_RANGE: 'keywords.errors.bidRange',
  NEGATIVE_MATCH_TYPE: 'keywords.errors.negativeMatchType',
};

/**
 * The on-screen message of a domain keyword issue (packages/domain/src/keyword-limits.ts `KeywordIssueCode`), from the
 * i18n resources in English and Polish; bid bounds (grosze) shown as money.
 */
export function keywordIssueText(issue: KeywordIssue, t: TFunction): string {
  const p = issue.params;
  if (issue.code === 'KEYWORDS_TOO_MANY')
    return t(issue.field === 'KEYWORDS' ? 'keywords.errors.tooMany' : 'keywords.errors.tooManyNegative', { max: p.max });
  if (issue.code === 'KEYWORD_BID_RANGE') return t(MESSAGES.KEYWORD_BID_RANGE, { min: formatMoney(p.min), max: formatMoney(p.max) });
  return t(MESSAGES[issue.code], { max: p.max });
}

/**
 * Whether `candidate` may join `list` (docs/search-placements.md "Limits"): the domain's issues of the list with the
 * candidate appended, those about the candidate (its position) or about the count. Empty when it may.
 */
export function candidateIssues(
  list: readonly (KeywordInput | NegativeKeywordInput)[],
  candidate: KeywordInput | NegativeKeywordInput,
  field: KeywordField,
  req: KeywordRequirements,
  campaign: Pick<CampaignRequirements, 'maxCpc'>,
): KeywordIssue[] {
  const at = list.length;
  return keywordIssues([...list, candidate], field, req, campaign).filter((i) => i.params.index === undefined || i.params.index === at);
}
