import { DomainError, validateCampaign, warsawDay, type CampaignRequirements } from '@ads/domain';
import type { DomainEvents } from '../context';
import type { Caller } from '../accounts/accounts.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { CampaignsRepository, DraftRow } from './campaigns.repository';
import { toCampaignView } from './campaign-view';
import type { CampaignView, DraftInput, DraftView } from './campaigns.schemas';

export interface CampaignsServiceDeps {
  repo: CampaignsRepository;
  accounts: AccountsService;
  requirements: CampaignRequirements;
  events: DomainEvents;
  now: () => Date;
}

/**
 * Drafts and campaigns (spec §3–§5, §7). Every method checks the caller's access to the account
 * first (DESIGN.md "Tenancy"). Money is integer grosze, days are Europe/Warsaw days.
 */
export class CampaignsService {
  constructor(private readonly d: CampaignsServiceDeps) {}

  /** Creates a draft. @throws ValidationException (SKUS outside the inventory, NAME too long), TooManySkusException. */
  async createDraft(caller: Caller, accountId: string, input: DraftInput): Promise<DraftView> {
    const skus = await this.checkDraftInput(caller, accountId, input);
    const row = await this.d.repo.insertDraft({ accountId, ...draftValues(input) }, skus ?? []);
    return toDraftView(row, skus ?? []);
  }

  /** Changes a draft (partial). @throws ResourceNotFoundException, ResourceOptimisticLockException (412) on a stale If-Match. */
  async updateDraft(caller: Caller, accountId: string, id: string, input: DraftInput, ifMatch: number | null): Promise<DraftView> {
    const skus = await this.checkDraftInput(caller, accountId, input);
    const row = await this.d.repo.updateDraft(accountId, id, ifMatch, draftValues(input), skus);
    if (!row) {
      if (await this.d.repo.findDraft(accountId, id)) throw new DomainError('ResourceOptimisticLockException');
      throw new DomainError('ResourceNotFoundException', `Campaign draft ${id} not found.`);
    }
    return this.getDraft(caller, accountId, id);
  }

  async getDraft(caller: Caller, accountId: string, id: string): Promise<DraftView> {
    await this.d.accounts.assertAccountAccess(caller, accountId);
    const found = await this.d.repo.findDraft(accountId, id);
    if (!found) throw new DomainError('ResourceNotFoundException', `Campaign draft ${id} not found.`);
    return toDraftView(found.draft, found.skus);
  }

  /**
   * Publishes draft `draftId` as a campaign with the same id (spec §7 "POST /campaigns/{id} (with version)").
   * @throws ValidationException / CampaignValidationException / TooManySkusException (spec §5),
   *   CampaignNameNotUniqueException, ResourceOptimisticLockException on a stale If-Match, ResourceNotFoundException.
   */
  async publishDraft(caller: Caller, accountId: string, draftId: string, ifMatch: number | null): Promise<CampaignView> {
    const draft = await this.getDraft(caller, accountId, draftId);
    if (ifMatch !== null && ifMatch !== draft.version) throw new DomainError('ResourceOptimisticLockException');
    const today = warsawDay(this.d.now());
    if (!draft.startDate) throw new DomainError('ValidationException', 'Start date is required.', 'START_DATE');
    if (draft.startDate < today) throw new DomainError('ValidationException', 'The start date cannot be in the past.', 'START_DATE');
    if (draft.maxCpc === null) throw new DomainError('ValidationException', 'Max CPC is required.', 'MAX_CPC');
    validateCampaign(
      { ...draft, maxCpc: draft.maxCpc, startDate: draft.startDate, skuCount: draft.skus.length },
      this.d.requirements,
    );
    if (await this.d.repo.campaignNameTaken(accountId, draft.name)) throw new DomainError('CampaignNameNotUniqueException');
    const values = {
      name: draft.name.trim(),
      userStatus: 'ACTIVE',
      dailyBudget: draft.dailyBudget,
      totalBudget: draft.totalBudget,
      maxCpc: draft.maxCpc,
      startDate: draft.startDate,
      endDate: draft.endDate,
    };
    const row = await this.d.repo.publishDraft(accountId, draftId, draft.version, values, draft.skus).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError('CampaignNameNotUniqueException');
      throw error;
    });
    if (!row) throw new DomainError('ResourceOptimisticLockException');
    this.d.events.emit('campaigns.changed', [draftId]);
    return this.getCampaign(caller, accountId, draftId);
  }

  /** @throws AccessForbiddenException, ResourceNotFoundException. */
  async getCampaign(caller: Caller, accountId: string, id: string): Promise<CampaignView> {
    await this.d.accounts.assertAccountAccess(caller, accountId);
    const { rows } = await this.d.repo.findCampaigns(accountId, [id], { archived: false, page: 0, size: 1 });
    if (!rows[0]) throw new DomainError('ResourceNotFoundException', `Campaign ${id} not found.`);
    return toCampaignView(rows[0], this.d.requirements, this.d.now());
  }

  private async checkDraftInput(caller: Caller, accountId: string, input: DraftInput): Promise<string[] | undefined> {
    const account = await this.d.accounts.accountForCaller(caller, accountId);
    if (input.name !== undefined && input.name.trim().length > this.d.requirements.nameMaxLength) {
      throw new DomainError('ValidationException', `Campaign name can have at most ${this.d.requirements.nameMaxLength} characters.`, 'NAME');
    }
    if (!input.skus) return undefined;
    const skus = [...new Set(input.skus)];
    if (skus.length > this.d.requirements.maxSkuCount) throw new DomainError('TooManySkusException', undefined, 'SKUS');
    const allowed = await this.d.repo.skusInInventory(account, skus);
    const foreign = skus.filter((s) => !allowed.has(s));
    if (foreign.length) {
      throw new DomainError('ValidationException', `Not in this account's inventory: ${foreign.slice(0, 10).join(', ')}`, 'SKUS');
    }
    return skus;
  }
}

function draftValues(input: DraftInput) {
  const { skus: _skus, name, ...rest } = input;
  return { ...rest, ...(name !== undefined ? { name: name.trim() } : {}) };
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
    skus,
    step: row.step,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
