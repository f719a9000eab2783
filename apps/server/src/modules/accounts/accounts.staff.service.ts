import {
  campaignDisplayState,
  DomainError,
  taxIdKey,
  warsawDay,
  type AccountStatus,
  type CampaignUserStatus,
  type Grosze,
} from '@ads/domain';
import { requireStaff, type Actor, type StaffScope } from '../access';
import { toPage } from '../../http/page';
import type { InvitationsService } from './invitations.service';
import type { ChangeRecorder } from '../audit';
import { ACCOUNT_FIELDS, checkedEmail, checkedFields } from './accounts.staff.fields';
import type { AccountListQuery, AccountsStaffListRepository } from './accounts.staff.list.repository';
import { withPgErrors } from '@ads/db';
import type { AccountsStaffRepository, StaffAccountRow } from './accounts.staff.repository';
import type { StaffAccountCreate, StaffAccountUpdate, StaffAccountView } from './accounts.staff.schemas';

export interface AccountsStaffDeps {
  repo: AccountsStaffRepository;
  list: AccountsStaffListRepository;
  invitations: InvitationsService;
  now: () => Date;
  /** Reserve price, grosze: a campaign with less budget left cannot serve (domain campaign-state). */
  reservePrice: Grosze;
}

/**
 * Staff management of advertiser accounts (docs/requirements.md §1, §6 "staff endpoints cover accounts …
 * invitation resend", §7 GET/POST/PUT /marops/accounts). Every method asserts the marops role first.
 */
export class AccountsStaffService {
  constructor(private readonly d: AccountsStaffDeps) {}

  /**
   * The staff home: a page of accounts with month-to-date spend (grosze, current Europe/Warsaw month,
   * stats_account_daily cost), running campaigns (display state RUNNING now) and last activity.
   * @throws DomainError AccessForbiddenException (403) for non-staff.
   */
  async list(actor: Actor, q: Omit<AccountListQuery, 'monthStart' | 'descending' | 'sort'> & { sort: string }) {
    const staff = requireStaff(actor);
    const today = warsawDay(this.d.now());
    const [field, direction] = q.sort.split(',');
    const descending = direction === 'DESC';
    const sort = field as AccountListQuery['sort'];
    const { rows, total } = await this.d.list.list(staff, { ...q, sort, descending, monthStart: `${today.slice(0, 8)}01` });
    const states = await this.d.list.campaignStates(
      staff,
      rows.map((r) => r.id),
    );
    const running = new Map<string, number>();
    const status = new Map(rows.map((r) => [r.id, r.status as AccountStatus]));
    for (const c of states) {
      const input = {
        ...c,
        userStatus: c.userStatus as CampaignUserStatus,
        reservePrice: this.d.reservePrice,
        accountStatus: status.get(c.accountId),
      };
      if (campaignDisplayState(input, today) === 'RUNNING') running.set(c.accountId, (running.get(c.accountId) ?? 0) + 1);
    }
    const content = rows.map((r) => ({
      ...r,
      type: r.type === 'MERCHANT' ? ('MERCHANT' as const) : ('BRAND' as const),
      status: r.status as AccountStatus,
      runningCampaigns: running.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      lastActivityAt: r.lastActivityAt.toISOString(),
    }));
    return toPage(content, total, q);
  }

  /** One account with its members and pending invitations. @throws AccessForbiddenException (403), ResourceNotFoundException (404). */
  async get(actor: Actor, id: string): Promise<StaffAccountView> {
    const staff = requireStaff(actor);
    return this.view(staff, await this.row(staff, id));
  }

  /**
   * Opens an account (docs/requirements.md §1: the account is created by an e-mailed link valid 7 days) and invites
   * its first member by e-mail through the invitations service.
   * @throws DomainError AccessForbiddenException (403); ValidationException (400, field email, name,
   *   brandCodes, storeId or taxId); OperationNotAllowedForAccountException (403, field email or taxId)
   *   when the e-mail or tax id is banned (docs/requirements.md §1 "a banned advertiser may not open new accounts");
   *   AccountNameTakenException (409, field name) when the name exists in any letter case (docs/requirements.md §5).
   */
  async create(actor: Actor, body: StaffAccountCreate): Promise<StaffAccountView> {
    const staff = requireStaff(actor);
    const email = checkedEmail(body.email);
    const fields = await checkedFields(staff, this.d.repo, body);
    await this.refuseBanned(staff, email, fields.taxId);
    const row = await nameUnique(() => this.d.repo.insert(staff, fields));
    await this.d.invitations.invite(row, email, { userId: actor.userId, name: actor.name });
    return this.view(staff, row);
  }

