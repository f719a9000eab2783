import { DomainError, catalogueKeywordSuggestions, type KeywordSuggestion } from '@ads/domain';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { KeywordSuggestionsRepository } from './keyword-suggestions.repository';
import type { KeywordOwner, KeywordsRepository } from './keywords.repository';

/** Suggestions answered when the request names no limit. */
export const DEFAULT_SUGGESTION_LIMIT = 20;

/**
 * Where 'searches' suggestions come from: the shop's search terms seen for the owner's products, normalised
 * (docs/search-placements.md "Normalisation"), each with the number of searches; most searched first, at most `limit`,
 * none of `exclude` (normalised texts). Must not throw for an owner with no searches (answer []).
 */
export type SearchTermSuggestionSource = (
  scope: AccountScope,
  owner: KeywordOwner,
  id: string,
  limit: number,
  exclude: readonly string[],
) => Promise<readonly { term: string; count: number }[]>;

export interface KeywordSuggestionsDeps {
  keywords: KeywordsRepository;
  suggestions: KeywordSuggestionsRepository;
  /** Without it only 'catalogue' suggestions are given. */
  searchTerms?: SearchTermSuggestionSource;
}

/**
 * Keyword suggestions for a campaign or a draft (docs/search-placements.md "Suggestions"): phrases from the catalogue
 * texts of its products (the domain's `catalogueKeywordSuggestions`), then, when a search-term source is given, the
 * search terms seen; none that is already one of its keywords (same normalised text, any match type).
 */
export class KeywordSuggestionsService {
  constructor(private readonly d: KeywordSuggestionsDeps) {}

  /**
   * @param limit most suggestions per source (1–100)
   * @returns catalogue suggestions (count = products holding the phrase), then search suggestions (count = searches).
   * @throws AccessForbiddenException (403), ResourceNotFoundException (404) when not a campaign or draft of the account.
   */
  async suggest(
    actor: Actor,
    accountId: string | undefined,
    owner: KeywordOwner,
    id: string,
    limit = DEFAULT_SUGGESTION_LIMIT,
  ): Promise<KeywordSuggestion[]> {
    const scope = requireAccount(actor, accountId, 'read');
    const lists = await this.d.keywords.lists(owner, scope, id);
    if (!lists)
      throw new DomainError('ResourceNotFoundException', `${owner === 'campaign' ? 'Campaign' : 'Campaign draft'} ${id} not found.`);
    const existing = new Set(lists.keywords.map((k) => k.normalized));
    const catalogue = catalogueKeywordSuggestions(await this.d.suggestions.products(owner, scope, id), existing, limit);
    const searched = this.d.searchTerms ? await this.d.searchTerms(scope, owner, id, limit, [...existing]) : [];
    const searches = searched
      .filter((s) => !existing.has(s.term))
      .slice(0, limit)
      .map((s): KeywordSuggestion => ({ text: s.term, source: 'searches', count: s.count }));
    return [...catalogue, ...searches];
  }
}
