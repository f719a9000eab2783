import { DomainError, validateBudget, type CampaignRequirements } from '@ads/domain';
import type { AccountsFace } from '../accounts';
import type { ChangeRecorder } from '../audit';
import { requireAccount, type Actor } from '../access';
import type { CampaignsRepository } from './campaigns.repository';
import type { CampaignsService } from './campaigns.service';
import type { CampaignEditService } from './campaign-edit.service';
import type { InventoryOwner } from './inventory.repository';
import type { BudgetPatch, BudgetView } from './campaign-edit.schemas';

export interface BudgetServiceDeps {
  repo: CampaignsRepository;
  campaigns: CampaignsService;
  edit: CampaignEditService;
  accounts: AccountsFace;
  requirements: CampaignRequirements;
}

export type VersionedBudget = BudgetView & { version: number };

/** Budgets of drafts and campaigns (docs/requirements.md §7 GET/PATCH …/budget), integer grosze, null = not set. */
export class BudgetService {
  constructor(private readonly d: BudgetServiceDeps) {}

  /** @throws AccessForbiddenException (403), ResourceNotFoundException (404). */
  async get(actor: Actor, accountId: string | undefined, owner: InventoryOwner, id: string): Promise<VersionedBudget> {
    const scope = requireAccount(actor, accountId, 'read');
    const { dailyBudget, totalBudget, version } =
      owner === 'campaign' ? await this.d.campaigns.campaignIn(scope, id) : await this.d.campaigns.draftIn(scope, id);
    return { dailyBudget, totalBudget, version };
  }

  /**
   * Changes the budgets sent. A campaign goes through PATCH /campaigns/{id} (all §5 rules, total not
   * below spentTotal + allowIncreaseOf, `UPDATE … WHERE version`); a draft gets the budget rules.
   * @throws AccessForbiddenException, ResourceNotFoundException, ResourceOptimisticLockException (412),
   *   ValidationException (BUDGET, DAILY_BUDGET, TOTAL_BUDGET, USER_STATUS).
   * @param onChange receives the budgets before and after, for the request's audit entry (change history).
   */
  async change(
    actor: Actor,
    accountId: string | undefined,
    owner: InventoryOwner,
    id: string,
    patch: BudgetPatch,
    ifMatch: number | null,
    onChange?: ChangeRecorder,
  ): Promise<VersionedBudget> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    if (owner === 'campaign') {
      const c = await this.d.edit.updateCampaign(actor, accountId, id, patch, ifMatch, onChange);
      return { dailyBudget: c.dailyBudget, totalBudget: c.totalBudget, version: c.version };
    }
    const draft = await this.d.campaigns.draftIn(scope, id);
    if (ifMatch !== null && ifMatch !== draft.version) throw new DomainError('ResourceOptimisticLockException');
    const merged = { dailyBudget: draft.dailyBudget, totalBudget: draft.totalBudget, ...patch };
    validateBudget(merged, this.d.requirements);
    const row = await this.d.repo.updateDraft(scope, id, draft.version, merged, undefined);
    if (!row) throw new DomainError('ResourceOptimisticLockException');
    onChange?.(draft, row, ['dailyBudget', 'totalBudget']);
    return { dailyBudget: row.dailyBudget, totalBudget: row.totalBudget, version: row.version };
  }
}
