import { DomainError } from './errors';
import { keywordTokens, normalizeKeyword, type KeywordMatchType, type NegativeMatchType } from './keywords';
import type { CampaignRequirements } from './limits';
import { groszeToDecimalString, type Grosze } from './money';

/**
 * Limits of a campaign's keywords (docs/search-placements.md "Limits"). The keyword bid range is the max CPC
 * range of {@link CampaignRequirements} (a keyword bid replaces the max CPC, so it obeys the same bounds).
 */
export interface KeywordRequirements {
  /** Keywords per campaign or draft. */
  maxKeywords: number;
  /** Negative keywords per campaign or draft. */
  maxNegativeKeywords: number;
  /** Characters of one keyword as entered, after trimming (Google Ads: 80). */
  maxLength: number;
  /** Words (tokens) of one keyword (Google Ads: 10). */
  maxWords: number;
}

export const DEFAULT_KEYWORD_REQUIREMENTS: KeywordRequirements = {
  maxKeywords: 1000,
  maxNegativeKeywords: 1000,
  maxLength: 80,
  maxWords: 10,
};

/** A keyword as the advertiser sends it. `bid` in grosze; null or absent = the campaign's max CPC. */
export interface KeywordInput {
  text: string;
  matchType: KeywordMatchType;
  bid?: Grosze | null;
}

/** A negative keyword as the advertiser sends it (EXACT or PHRASE). */
export interface NegativeKeywordInput {
  text: string;
  matchType: NegativeMatchType;
}

/** The field of a keyword issue (problem details `field`). */
export type KeywordField = 'KEYWORDS' | 'NEGATIVE_KEYWORDS';

export type KeywordIssueCode =
  | 'KEYWORDS_TOO_MANY'
  | 'KEYWORD_EMPTY'
  | 'KEYWORD_TOO_LONG'
  | 'KEYWORD_TOO_MANY_WORDS'
  | 'KEYWORD_DUPLICATE'
  | 'KEYWORD_BID_RANGE'
  | 'NEGATIVE_MATCH_TYPE';

/**
 * One broken keyword rule: the list it is about, the rule's code and its numbers. `params.index` is the
 * 0-based position of the keyword in the list sent (absent for KEYWORDS_TOO_MANY); `params.first` the
 * position of the earlier duplicate; `min`/`max` bounds (grosze for bids).
 */
export interface KeywordIssue {
  field: KeywordField;
  code: KeywordIssueCode;
  params: Readonly<Record<string, number>>;
}

/**
 * Every rule a keyword list or a negative keyword list breaks (docs/search-placements.md "Limits"), in list
 * order: the count first, then per keyword: no letter or digit, too long (characters after trimming), too many
 * words, a duplicate of an earlier one (same normalised text and match type), a bid outside the max CPC range;
 * for negatives a BROAD match type. Empty when valid.
 */
export function keywordIssues(
  list: readonly (KeywordInput | NegativeKeywordInput)[],
  field: KeywordField,
  req: KeywordRequirements,
  campaign: Pick<CampaignRequirements, 'maxCpc'>,
): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  const max = field === 'KEYWORDS' ? req.maxKeywords : req.maxNegativeKeywords;
  if (list.length > max) issues.push({ field, code: 'KEYWORDS_TOO_MANY', params: { count: list.length, max } });
  const seen = new Map<string, number>();
  list.forEach((k, index) => {
    const tokens = keywordTokens(k.text);
    const at = (code: KeywordIssueCode, params: Record<string, number> = {}) => issues.push({ field, code, params: { index, ...params } });
    if (tokens.length === 0) return at('KEYWORD_EMPTY');
    if (k.text.trim().length > req.maxLength) return at('KEYWORD_TOO_LONG', { max: req.maxLength });
    if (tokens.length > req.maxWords) return at('KEYWORD_TOO_MANY_WORDS', { max: req.maxWords });
    if (field === 'NEGATIVE_KEYWORDS' && (k.matchType as string) === 'BROAD') return at('NEGATIVE_MATCH_TYPE');
    const key = `${k.matchType} ${tokens.join(' ')}`;
    const first = seen.get(key);
    if (first !== undefined) return at('KEYWORD_DUPLICATE', { first });
    seen.set(key, index);
    const bid = 'bid' in k ? k.bid : null;
    if (bid !== null && bid !== undefined && (bid < campaign.maxCpc.minValue || bid > campaign.maxCpc.maxValue)) {
      at('KEYWORD_BID_RANGE', { min: campaign.maxCpc.minValue, max: campaign.maxCpc.maxValue });
    }
  });
  return issues;
}

