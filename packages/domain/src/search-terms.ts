import { keywordTokens } from './keywords';

/**
 * Search terms kept for the search-term report (docs/search-placements.md "Search-term report").
 *
 * The term of a search auction is its query normalised like a keyword (`keywordTokens` joined by one space),
 * cut to {@link MAX_SEARCH_TERM_LENGTH} characters at a token boundary. A query that may identify a person is
 * never kept (GDPR art. 5(1)(c), data minimisation): one with an e-mail address (something@domain.tld) or with a
 * run of six or more digits (a phone number, a PESEL, an order or parcel number; digits separated only by
 * spaces, hyphens, dots, slashes or parentheses count as one run, so "600 123 456" is caught) is kept as
 * {@link HIDDEN_SEARCH_TERM} instead, so its clicks and cost still count.
 */

/** Longest search term kept, characters (Google Ads' keyword limit, as keywords: keyword-limits.ts). */
export const MAX_SEARCH_TERM_LENGTH = 80;
/** What a search term that could identify a person is kept as (the web shows a translated label for it). */
export const HIDDEN_SEARCH_TERM = '(hidden)';

/** Six digits or more, separated at most by spaces, hyphens, dots, slashes or parentheses. */
const DIGIT_RUN_RE = /\p{Nd}(?:[\s\-./()]*\p{Nd}){5,}/u;

/**
 * Characters of a search query read (docs/search-placements.md "Long queries"): the rest is ignored. A shopper's
 * query is a few words; reading a bounded prefix keeps a hostile one (the serving API accepts a body of 1 MiB) from
 * costing more than an ordinary one.
 */
export const MAX_QUERY_CHARS = 1_000;
/**
 * Words of a search query matched against keywords (docs/search-placements.md "Long queries"): the first ones only.
 * More than a keyword may have (`maxWords` 10, keyword-limits.ts), so an EXACT match, which needs as many words as
 * the keyword, is never made or lost by the cut; a PHRASE or BROAD keyword's words must be among these.
 */
export const MAX_QUERY_WORDS = 32;

/** The part of a search query that is read: its first {@link MAX_QUERY_CHARS} characters. */
function readPart(query: string): string {
  return query.slice(0, MAX_QUERY_CHARS);
}

/**
 * The tokens of a shopper's search query the serving API matches keywords against: domain `keywordTokens` of its
 * first {@link MAX_QUERY_CHARS} characters, at most {@link MAX_QUERY_WORDS} of them. Never throws.
 */
export function searchQueryTokens(query: string): string[] {
  return keywordTokens(readPart(query)).slice(0, MAX_QUERY_WORDS);
}

/**
 * Whether `text` holds an e-mail address: some whitespace-free run `local@domain.tld`, each part at least one
 * character without "@" (what `/[^\s@]+@[^\s@]+\.[^\s@]+/u` finds). Checked part by part in one pass, since that
 * pattern retries from every position of a long run without "@" (quadratic time on hostile input).
 */
function hasEmailAddress(text: string): boolean {
  for (const word of text.split(/\s+/u)) {
    const parts = word.split('@');
    for (let i = 0; i + 1 < parts.length; i++) {
      if (parts[i]!.length === 0) continue;
      const domain = parts[i + 1]!;
      const dot = domain.indexOf('.', 1);
      if (dot > 0 && dot < domain.length - 1) return true;
    }
  }
  return false;
}

/**
 * Whether a raw search query may identify a person: an e-mail address or a run of ≥ 6 digits in its first
 * {@link MAX_QUERY_CHARS} characters (the rest is never read, nor kept). Never throws.
 */
export function searchQueryIsPersonal(query: string): boolean {
  const text = readPart(query).normalize('NFKC');
  return hasEmailAddress(text) || DIGIT_RUN_RE.test(text);
}

/**
 * The search term kept for a raw `searchQuery`: its normalised tokens joined by one space, whole tokens
 * up to 80 characters (a single longer token is cut); {@link HIDDEN_SEARCH_TERM} when the query may identify a
 * person; null when it has no letter or digit (no search). Only the first {@link MAX_QUERY_CHARS} characters are
 * read. Never throws.
 * Example: "Buty DAMSKIE-zimowe!" → "buty damskie zimowe"; "jan@example.com" → "(hidden)"; "!!" → null.
 */
export function searchTermOf(query: string): string | null {
  const tokens = keywordTokens(readPart(query));
  if (tokens.length === 0) return null;
  if (searchQueryIsPersonal(query)) return HIDDEN_SEARCH_TERM;
  let term = tokens[0]!.slice(0, MAX_SEARCH_TERM_LENGTH);
  for (const t of tokens.slice(1)) {
    if (term.length + 1 + t.length > MAX_SEARCH_TERM_LENGTH) break;
    term += ` ${t}`;
  }
  return term;
}
