import { ACCOUNT_TRANSITIONS, DomainError, nextAccountStatus, taxIdKey, type AccountAction, type AccountStatus } from '@ads/domain';
import { requireStaff, type Actor } from '../access';
import type { DomainEvents } from '../context';
import type { NotificationsFace } from '../notifications';
import type { ChangeRecorder } from '../audit';
import type { AccountsStaffRepository } from './accounts.staff.repository';
import type { AccountsStaffService } from './accounts.staff.service';
import type { StaffAccountView } from './accounts.staff.schemas';

/**
 * Staff stop and restart advertisers (docs/requirements.md §1 "the provider may … suspend a display or
 * terminate service on breach; a banned advertiser may not open new accounts", §4 "service
 * suspension means no fees"). A change takes effect at once: the ad index only loads campaigns of
 * ACTIVE accounts and is told by `campaigns.changed` with the account's campaign ids (well within
 * the terms' 2 hours); clicks of a non-ACTIVE account are recorded not billable.
 */
export class AccountsStaffLifecycleService {
  constructor(
    private readonly d: {
      repo: AccountsStaffRepository;
      accounts: AccountsStaffService;
      events: DomainEvents;
      now: () => Date;
      notifications?: NotificationsFace;
    },
  ) {}

  /**
   * Applies `action` (suspend: ACTIVE → SUSPENDED; resume: SUSPENDED → ACTIVE; terminate: ACTIVE or
   * SUSPENDED → TERMINATED, final; ban: any but BANNED → BANNED, also banning the members' e-mails
   * and the tax id) with staff's `reason` (required except for resume, which clears it).
   * @throws DomainError AccessForbiddenException (403); ValidationException (400, field reason) for a
   *   missing reason; ResourceNotFoundException (404); ResourceOptimisticLockException (412) for a stale
   *   If-Match; OperationNotAllowedForAccountException (403) when the action is not allowed from the
   *   account's status (e.g. resuming a terminated account).
   */
  async apply(
    actor: Actor,
    id: string,
    action: AccountAction,
    rawReason: string | undefined,
    expectedVersion: number | null,
    onChange?: ChangeRecorder,
  ): Promise<StaffAccountView> {
    const staff = requireStaff(actor);
    const reason = action === 'resume' ? null : (rawReason ?? '').trim();
    if (reason === '') throw new DomainError('ValidationException', 'Give a reason; the advertiser sees it.', 'reason');
    const before = await this.d.repo.find(staff, id);
    if (!before) throw new DomainError('ResourceNotFoundException', `Account ${id} not found.`);
    if (expectedVersion !== null && expectedVersion !== before.version) {
      throw new DomainError('ResourceOptimisticLockException', `Account ${id} has changed; reload it.`);
    }
    const to = nextAccountStatus(before.status as AccountStatus, action);
    if (!to) throw new DomainError('OperationNotAllowedForAccountException', `Cannot ${action} an account that is ${before.status}.`);
    const ban = action === 'ban' ? { taxIdKey: before.taxId ? taxIdKey(before.taxId) : null, bannedBy: actor.userId } : undefined;
    const done = await this.d.repo.changeStatus(staff, id, {
      from: ACCOUNT_TRANSITIONS[action].from,
      to,
      reason,
      expectedVersion: expectedVersion ?? before.version,
      now: this.d.now(),
      ...(ban ? { ban } : {}),
    });
    if (!done) throw new DomainError('ResourceOptimisticLockException', `Account ${id} has changed; reload it.`);
    // The serving index drops (or takes back) the account's campaigns now (docs/serving-scale.md).
    if (done.campaignIds.length > 0) this.d.events.emit('campaigns.changed', done.campaignIds);
    onChange?.(before, done.row, ['status', 'statusReason']);
    if (to === 'SUSPENDED' || to === 'TERMINATED') {
      // Members are told, once per change (the version the change made), with a link to their settings (docs/notifications.md).
      await this.d.notifications?.notify({
        accountId: id,
        kind: to === 'SUSPENDED' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_TERMINATED',
        eventKey: `${id}:v${done.row.version}`,
        payload: { accountName: done.row.name, reason },
        linkPath: `/accounts/${id}/settings`,
      });
    }
    return this.d.accounts.view(staff, done.row);
  }
}
