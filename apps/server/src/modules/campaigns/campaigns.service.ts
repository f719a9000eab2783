import { isUniqueViolation } from '@ads/db';
import {
  campaignIssueError,
  DomainError,
  draftIssues,
  startDateIssues,
  throwFirstIssue,
  validateCampaign,
  validateKeywords,
  validateChannelTarget,
  warsawDay,
  type ActiveChannelMarkets,
  type CampaignRequirements,
  type KeywordRequirements,
} from '@ads/domain';
import type { DomainEvents } from '../context';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { AccountsFace } from '../accounts';
import type { ChangeRecorder } from '../audit';
import type { CampaignsRepository, DraftRow } from './campaigns.repository';
import { toCampaignView, type CampaignPace } from './campaign-view';
import type { ServingPlace } from '@ads/domain';
import type { CampaignView, DraftInput, DraftView } from './campaigns.schemas';

export interface CampaignsServiceDeps {
  repo: CampaignsRepository;
  accounts: AccountsFace;
  requirements: CampaignRequirements;
  /** Keyword limits (domain keyword-limits.ts); the keyword bid range is `requirements.maxCpc`. */
  keywordRequirements: KeywordRequirements;
  /** Channel → active markets (domain `activeChannelMarkets` of the configured main channel). */
  channelMarkets: ActiveChannelMarkets;
  events: DomainEvents;
  now: () => Date;
  /** Curve share of today's Warsaw traffic before an instant (docs/serving-scale.md "Pacing"); absent = no pace shown. */
  /** Serving's pace (the learnt traffic curve): each campaign's pace and PACED state. */
  pace?: CampaignPace;
  /** The channel + market pairs shops serve now (the shop-keys module's face): PLACE_NOT_SERVED. */
  servedPlaces?: () => Promise<readonly ServingPlace[]>;
  /** Whether the account has a billing profile (required before a campaign can be published). */
  billingProfiles: { exists(scope: AccountScope): Promise<boolean> };
}

/**
 * Drafts and campaigns (docs/requirements.md §3–§5, §7). Every method checks the actor's access to the account
 * first (docs/architecture.md "Plugins and access"). Money is integer grosze, days are Europe/Warsaw days.
 */
export class CampaignsService {
  constructor(private readonly d: CampaignsServiceDeps) {}

