import type { ChangeRecorder } from '../audit';
import { campaignIssueError, DomainError, skuCountIssues, type CampaignRequirements } from '@ads/domain';
import type { DomainEvents } from '../context';
import type { AccountsFace } from '../accounts';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { CampaignsRepository } from './campaigns.repository';
import type { InventoryOwner, InventoryRepository } from './inventory.repository';
import type { InventoryPatch, InventoryView } from './campaign-edit.schemas';

export interface InventoryServiceDeps {
  inventory: InventoryRepository;
  repo: CampaignsRepository;
  accounts: AccountsFace;
  requirements: CampaignRequirements;
  events: DomainEvents;
}

/** An inventory and the version of its draft or campaign (sent as the ETag). */
export type VersionedInventory = InventoryView & { version: number };

const notFound = (owner: InventoryOwner, id: string) =>
  new DomainError('ResourceNotFoundException', `${owner === 'campaign' ? 'Campaign' : 'Campaign draft'} ${id} not found.`);

/**
 * Products of drafts and campaigns (docs/requirements.md §3 "Inventory update", §5, §7 inventory api-version 2).
 * Only SKUs of the account's inventory may be added; the result has at most `maxSkuCount` SKUs and
 * a campaign keeps at least one (a draft may be empty while it is being built).
 */
export class InventoryService {
  constructor(private readonly d: InventoryServiceDeps) {}

  /** @throws AccessForbiddenException (403), ResourceNotFoundException (404). */
  async get(actor: Actor, accountId: string | undefined, owner: InventoryOwner, id: string): Promise<VersionedInventory> {
    return this.inventoryIn(requireAccount(actor, accountId, 'read'), owner, id);
  }

  private async inventoryIn(scope: AccountScope, owner: InventoryOwner, id: string): Promise<VersionedInventory> {
    const found = await this.d.inventory.inventory(owner, scope, id);
    if (!found) throw notFound(owner, id);
    return { skus: found.skus, count: found.skus.length, inStock: found.inStock, version: found.version };
  }

  /**
   * Adds `skusToAdd` and removes `skusToRemove` (removing an SKU that is not there is a no-op) in one
   * transaction; the draft's or campaign's version goes up by one; a campaign change is announced
   * as campaigns.changed (serving refreshes its index).
   * @throws AccessForbiddenException (403), ResourceNotFoundException (404),
   *   ResourceOptimisticLockException (412) on a stale If-Match,
   *   ValidationException field SKUS (SKUs outside the inventory, listed; an SKU both added and removed;
   *   a campaign left without SKUs), ValidationException field USER_STATUS (archived campaign),
   *   TooManySkusException field SKUS (more than maxSkuCount).
   * @param onChange receives the SKUs added and removed (at most {@link AUDITED_SKUS} of each listed) for the
   *   request's audit entry (change history).
   */
  async change(
    actor: Actor,
    accountId: string | undefined,
    owner: InventoryOwner,
    id: string,
    patch: InventoryPatch,
    ifMatch: number | null,
    onChange?: ChangeRecorder,
  ): Promise<VersionedInventory> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const account = await this.d.accounts.account(scope);
    const add = [...new Set(patch.skusToAdd ?? [])];
    const remove = [...new Set(patch.skusToRemove ?? [])];
    const removed = new Set(remove);
    const both = add.filter((s) => removed.has(s));
    if (both.length) throw new DomainError('ValidationException', `Both added and removed: ${listed(both)}`, 'SKUS');
    const allowed = await this.d.repo.skusInInventory(account, add);
    const foreign = add.filter((s) => !allowed.has(s));
    if (foreign.length) throw new DomainError('ValidationException', `Not in this account's inventory: ${listed(foreign)}`, 'SKUS');

    if (add.length === 0 && remove.length === 0) {
      const current = await this.inventoryIn(scope, owner, id);
      if (ifMatch !== null && ifMatch !== current.version) throw new DomainError('ResourceOptimisticLockException');
      return current; // nothing to change: same version
    }
    const max = this.d.requirements.maxSkuCount;
    const found = await this.d.inventory.changeInventory(
      owner,
      scope,
      id,
      { add, remove },
      {
        before: (row) => {
          if (ifMatch !== null && row.version !== ifMatch) throw new DomainError('ResourceOptimisticLockException');
          if (row.userStatus === 'ARCHIVED')
            throw new DomainError('ValidationException', 'An archived campaign cannot be changed.', 'USER_STATUS');
        },
        after: (count) => {
          const [issue] = skuCountIssues(count, this.d.requirements, owner === 'campaign');
          if (issue)
            throw campaignIssueError(
              issue,
              issue.code === 'SKUS_TOO_MANY' ? `${count} SKUs; at most ${max} per campaign.` : 'A campaign keeps at least one product.',
            );
        },
      },
    );
    if (!found) throw notFound(owner, id);
    onChange?.({ skusAdded: null, skusRemoved: null }, { skusAdded: auditList(add), skusRemoved: auditList(remove) }, ['skusAdded', 'skusRemoved']);
    if (owner === 'campaign') this.d.events.emit('campaigns.changed', [id]);
    return this.inventoryIn(scope, owner, id);
  }
}

/** Most SKUs of one change an audit entry lists by name; the rest are counted. */
export const AUDITED_SKUS = 200;

/** The SKUs for an audit entry: null for none, the first {@link AUDITED_SKUS}, then "+N more". */
function auditList(skus: string[]): string[] | null {
  if (skus.length === 0) return null;
  return skus.length <= AUDITED_SKUS ? skus : [...skus.slice(0, AUDITED_SKUS), `+${skus.length - AUDITED_SKUS}`];
}

/** At most 20 SKUs, then how many more. */
function listed(skus: string[]): string {
  return skus.length <= 20 ? skus.join(', ') : `${skus.slice(0, 20).join(', ')} and ${skus.length - 20} more`;
}
