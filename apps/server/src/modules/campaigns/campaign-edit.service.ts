import type { ChangeRecorder } from '../audit';
import {
  campaignIssueError,
  DomainError,
  startDateIssues,
  throwFirstIssue,
  totalBudgetFloorIssue,
  totalBudgetFloorIssues,
  validateCampaign,
  validateChannelTarget,
  warsawDay,
  type ActiveChannelMarkets,
  type CampaignRequirements,
} from '@ads/domain';
import type { DomainEvents } from '../context';
import type { AccountsFace } from '../accounts';
import { requireAccount, type Actor } from '../access';
import type { CampaignEditRepository, CampaignChanges } from './campaign-edit.repository';
import type { CampaignsService } from './campaigns.service';
import { isUniqueViolation } from '@ads/db';
import type { CampaignsRepository } from './campaigns.repository';
import type { CampaignView } from './campaigns.schemas';
import type { CampaignPatch } from './campaign-edit.schemas';

/** docs/requirements.md §9: at most 1000 campaigns per bulk status change. */
export const MAX_USER_STATUS_CHANGE = 1000;

export interface CampaignEditServiceDeps {
  edit: CampaignEditRepository;
  repo: CampaignsRepository;
  campaigns: CampaignsService;
  accounts: AccountsFace;
  requirements: CampaignRequirements;
  channelMarkets: ActiveChannelMarkets;
  events: DomainEvents;
  now: () => Date;
}

const archivedError = () => new DomainError('ValidationException', 'An archived campaign cannot be changed.', 'USER_STATUS');

/**
 * Editing published campaigns and the bulk actions of the lists (docs/requirements.md §4, §5, §7, §9).
 * ARCHIVED is final, as in Amazon Ads: an archived campaign is read-only and cannot be reactivated.
 */
export class CampaignEditService {
  constructor(private readonly d: CampaignEditServiceDeps) {}

  /**
   * PATCH /campaigns/{id}: changes the fields sent, with docs/requirements.md §5 rules on the result.
   * The start date may change only while the campaign has not started (and not to a past day); a
   * changed end date may not be in the past; a changed total budget may not be below
   * spentTotal + allowIncreaseOf. Written with `UPDATE … WHERE version = v` (version + 1).
   * @throws AccessForbiddenException (403), ResourceNotFoundException (404),
   *   ResourceOptimisticLockException (412) when `ifMatch` (or the version read) is stale,
   *   ValidationException (CHANNEL, MARKETS: domain `validateChannelTarget` on the result, docs/requirements.md §5; NAME, MAX_CPC, BUDGET, DAILY_BUDGET, TOTAL_BUDGET, START_DATE, END_DATE, USER_STATUS),
   *   CampaignValidationException (END_DATE), CampaignNameNotUniqueException (409).
   */
  async updateCampaign(
    actor: Actor,
    accountId: string | undefined,
    id: string,
    patch: CampaignPatch,
    ifMatch: number | null,
    onChange?: ChangeRecorder,
  ): Promise<CampaignView> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const current = await this.d.campaigns.campaignIn(scope, id);
    if (ifMatch !== null && ifMatch !== current.version) throw new DomainError('ResourceOptimisticLockException');
    if (current.userStatus === 'ARCHIVED') throw archivedError();
    const changes: CampaignChanges = { ...patch, ...(patch.name !== undefined ? { name: patch.name.trim() } : {}) };
    if (Object.keys(changes).length === 0) return current; // nothing to change: same version
    this.checkDates(current, changes);
    const merged = { ...current, ...changes };
    validateCampaign({ ...merged, skuCount: current.skuCount }, this.d.requirements);
    if (changes.channel !== undefined || changes.markets !== undefined) {
      changes.markets = validateChannelTarget(merged.channel, merged.markets, this.d.channelMarkets);
    }

    const allow = this.d.requirements.budget.totalLimit.allowIncreaseOf;
    const totalChanged = typeof changes.totalBudget === 'number' && changes.totalBudget !== current.totalBudget;
    if (totalChanged) throwFirstIssue(totalBudgetFloorIssues(changes.totalBudget!, current.spentTotal, this.d.requirements));
    if (changes.name !== undefined && (await this.d.repo.campaignNameTaken(scope, changes.name, id))) {
      throw new DomainError('CampaignNameNotUniqueException', undefined, 'NAME');
    }