  /** Creates a draft. @throws ValidationException (SKUS outside the inventory, NAME too long), TooManySkusException. */
  async createDraft(actor: Actor, accountId: string | undefined, input: DraftInput): Promise<DraftView> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const skus = await this.checkDraftInput(scope, input);
    const row = await this.d.repo.insertDraft({ accountId: scope.accountId, ...this.draftValues(input) }, skus ?? []);
    return toDraftView(row, skus ?? []);
  }

  /** Changes a draft (partial). @throws ResourceNotFoundException, ResourceOptimisticLockException (412) on a stale If-Match. */
  async updateDraft(
    actor: Actor,
    accountId: string | undefined,
    id: string,
    input: DraftInput,
    ifMatch: number | null,
  ): Promise<DraftView> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const skus = await this.checkDraftInput(scope, input);
    const row = await this.d.repo.updateDraft(scope, id, ifMatch, this.draftValues(input), skus);
    if (!row) {
      if (await this.d.repo.findDraft(scope, id)) throw new DomainError('ResourceOptimisticLockException');
      throw new DomainError('ResourceNotFoundException', `Campaign draft ${id} not found.`);
    }
    return this.draftIn(scope, id);
  }

  /** @throws AccessForbiddenException (403), ResourceNotFoundException (404). */
  async getDraft(actor: Actor, accountId: string | undefined, id: string): Promise<DraftView> {
    return this.draftIn(requireAccount(actor, accountId, 'read'), id);
  }

  /** A draft of the scope's account. @throws ResourceNotFoundException (404). */
  async draftIn(scope: AccountScope, id: string): Promise<DraftView> {
    const found = await this.d.repo.findDraft(scope, id);
    if (!found) throw new DomainError('ResourceNotFoundException', `Campaign draft ${id} not found.`);
    return toDraftView(found.draft, found.skus);
  }

  /**
   * Publishes draft `draftId` as a campaign with the same id (docs/requirements.md §7 "POST /campaigns/{id} (with version)").
   * Channel and markets are required (docs/requirements.md §5; fields CHANNEL, MARKETS, domain `validateChannelTarget`).
   * @throws ValidationException / CampaignValidationException / TooManySkusException (docs/requirements.md §5),
   *   CampaignNameNotUniqueException, ResourceOptimisticLockException on a stale If-Match, ResourceNotFoundException,
   *   BillingProfileMissingException (409) while the account has no billing profile, ValidationException (400,
   *   field TERMS_VERSION) unless `termsVersion` is the terms version in force (an order needs the terms
   *   ticked, docs/requirements.md §5). The version is reported to `onChange` (the request's audit entry).
   */
  async publishDraft(
    actor: Actor,
    accountId: string | undefined,
    draftId: string,
    ifMatch: number | null,
    termsVersion: unknown,
    onChange?: ChangeRecorder,
  ): Promise<CampaignView> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const draft = await this.draftIn(scope, draftId).catch(async (error: unknown) => {
      // Lost a publishing race: the draft is already a campaign, so the version the caller had is stale.
      if (error instanceof DomainError && (await this.d.repo.campaignExists(scope, draftId)))
        throw new DomainError('ResourceOptimisticLockException');
      throw error;
    });
    if (ifMatch !== null && ifMatch !== draft.version) throw new DomainError('ResourceOptimisticLockException');
    if (!(await this.d.billingProfiles.exists(scope))) throw new DomainError('BillingProfileMissingException');
    if (actor.termsVersionInForce === null || termsVersion !== actor.termsVersionInForce) {
      const version = actor.termsVersionInForce ?? 'none';
      throw new DomainError('ValidationException', `Accept the Terms and Conditions in force (version ${version}) to publish a campaign.`, 'TERMS_VERSION');
    }
    throwFirstIssue(startDateIssues(draft.startDate, warsawDay(this.d.now())));
    const startDate = draft.startDate!; // present: START_DATE_REQUIRED above
    if (draft.maxCpc === null) throw new DomainError('ValidationException', 'Max CPC is required.', 'MAX_CPC');
    const markets = validateChannelTarget(draft.channel, draft.markets, this.d.channelMarkets);
    validateCampaign({ ...draft, maxCpc: draft.maxCpc, startDate: startDate!, skuCount: draft.skus.length }, this.d.requirements);
    if (await this.d.repo.campaignNameTaken(scope, draft.name, draftId)) throw new DomainError('CampaignNameNotUniqueException');
    const values = {
      name: draft.name.trim(),
      userStatus: 'ACTIVE',
      dailyBudget: draft.dailyBudget,
      totalBudget: draft.totalBudget,
      maxCpc: draft.maxCpc,
      startDate,
      endDate: draft.endDate,
      channel: draft.channel!,
      markets,
      delivery: draft.delivery,
    };
    // The draft row is locked and deleted in the publishing transaction: of parallel publishes one
    // wins, the others find it gone (undefined) and answer 412, as for any stale version.
    const keywords = { keywords: draft.keywords, negativeKeywords: draft.negativeKeywords };
    const row = await this.d.repo
      .publishDraft(scope, draftId, draft.version, values, draft.skus, keywords)
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        if (await this.d.repo.campaignExists(scope, draftId)) throw new DomainError('ResourceOptimisticLockException');
        throw new DomainError('CampaignNameNotUniqueException');
      });
    if (!row) throw new DomainError('ResourceOptimisticLockException');
    onChange?.({}, { termsVersion }, ['termsVersion']);
    this.d.events.emit('campaigns.changed', [draftId]);
    return this.campaignIn(scope, draftId);
  }

  /** @throws AccessForbiddenException, ResourceNotFoundException. */
  async getCampaign(actor: Actor, accountId: string | undefined, id: string): Promise<CampaignView> {
    return this.campaignIn(requireAccount(actor, accountId, 'read'), id);
  }

  /** A campaign of the scope's account. @throws ResourceNotFoundException (404). */
  async campaignIn(scope: AccountScope, id: string): Promise<CampaignView> {
    const { rows } = await this.d.repo.findCampaigns(scope, [id], { archived: false, page: 0, size: 1 });
    if (!rows[0]) throw new DomainError('ResourceNotFoundException', `Campaign ${id} not found.`);
    return toCampaignView(rows[0], this.d.requirements, this.d.now(), { pace: this.d.pace, places: await this.d.servedPlaces?.() });
  }

  /**
   * The draft columns of `input`: name trimmed, keyword lists checked and normalised by the domain.
   * @throws ValidationException field KEYWORDS or NEGATIVE_KEYWORDS (domain keyword-limits.ts).
   */
  private draftValues(input: DraftInput) {
    const { skus: _skus, name, keywords, negativeKeywords, ...rest } = input;
    const lists = validateKeywords({ keywords, negativeKeywords }, this.d.keywordRequirements, this.d.requirements);
    return { ...rest, ...(name !== undefined ? { name: name.trim() } : {}), ...lists };
  }

  private async checkDraftInput(scope: AccountScope, input: DraftInput): Promise<string[] | undefined> {
    const account = await this.d.accounts.account(scope);
    const skus = input.skus ? [...new Set(input.skus)] : undefined;
    const [issue] = draftIssues({ name: input.name, skuCount: skus?.length }, this.d.requirements);
    // A draft's SKU overflow is answered with the catalogue's message alone (no detail).
    if (issue)
      throw issue.code === 'SKUS_TOO_MANY' ? new DomainError('TooManySkusException', undefined, 'SKUS') : campaignIssueError(issue);
    if (!skus) return undefined;
    const allowed = await this.d.repo.skusInInventory(account, skus);
    const foreign = skus.filter((s) => !allowed.has(s));
    if (foreign.length) {
      throw new DomainError('ValidationException', `Not in this account's inventory: ${foreign.slice(0, 10).join(', ')}`, 'SKUS');
    }
    return skus;
  }
}

function toDraftView(row: DraftRow, skus: string[]): DraftView {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    dailyBudget: row.dailyBudget,
    totalBudget: row.totalBudget,
    maxCpc: row.maxCpc,
    startDate: row.startDate,
    endDate: row.endDate,
    channel: row.channel,
    markets: row.markets ?? [],
    delivery: row.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD',
    skus,
    keywords: row.keywords.map((k) => ({ id: null, ...k })),
    negativeKeywords: row.negativeKeywords.map((k) => ({ id: null, ...k })),
    step: row.step,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
