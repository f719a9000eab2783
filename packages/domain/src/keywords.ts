import type { Grosze } from './money';

/**
 * Keywords of search placements (docs/search-placements.md): how a keyword and a shop's search query are
 * normalised and when one matches the other. The one home of these rules: the API stores the normalised
 * text this file produces and the serving keyword index matches with it.
 */

/** How a keyword must meet a search query (docs/search-placements.md "Match types"). */
export type KeywordMatchType = 'EXACT' | 'PHRASE' | 'BROAD';
/** Negative keywords exclude by EXACT or PHRASE only (docs/search-placements.md "Negative keywords"). */
export type NegativeMatchType = 'EXACT' | 'PHRASE';

export const KEYWORD_MATCH_TYPES: readonly KeywordMatchType[] = ['EXACT', 'PHRASE', 'BROAD'];
export const NEGATIVE_MATCH_TYPES: readonly NegativeMatchType[] = ['EXACT', 'PHRASE'];

/**
 * Letters that carry no Unicode combining mark, so NFD does not split them; folded by hand. `ł` is the Polish
 * one (ISO/IEC 8859-2 has no decomposition for it); the others are common in brand names.
 */
const FOLD: Readonly<Record<string, string>> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ħ: 'h', þ: 'th' };
const FOLD_RE = /[łđøßæœıħþ]/g;
const MARKS_RE = /\p{M}+/gu;
/** A token is a run of letters and digits (Unicode categories L and N); anything else separates tokens. */
const SEPARATOR_RE = /[^\p{L}\p{N}]+/u;

/**
 * The tokens of a keyword or a search query (docs/search-placements.md "Normalisation"): Unicode NFKC
 * (full-width forms, ligatures), lower case in the Polish locale, diacritics folded (ą→a, ć→c, ę→e, ł→l,
 * ń→n, ó→o, ś→s, ź/ż→z, and any other combining mark dropped), then split on everything that is not a
 * letter or a digit. "Sneakersy DAMSKIE", "sneakersy-dámskie" and " sneakersy  damskie! " all give
 * `['sneakersy', 'damskie']`. Never throws; text without letters or digits gives `[]`.
 */
export function keywordTokens(text: string): string[] {
  const lower = text.normalize('NFKC').toLocaleLowerCase('pl');
  const folded = lower
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .replace(FOLD_RE, (c) => FOLD[c]!)
    .normalize('NFC');
  return folded.split(SEPARATOR_RE).filter((t) => t.length > 0);
}

/** The stored normalised form of a keyword: its {@link keywordTokens} joined by one space ('' when none). */
export function normalizeKeyword(text: string): string {
  return keywordTokens(text).join(' ');
}

/**
 * Whether a keyword (its tokens) matches a search query (its tokens), both from {@link keywordTokens}
 * (docs/search-placements.md "Match types"):
 * - EXACT: the same tokens in the same order, nothing more;
 * - PHRASE: the keyword's tokens appear in the query next to each other, in order;
 * - BROAD: every keyword token appears somewhere in the query, in any order.
 * An empty keyword matches nothing. Broad match does not stem: "sneakers" does not match "sneakersy".
 * Tokens may be strings or any values compared with `===` (the serving index passes token numbers).
 */
export function keywordMatches<T>(keyword: ArrayLike<T>, matchType: KeywordMatchType, query: ArrayLike<T>): boolean {
  return keywordMatchesAt(keyword, 0, keyword.length, matchType, query);
}

/**
 * {@link keywordMatches} for the keyword held in `tokens[start]` … `tokens[start + length − 1]`, so an index can keep
 * many keywords' tokens in one flat array and check one without copying it out.
 */
export function keywordMatchesAt<T>(
  tokens: ArrayLike<T>,
  start: number,
  length: number,
  matchType: KeywordMatchType,
  query: ArrayLike<T>,
): boolean {
  if (length === 0 || length > query.length) return false;
  switch (matchType) {
    case 'EXACT':
      return length === query.length && runAt(query, 0, tokens, start, length);
    case 'PHRASE':
      for (let at = 0; at + length <= query.length; at++) if (runAt(query, at, tokens, start, length)) return true;
      return false;
    case 'BROAD':
      for (let i = 0; i < length; i++) if (!holds(query, tokens[start + i]!)) return false;
      return true;
  }
}

/** Whether `query[at …]` starts with the `length` tokens at `tokens[start …]`. */
function runAt<T>(query: ArrayLike<T>, at: number, tokens: ArrayLike<T>, start: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (query[at + i] !== tokens[start + i]) return false;
  return true;
}

function holds<T>(query: ArrayLike<T>, token: T): boolean {
  for (let i = 0; i < query.length; i++) if (query[i] === token) return true;
  return false;
}

/** A keyword that matched a query, as the auction weighs it. */
export interface KeywordCandidate {
  keywordId: string;
  matchType: KeywordMatchType;
  /** The keyword's own bid, grosze; null = the campaign's max CPC. */
  bid: Grosze | null;
}

const MATCH_RANK: Readonly<Record<KeywordMatchType, number>> = { EXACT: 0, PHRASE: 1, BROAD: 2 };

/**
 * The keyword a campaign competes with when several of its keywords match one query
 * (docs/search-placements.md "Which keyword bids"): the highest bid (its own bid, else `maxCpc`), then the
 * tighter match type (EXACT, PHRASE, BROAD), then the smaller id, so the choice never depends on order.
 * @returns the keyword and its bid in grosze, or undefined for an empty list.
 */
export function bestKeyword<K extends KeywordCandidate>(matched: readonly K[], maxCpc: Grosze): { keyword: K; bid: Grosze } | undefined {
  let best: K | undefined;
  let bestBid = 0;
  for (const k of matched) {
    const bid = k.bid ?? maxCpc;
    if (
      !best ||
      bid > bestBid ||
      (bid === bestBid &&
        (MATCH_RANK[k.matchType] < MATCH_RANK[best.matchType] || (k.matchType === best.matchType && k.keywordId < best.keywordId)))
    ) {
      best = k;
      bestBid = bid;
    }
  }
  return best ? { keyword: best, bid: bestBid } : undefined;
}