    const row = await this.d.edit
      .updateCampaign(scope, id, current.version, changes, totalChanged ? allow : null)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new DomainError('CampaignNameNotUniqueException', undefined, 'NAME');
        throw error;
      });
    if (!row) {
      // Which condition failed: a concurrent edit, an archive, or clicks spent past the new total.
      const now = await this.d.campaigns.campaignIn(scope, id);
      if (now.version !== current.version) throw new DomainError('ResourceOptimisticLockException');
      if (now.userStatus === 'ARCHIVED') throw archivedError();
      throw campaignIssueError(totalBudgetFloorIssue(now.spentTotal, this.d.requirements));
    }
    this.d.events.emit('campaigns.changed', [id]);
    const updated = await this.d.campaigns.campaignIn(scope, id);
    onChange?.(current, updated, Object.keys(changes));
    return updated;
  }

  /**
   * PUT /campaigns/user-status: sets `userStatus` on all `campaignIds` in one statement, all or nothing.
   * @returns updated = campaigns whose status changed (those already in it are left untouched); each
   *   change goes to `onChange` with the campaign's id as subject (the change history of each campaign).
   * @throws TooManyCampaignsUserStatusToChangeException (400, field CAMPAIGN_IDS) for more than 1000 ids
   *   (docs/requirements.md §9); AccessForbiddenException (403, field CAMPAIGN_IDS) when any id is not a campaign of
   *   the account; ValidationException (400, field USER_STATUS) when reactivating an archived campaign.
   */
  async setUserStatus(
    actor: Actor,
    accountId: string | undefined,
    userStatus: 'ACTIVE' | 'PAUSED' | 'ARCHIVED',
    campaignIds: string[],
    onChange?: ChangeRecorder,
  ): Promise<{ updated: number }> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    if (campaignIds.length > MAX_USER_STATUS_CHANGE) {
      throw new DomainError(
        'TooManyCampaignsUserStatusToChangeException',
        `${campaignIds.length} campaigns sent; at most ${MAX_USER_STATUS_CHANGE}.`,
        'CAMPAIGN_IDS',
      );
    }
    const ids = [...new Set(campaignIds.map((id) => id.toLowerCase()))];
    const result = await this.d.edit.setUserStatus(scope, ids, userStatus);
    if (result.owned < ids.length) {
      throw new DomainError('AccessForbiddenException', 'A campaign does not belong to the advertising account.', 'CAMPAIGN_IDS');
    }
    if (result.archived > 0 && userStatus !== 'ARCHIVED') {
      throw new DomainError('ValidationException', 'Archived campaigns cannot be activated or paused again.', 'USER_STATUS');
    }
    for (const c of result.changed) onChange?.({ userStatus: c.before }, { userStatus }, ['userStatus'], c.id);
    if (result.changed.length) this.d.events.emit('campaigns.changed', result.changed.map((c) => c.id));
    return { updated: result.changed.length };
  }

  /**
   * DELETE /campaign-drafts: deletes the drafts (with their products), all or nothing.
   * @throws AccessForbiddenException (403, field CAMPAIGN_DRAFT_IDS) when any id is not a draft of the account.
   */
  async deleteDrafts(actor: Actor, accountId: string | undefined, draftIds: string[]): Promise<{ deleted: number }> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const ids = [...new Set(draftIds.map((id) => id.toLowerCase()))];
    const result = await this.d.edit.deleteDrafts(scope, ids);
    if (result.owned < ids.length) {
      throw new DomainError(
        'AccessForbiddenException',
        'A campaign draft does not belong to the advertising account.',
        'CAMPAIGN_DRAFT_IDS',
      );
    }
    return { deleted: result.deleted };
  }

  private checkDates(current: CampaignView, changes: CampaignChanges): void {
    const today = warsawDay(this.d.now());
    if (changes.startDate !== undefined && changes.startDate !== current.startDate) {
      if (current.startDate <= today) {
        throw new DomainError('ValidationException', 'The campaign has already started; its start date cannot change.', 'START_DATE');
      }
      throwFirstIssue(startDateIssues(changes.startDate, today));
    }
    if (changes.endDate && changes.endDate !== current.endDate && changes.endDate < today) {
      throw new DomainError('ValidationException', 'The end date cannot be in the past.', 'END_DATE');
    }
  }
}
