import { keywordTokens } from './keywords';

/**
 * Keyword suggestions (docs/search-placements.md "Suggestions"): phrases a campaign could bid on, taken from its own
 * products. The one home of the rule; the API reads the products and answers with what this file proposes.
 */

/** Where a suggestion comes from: the campaign's products in the catalogue, or the shop's search terms seen. */
export type KeywordSuggestionSource = 'catalogue' | 'searches';

/** One suggested keyword: normalised text (tokens joined by one space), its source and how often it was seen. */
export interface KeywordSuggestion {
  text: string;
  source: KeywordSuggestionSource;
  /** 'catalogue': products whose name or brand+category phrase holds it; 'searches': searches seen. */
  count: number;
}

/** What the catalogue says of one product: its name, brand label and (level-3) category label. */
export interface SuggestionProduct {
  name: string;
  brand: string;
  category: string;
}

/** Limits of catalogue suggestions. */
export const KEYWORD_SUGGESTION_RULES = {
  /** Longest phrase proposed, words. */
  maxWords: 3,
  /** Shortest word kept, characters: shorter ones ("na", "do", "3") say little about a product. */
  minTokenLength: 3,
  /** Products a phrase must appear in. */
  minCount: 2,
} as const;

/** The 1–`maxWords` word runs of `tokens` whose every word has at least `minTokenLength` characters. */
function phrases(tokens: readonly string[]): string[] {
  const { maxWords, minTokenLength } = KEYWORD_SUGGESTION_RULES;
  const out: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let n = 1; n <= maxWords && start + n <= tokens.length; n++) {
      const run = tokens.slice(start, start + n);
      if (run[run.length - 1]!.length < minTokenLength) break; // a short word ends every longer run from here too
      out.push(run.join(' '));
    }
  }
  return out;
}

/**
 * Catalogue keyword suggestions for a campaign's products (docs/search-placements.md "Suggestions"). Each product's
 * texts are its name and its brand followed by its category ("Nike" + "Sneakersy" → "nike sneakersy"), tokenised with
 * {@link keywordTokens} (so case and Polish diacritics do not split a phrase); the phrases are the runs of 1–3
 * consecutive words with no word shorter than 3 characters. A phrase is proposed when at least 2 products hold it
 * (counted once per product), unless it is already a keyword (`existing`: normalised texts). Ranked by that count,
 * then longer phrases first, then by text; at most `limit`. Never throws.
 */
export function catalogueKeywordSuggestions(
  products: readonly SuggestionProduct[],
  existing: Iterable<string>,
  limit: number,
): KeywordSuggestion[] {
  const taken = new Set(existing);
  const counts = new Map<string, number>();
  for (const p of products) {
    const seen = new Set([...phrases(keywordTokens(p.name)), ...phrases(keywordTokens(`${p.brand} ${p.category}`))]);
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const words = (s: string) => s.split(' ').length;
  return [...counts]
    .filter(([text, count]) => count >= KEYWORD_SUGGESTION_RULES.minCount && !taken.has(text))
    .sort(([a, ca], [b, cb]) => cb - ca || words(b) - words(a) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(([text, count]) => ({ text, source: 'catalogue' as const, count }));
}
