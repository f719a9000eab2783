import { DomainError, EMAIL_PATTERN, isAccountRole, isUuid, type AccountRole } from '@ads/domain';
import type { ChangeRecorder } from '../audit';
import type { AccountsService } from './accounts.service';
import { requireAccount, type Actor } from '../access';
import type { AccountUsersRepository } from './account-users.repository';
import type { InvitationsRepository } from './invitations.repository';
import type { InvitationsService } from './invitations.service';

/** One entry of an account's users list: a member (ACTIVE) or a pending invitation (INVITED). */
export interface AccountUserView {
  /** The user's id (ACTIVE) or the invitation's id (INVITED); DELETE takes either. */
  id: string;
  email: string;
  /** null for an invitation: the invitee chooses their name when accepting. */
  name: string | null;
  status: 'ACTIVE' | 'INVITED';
  /** The member's role, or the role an invitation gives (docs/access-roles.md). */
  role: AccountRole;
  /** INVITED only: when the (latest) invitation was sent, ISO-8601 UTC. */
  invitedAt?: string;
  /** INVITED only: when its link stops working (invitedAt + 7 days); may be in the past. */
  expiresAt?: string;
}

/** General e-mail address pattern (docs/requirements.md §5 "E-mail: general address pattern"); its one copy is in @ads/domain. */
export { EMAIL_PATTERN };

/**
 * Users of an account (docs/requirements.md §6 "can list, add (by e-mail) and remove users of an account",
 * §7 GET/POST /accounts/{id}/users, DELETE /accounts/{id}/users/{userId}).
 * Every method checks that the caller belongs to the account first.
 */
export class AccountUsersService {
  constructor(
    private readonly deps: {
      accounts: AccountsService;
      repo: AccountUsersRepository;
      invitationsRepo: InvitationsRepository;
      invitations: InvitationsService;
    },
  ) {}

  /** Members (by name) then pending invitations (oldest first). @throws AccessForbiddenException (403). */
  async list(actor: Actor, accountId: string | undefined): Promise<AccountUserView[]> {
    const scope = requireAccount(actor, accountId, 'read');
    const members = await this.deps.repo.members(scope);
    const pending = await this.deps.invitationsRepo.pending(scope);
    return [
      ...members.map((m) => ({ id: m.id, email: m.email, name: m.name, status: 'ACTIVE' as const, role: m.role })),
      ...pending.map((i) => ({
        id: i.id,
        email: i.email,
        name: null,
        status: 'INVITED' as const,
        role: roleOf(i.role),
        invitedAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      })),
    ];
  }