/** The API's English detail for a keyword issue (problem details `detail`). */
export function keywordIssueMessage(i: KeywordIssue): string {
  const p = i.params;
  const what = i.field === 'KEYWORDS' ? 'Keyword' : 'Negative keyword';
  const n = p.index === undefined ? '' : ` ${p.index + 1}`;
  switch (i.code) {
    case 'KEYWORDS_TOO_MANY':
      return `At most ${p.max} ${i.field === 'KEYWORDS' ? 'keywords' : 'negative keywords'} per campaign (${p.count} sent).`;
    case 'KEYWORD_EMPTY':
      return `${what}${n} has no letters or digits.`;
    case 'KEYWORD_TOO_LONG':
      return `${what}${n} can have at most ${p.max} characters.`;
    case 'KEYWORD_TOO_MANY_WORDS':
      return `${what}${n} can have at most ${p.max} words.`;
    case 'KEYWORD_DUPLICATE':
      return `${what}${n} repeats ${what.toLowerCase()} ${p.first! + 1} with the same match type.`;
    case 'KEYWORD_BID_RANGE':
      return `${what}${n}: the bid must be between ${pln(p.min!)} and ${pln(p.max!)}.`;
    case 'NEGATIVE_MATCH_TYPE':
      return `${what}${n}: a negative keyword is EXACT or PHRASE.`;
  }
}

/** The DomainError the API answers a keyword issue with: ValidationException, its English detail and field. */
export function keywordIssueError(i: KeywordIssue): DomainError {
  return new DomainError('ValidationException', keywordIssueMessage(i), i.field);
}

/** A keyword ready to store: as entered (trimmed), normalised, match type, bid (grosze or null). */
export interface NormalizedKeyword {
  text: string;
  normalized: string;
  matchType: KeywordMatchType;
  bid: Grosze | null;
}

/** A negative keyword ready to store. */
export interface NormalizedNegativeKeyword {
  text: string;
  normalized: string;
  matchType: NegativeMatchType;
}

/**
 * Checks both lists and returns them ready to store (docs/search-placements.md "Limits").
 * @throws DomainError ValidationException (field KEYWORDS or NEGATIVE_KEYWORDS) for the first {@link keywordIssues}.
 */
export function validateKeywords(
  lists: { keywords?: readonly KeywordInput[]; negativeKeywords?: readonly NegativeKeywordInput[] },
  req: KeywordRequirements,
  campaign: Pick<CampaignRequirements, 'maxCpc'>,
): { keywords?: NormalizedKeyword[]; negativeKeywords?: NormalizedNegativeKeyword[] } {
  const [first] = [
    ...(lists.keywords ? keywordIssues(lists.keywords, 'KEYWORDS', req, campaign) : []),
    ...(lists.negativeKeywords ? keywordIssues(lists.negativeKeywords, 'NEGATIVE_KEYWORDS', req, campaign) : []),
  ];
  if (first) throw keywordIssueError(first);
  return {
    ...(lists.keywords
      ? {
          keywords: lists.keywords.map((k) => ({
            text: k.text.trim(),
            normalized: normalizeKeyword(k.text),
            matchType: k.matchType,
            bid: k.bid ?? null,
          })),
        }
      : {}),
    ...(lists.negativeKeywords
      ? {
          negativeKeywords: lists.negativeKeywords.map((k) => ({
            text: k.text.trim(),
            normalized: normalizeKeyword(k.text),
            matchType: k.matchType,
          })),
        }
      : {}),
  };
}

function pln(grosze: Grosze): string {
  return `${groszeToDecimalString(grosze)} PLN`;
}