  /**
   * Replaces the editable fields (the members' e-mails never change, docs/requirements.md §1); `expectedVersion`
   * from If-Match (null = none). `onChange` gets the fields before and after (audit log).
   * @throws DomainError as {@link create} (a tax id banned for another account included), plus
   *   ResourceNotFoundException (404) and ResourceOptimisticLockException (412) for a stale version.
   */
  async update(
    actor: Actor,
    id: string,
    body: StaffAccountUpdate,
    expectedVersion: number | null,
    onChange?: ChangeRecorder,
  ): Promise<StaffAccountView> {
    const staff = requireStaff(actor);
    const before = await this.row(staff, id);
    const fields = await checkedFields(staff, this.d.repo, body);
    if (fields.taxId && fields.taxId !== before.taxId) await this.refuseBanned(staff, undefined, fields.taxId);
    const row = await nameUnique(() => this.d.repo.update(staff, id, fields, expectedVersion ?? before.version, this.d.now()));
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Account ${id} has changed; reload it.`);
    onChange?.(before, row, ACCOUNT_FIELDS);
    return this.view(staff, row);
  }

  /**
   * Sends a new invitation link to `email` for each account it has a pending invitation to; the
   * old link stops working (InvitationsService.invite replaces the token).
   * @throws DomainError AccessForbiddenException (403); ValidationException (400, field email);
   *   ResourceNotFoundException (404) when the address was never invited; OperationNotAllowedForAccountException
   *   (403, field email) when every invitation was accepted or its account is terminated or banned,
   *   or when the e-mail is banned (its links could not be accepted, docs/requirements.md §1.6).
   */
  async resendInvitation(actor: Actor, rawEmail: string) {
    const staff = requireStaff(actor);
    const email = checkedEmail(rawEmail);
    await this.refuseBanned(staff, email, null);
    const all = await this.d.repo.invitationsOf(staff, email);
    if (all.length === 0) throw new DomainError('ResourceNotFoundException', `${email} has no invitation.`, 'email');
    const pending = all.filter((i) => i.acceptedAt === null && i.accountStatus !== 'TERMINATED' && i.accountStatus !== 'BANNED');
    if (pending.length === 0) {
      throw new DomainError(
        'OperationNotAllowedForAccountException',
        `${email} already accepted its invitation (or its account is closed).`,
        'email',
      );
    }
    const invitations = [];
    for (const p of pending) {
      const inv = await this.d.invitations.invite({ id: p.accountId, name: p.accountName }, p.email, {
        userId: actor.userId,
        name: actor.name,
      });
      invitations.push({ accountId: p.accountId, accountName: p.accountName, expiresAt: inv.expiresAt.toISOString() });
    }
    return { email, invitations };
  }

  private async refuseBanned(staff: StaffScope, email: string | undefined, taxId: string | null): Promise<void> {
    const banned = await this.d.repo.banned(staff, { email, taxIdKey: taxId ? taxIdKey(taxId) : null });
    if (banned.email)
      throw new DomainError('OperationNotAllowedForAccountException', 'This e-mail belongs to a banned advertiser.', 'email');
    if (banned.taxId)
      throw new DomainError('OperationNotAllowedForAccountException', 'This tax id belongs to a banned advertiser.', 'taxId');
  }

  private async row(staff: StaffScope, id: string): Promise<StaffAccountRow> {
    const row = await this.d.repo.find(staff, id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Account ${id} not found.`);
    return row;
  }

  /** The API shape of an account row (with its people). */
  async view(staff: StaffScope, a: StaffAccountRow): Promise<StaffAccountView> {
    const people = await this.d.repo.people(staff, a.id);
    return {
      id: a.id,
      name: a.name,
      type: a.type === 'MERCHANT' ? 'MERCHANT' : 'BRAND',
      brandCodes: a.brandCodes,
      storeId: a.storeId,
      channels: a.channels as StaffAccountView['channels'],
      markets: a.markets,
      taxId: a.taxId,
      status: a.status as AccountStatus,
      statusReason: a.statusReason,
      statusChangedAt: a.statusChangedAt?.toISOString() ?? null,
      people: people.map((p) => ({
        email: p.email,
        status: p.status,
        expiresAt: p.expiresAt ? new Date(p.expiresAt).toISOString() : null,
      })),
      version: a.version,
      createdAt: a.createdAt.toISOString(),
    };
  }
}

/** A taken account name (any letter case, docs/requirements.md §5) is AccountNameTakenException (409, field name). */
const nameUnique = <T>(write: () => Promise<T>): Promise<T> =>
  withPgErrors(write, { '23505': () => new DomainError('AccountNameTakenException', undefined, 'name') });
