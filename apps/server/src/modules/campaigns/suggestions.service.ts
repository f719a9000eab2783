import { DomainError, reservePrice, type CampaignRequirements, type Grosze } from '@ads/domain';
import type { AccountsFace } from '../accounts';
import { requireAccount, type Actor } from '../access';
import type { InventoryOwner } from './inventory.repository';
import type { SuggestionsRepository } from './suggestions.repository';
import type { SuggestionView } from './campaign-views.schemas';

/** Look-back window of the suggestion, days. */
export const SUGGESTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Rounds up to a multiple of 10 grosze; a float residue below 1e-6 grosz is not a reason to round up. */
export function roundUpTo10(grosze: number): Grosze {
  return Math.ceil(Math.round(grosze * 1e6) / 1e7) * 10;
}

/**
 * Max CPC suggestions (docs/requirements.md §7 GET /campaigns/{id}/suggestions; the creator shows one for a draft).
 * Basis: the prices of auction winners shown (impressions) in the last 30 days for products in the same
 * level-3 categories as the campaign's products.
 */
export class SuggestionsService {
  constructor(
    private readonly d: { suggestions: SuggestionsRepository; accounts: AccountsFace; requirements: CampaignRequirements; now: () => Date },
  ) {}

  /**
   * suggested = the 75th percentile rounded up to 10 grosze; with no auctions, reserve price × 1.5
   * (rounded up to 10 grosze); either way within the config max CPC range. min/median/max are null
   * without auctions; the median is rounded half-up to the grosz. All money in grosze.
   * @throws AccessForbiddenException (403), ResourceNotFoundException (404).
   */
  async suggest(actor: Actor, accountId: string | undefined, owner: InventoryOwner, id: string): Promise<SuggestionView> {
    const scope = requireAccount(actor, accountId, 'read');
    const since = new Date(this.d.now().getTime() - SUGGESTION_DAYS * DAY_MS);
    const prices = await this.d.suggestions.winningPrices(owner, scope, id, since);
    if (!prices)
      throw new DomainError('ResourceNotFoundException', `${owner === 'campaign' ? 'Campaign' : 'Campaign draft'} ${id} not found.`);
    const { minValue, maxValue } = this.d.requirements.maxCpc;
    const clamp = (v: number) => Math.min(Math.max(v, minValue), maxValue);
    const basis = { auctions: prices.auctions, categories: prices.categories, days: SUGGESTION_DAYS };
    if (prices.auctions === 0 || prices.p75 === null) {
      const suggested = clamp(roundUpTo10(Math.round(reservePrice(this.d.requirements) * 1.5)));
      return { maxCpc: { min: null, median: null, max: null, suggested }, basis };
    }
    return {
      maxCpc: { min: prices.min, median: Math.round(prices.median ?? 0), max: prices.max, suggested: clamp(roundUpTo10(prices.p75)) },
      basis,
    };
  }
}