  /**
   * Adds a user by e-mail (docs/requirements.md §6): every address that is not yet a member gets an invitation
   * e-mail (INVITED, `created` true; inviting again refreshes its link and expiry), whether or not it
   * already has a user, so the answer never tells who is registered (no user enumeration), and an
   * existing user joins only by accepting the invitation (InvitationsService.accept). An address
   * that already is a member (any letter case) answers that member (ACTIVE, `created` false): the
   * caller sees the members in the list anyway.
   * @throws DomainError AccessForbiddenException (403); ValidationException (400, field EMAIL) for an
   *   address that does not match the general e-mail pattern; OperationNotAllowedForAccountException
   *   (403, field EMAIL) for the e-mail of a banned advertiser, any letter case (docs/requirements.md §1.6);
   *   ValidationException (400, field ROLE) for a role not in ACCOUNT_ROLES.
   * @param role the role the invitee gets on accepting (docs/access-roles.md); default ADMIN.
   * @param onChange receives the invitation (`member`: null → e-mail, `role`) for the request's audit entry.
   */
  async add(
    actor: Actor,
    accountId: string | undefined,
    rawEmail: string,
    role: string = 'ADMIN',
    onChange?: ChangeRecorder,
  ): Promise<{ user: AccountUserView; created: boolean }> {
    const scope = requireAccount(actor, accountId, 'members');
    if (!isAccountRole(role)) throw roleError();
    const account = await this.deps.accounts.account(scope);
    const email = rawEmail.trim();
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
      throw new DomainError('ValidationException', 'Enter a valid e-mail address.', 'EMAIL');
    }
    await this.deps.accounts.refuseBanned({ email }, { email: 'EMAIL' });
    const member = await this.deps.repo.memberByEmail(scope, email);
    if (member) return { user: { ...member, status: 'ACTIVE' }, created: false };
    const inv = await this.deps.invitations.invite(account, email, { userId: actor.userId, name: actor.name }, role);
    onChange?.({ member: null, role: null }, { member: inv.email, role: inv.role }, ['member', 'role']);
    return {
      user: {
        id: inv.id,
        email: inv.email,
        name: null,
        status: 'INVITED',
        role: roleOf(inv.role),
        invitedAt: inv.createdAt.toISOString(),
        expiresAt: inv.expiresAt.toISOString(),
      },
      created: true,
    };
  }

  /**
   * Removes a member, or revokes a pending invitation when `userId` is an invitation's id.
   * @throws DomainError AccessForbiddenException (403); OperationNotAllowedForAccountException (403)
   *   for the account's last member (an account keeps at least one user); ValidationException (400,
   *   field ROLE) for its last ADMIN (docs/access-roles.md); ResourceNotFoundException
   *   (404) when the id is neither a member nor a pending invitation of the account.
   */
  async remove(actor: Actor, accountId: string | undefined, userId: string, onChange?: ChangeRecorder): Promise<void> {
    const scope = requireAccount(actor, accountId, 'members');
    const gone = isUuid(userId) ? (await this.deps.repo.members(scope)).find((m) => m.id === userId.toLowerCase()) : undefined;
    const result = isUuid(userId) ? await this.deps.repo.removeMemberUnlessLast(scope, userId) : 'not-member';
    if (result === 'last') {
      throw new DomainError('OperationNotAllowedForAccountException', 'The last user of an account cannot be removed.');
    }
    if (result === 'last-admin') throw lastAdminError();
    if (result === 'not-member' && !(await this.deps.invitationsRepo.deletePending(scope, userId))) {
      throw new DomainError('ResourceNotFoundException', `No user or invitation ${userId} in this account.`);
    }
    const before = gone ? { member: gone.email, role: gone.role } : { invitation: userId.toLowerCase() };
    onChange?.(before, {}, Object.keys(before));
  }

  /**
   * Changes a member's role (docs/access-roles.md); the change is recorded in the request's audit
   * entry (before → after) through `onChange`. Returns the member with the new role.
   * @throws DomainError AccessForbiddenException (403) unless the caller may manage members (ADMIN, staff in edit mode);
   *   ValidationException (400, field ROLE) for an unknown role or for demoting the account's last ADMIN;
   *   ResourceNotFoundException (404) when `userId` is not a member.
   */
  async changeRole(
    actor: Actor,
    accountId: string | undefined,
    userId: string,
    role: string,
    onChange?: ChangeRecorder,
  ): Promise<AccountUserView> {
    const scope = requireAccount(actor, accountId, 'members');
    if (!isAccountRole(role)) throw roleError();
    const result = isUuid(userId) ? await this.deps.repo.setRole(scope, userId, role) : 'not-member';
    if (result === 'not-member') throw new DomainError('ResourceNotFoundException', `No user ${userId} in this account.`);
    if (result === 'last-admin') throw lastAdminError();
    onChange?.({ userId, role: result.before }, { userId, role: result.after }, ['role']);
    const member = (await this.deps.repo.members(scope)).find((m) => m.id === userId.toLowerCase());
    return { id: userId, email: member?.email ?? '', name: member?.name ?? null, status: 'ACTIVE', role: result.after };
  }
}

function roleOf(value: string): AccountRole {
  return isAccountRole(value) ? value : 'READ_ONLY';
}

function roleError(): DomainError {
  return new DomainError('ValidationException', 'The role is ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY.', 'ROLE');
}

function lastAdminError(): DomainError {
  return new DomainError('ValidationException', 'An account keeps at least one admin: make another member admin first.', 'ROLE');
}
