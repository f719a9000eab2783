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
 */
export function keywordMatches(keyword: readonly string[], matchType: KeywordMatchType, query: readonly string[]): boolean {
  if (keyword.length === 0 || keyword.length > query.length) return false;
  switch (matchType) {
    case 'EXACT':
      return keyword.length === query.length && keyword.every((t, i) => query[i] === t);
    case 'PHRASE':
      return containsRun(query, keyword);
    case 'BROAD': {
      const words = keyword.length > 4 ? new Set(query) : null;
      return keyword.every((t) => (words ? words.has(t) : query.includes(t)));
    }
  }
}

function containsRun(query: readonly string[], run: readonly string[]): boolean {
  outer: for (let start = 0; start + run.length <= query.length; start++) {
    for (let i = 0; i < run.length; i++) if (query[start + i] !== run[i]) continue outer;
    return true;
  }
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
