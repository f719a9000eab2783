import { DomainError, validateKeywords, type CampaignRequirements, type KeywordRequirements } from '@ads/domain';
import type { ChangeRecorder } from '../audit';
import type { DomainEvents } from '../context';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { KeywordLists, KeywordOwner, KeywordsRepository } from './keywords.repository';
import type { KeywordListsView, KeywordsPatch } from './keywords.schemas';

export interface KeywordsServiceDeps {
  keywords: KeywordsRepository;
  requirements: CampaignRequirements;
  keywordRequirements: KeywordRequirements;
  events: DomainEvents;
}

/** Both keyword lists and the version of their draft or campaign (sent as the ETag). */
export type VersionedKeywords = KeywordListsView & { version: number };

const notFound = (owner: KeywordOwner, id: string) =>
  new DomainError('ResourceNotFoundException', `${owner === 'campaign' ? 'Campaign' : 'Campaign draft'} ${id} not found.`);

/**
 * Keywords and negative keywords of drafts and campaigns (docs/search-placements.md "API"). The rules and
 * the normalised text are the domain's (`validateKeywords`); a campaign change is announced as
 * campaigns.changed so serving's keyword index follows it.
 */
export class KeywordsService {
  constructor(private readonly d: KeywordsServiceDeps) {}

  /** @throws AccessForbiddenException (403), ResourceNotFoundException (404). */
  async get(actor: Actor, accountId: string | undefined, owner: KeywordOwner, id: string): Promise<VersionedKeywords> {
    return this.listsIn(requireAccount(actor, accountId, 'read'), owner, id);
  }

  /**
   * Checks lists against the domain's limits and returns them normalised, ready to store (also used by draft
   * create and change). @throws ValidationException field KEYWORDS or NEGATIVE_KEYWORDS.
   */
  check(patch: KeywordsPatch) {
    return validateKeywords(patch, this.d.keywordRequirements, this.d.requirements);
  }

  /**
   * Replaces the lists sent (a list left out stays), in one transaction; the owner's version goes up by one.
   * @throws AccessForbiddenException (403), ResourceNotFoundException (404), ResourceOptimisticLockException (412)
   *   on a stale If-Match, ValidationException field KEYWORDS / NEGATIVE_KEYWORDS (domain keyword-limits.ts),
   *   ValidationException field USER_STATUS (an archived campaign).
   */
  async change(
    actor: Actor,
    accountId: string | undefined,
    owner: KeywordOwner,
    id: string,
    patch: KeywordsPatch,
    ifMatch: number | null,
    onChange?: ChangeRecorder,
  ): Promise<VersionedKeywords> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const lists = this.check(patch);
    if (!lists.keywords && !lists.negativeKeywords) {
      const current = await this.listsIn(scope, owner, id);
      if (ifMatch !== null && ifMatch !== current.version) throw new DomainError('ResourceOptimisticLockException');
      return current; // nothing to change: same version
    }
    let before: KeywordLists | undefined;
    const found = await this.d.keywords.replace(owner, scope, id, lists, (row) => {
      if (ifMatch !== null && row.version !== ifMatch) throw new DomainError('ResourceOptimisticLockException');
      if (row.userStatus === 'ARCHIVED')
        throw new DomainError('ValidationException', 'An archived campaign cannot be changed.', 'USER_STATUS');
      before = row;
    });
    if (!found) throw notFound(owner, id);
    if (owner === 'campaign') this.d.events.emit('campaigns.changed', [id]);
    const after = await this.listsIn(scope, owner, id);
    onChange?.(audited(before!), audited(after), Object.keys(lists));
    return after;
  }

  private async listsIn(scope: AccountScope, owner: KeywordOwner, id: string): Promise<VersionedKeywords> {
    const found = await this.d.keywords.lists(owner, scope, id);
    if (!found) throw notFound(owner, id);
    return { keywords: found.keywords, negativeKeywords: found.negativeKeywords, version: found.version };
  }
}

/** What the audit log keeps of the lists: text, match type and bid (ids and normalised text follow from them). */
function audited(l: Pick<KeywordLists, 'keywords' | 'negativeKeywords'>) {
  return {
    keywords: l.keywords.map((k) => ({ text: k.text, matchType: k.matchType, bid: k.bid })),
    negativeKeywords: l.negativeKeywords.map((k) => ({ text: k.text, matchType: k.matchType })),
  };
}
