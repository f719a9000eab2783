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

const EMAIL_RE = /[^\s@]+@[^\s@]+\.[^\s@]+/u;
/** Six digits or more, separated at most by spaces, hyphens, dots, slashes or parentheses. */
const DIGIT_RUN_RE = /\p{Nd}(?:[\s\-./()]*\p{Nd}){5,}/u;

/** Whether a raw search query may identify a person: an e-mail address or a run of ≥ 6 digits. Never throws. */
export function searchQueryIsPersonal(query: string): boolean {
  const text = query.normalize('NFKC');
  return EMAIL_RE.test(text) || DIGIT_RUN_RE.test(text);
}

/**
 * The search term kept for a raw `searchQuery`: its normalised tokens joined by one space, whole tokens
 * up to 80 characters (a single longer token is cut); {@link HIDDEN_SEARCH_TERM} when the query may identify a
 * person; null when it has no letter or digit (no search). Never throws.
 * Example: "Buty DAMSKIE-zimowe!" → "buty damskie zimowe"; "jan@example.com" → "(hidden)"; "!!" → null.
 */
export function searchTermOf(query: string): string | null {
  const tokens = keywordTokens(query);
  if (tokens.length === 0) return null;
  if (searchQueryIsPersonal(query)) return HIDDEN_SEARCH_TERM;
  let term = tokens[0]!.slice(0, MAX_SEARCH_TERM_LENGTH);
  for (const t of tokens.slice(1)) {
    if (term.length + 1 + t.length > MAX_SEARCH_TERM_LENGTH) break;
    term += ` ${t}`;
  }
  return term;
}
