import { DomainError, type CampaignRequirements } from '@ads/domain';
import type { Actor } from '../access';
import type { CampaignsService } from './campaigns.service';
import type { InventoryService } from './inventory.service';
import type { KeywordsService } from './keywords.service';
import type { DraftView } from './campaigns.schemas';

/** What a copy comes from: a draft or a campaign. */
export type CopySource = 'draft' | 'campaign';

/** Suffix of a copy's name (trimmed to the name limit). */
const COPY_SUFFIX = ' (copy)';

/**
 * Copies a campaign or a draft into a new draft (docs/access-roles.md "Campaign copy"): name with " (copy)",
 * SKUs, keywords and negative keywords with their bids, budgets, max CPC, dates, channel, markets and delivery.
 * The target is the source's account or another account of the same user, where the new draft must pass the
 * same checks as one created by hand (SKUs in that account's inventory).
 */
export class CampaignCopyService {
  constructor(
    private readonly d: {
      campaigns: CampaignsService;
      inventory: InventoryService;
      keywords: KeywordsService;
      requirements: CampaignRequirements;
    },
  ) {}

  /**
   * Copies `source` `id` of `accountId` into a new draft of `targetAccountId` (default: the same account).
   * Needs `read` on the source account and `campaigns` on the target (docs/access-roles.md).
   * @returns the new draft.
   * @throws DomainError AccessForbiddenException (403) for a source the caller may not read, a target the
   *   caller is not a member of (another account) or whose role there lacks `campaigns`; ResourceNotFoundException
   *   (404) for an unknown source; ValidationException (400, field SKUS) when a SKU is outside the target's inventory.
   */
  async copy(actor: Actor, accountId: string | undefined, source: CopySource, id: string, targetAccountId?: string): Promise<DraftView> {
    const from =
      source === 'draft' ? await this.d.campaigns.getDraft(actor, accountId, id) : await this.d.campaigns.getCampaign(actor, accountId, id);
    const target = (targetAccountId ?? accountId ?? '').toLowerCase();
    if (target !== from.accountId.toLowerCase() && !actor.accountIds.has(target)) {
      throw new DomainError('AccessForbiddenException', 'A campaign can be copied only into another account you are a member of.');
    }
    const { skus } = await this.d.inventory.get(actor, accountId, source, id);
    const lists = await this.d.keywords.get(actor, accountId, source, id);
    const max = this.d.requirements.nameMaxLength;
    const name = `${from.name.slice(0, Math.max(0, max - COPY_SUFFIX.length))}${COPY_SUFFIX}`;
    return this.d.campaigns.createDraft(actor, target, {
      name,
      dailyBudget: from.dailyBudget,
      totalBudget: from.totalBudget,
      maxCpc: from.maxCpc,
      startDate: from.startDate,
      endDate: from.endDate,
      channel: from.channel,
      markets: from.markets,
      delivery: from.delivery,
      skus,
      keywords: lists.keywords.map((k) => ({ text: k.text, matchType: k.matchType, bid: k.bid })),
      negativeKeywords: lists.negativeKeywords.map((k) => ({ text: k.text, matchType: k.matchType })),
    });
  }
}
