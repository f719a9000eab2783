import { DomainError, EMAIL_PATTERN, isUuid } from '@ads/domain';
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
      ...members.map((m) => ({ id: m.id, email: m.email, name: m.name, status: 'ACTIVE' as const })),
      ...pending.map((i) => ({
        id: i.id,
        email: i.email,
        name: null,
        status: 'INVITED' as const,
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
   *   (403, field EMAIL) for the e-mail of a banned advertiser, any letter case (docs/requirements.md §1.6).
   */
  async add(actor: Actor, accountId: string | undefined, rawEmail: string): Promise<{ user: AccountUserView; created: boolean }> {
    const scope = requireAccount(actor, accountId, 'write');
    const account = await this.deps.accounts.account(scope);
    const email = rawEmail.trim();
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
      throw new DomainError('ValidationException', 'Enter a valid e-mail address.', 'EMAIL');
    }
    await this.deps.accounts.refuseBanned({ email }, { email: 'EMAIL' });
    const member = await this.deps.repo.memberByEmail(scope, email);
    if (member) return { user: { ...member, status: 'ACTIVE' }, created: false };
    const inv = await this.deps.invitations.invite(account, email, { userId: actor.userId, name: actor.name });
    return {
      user: {
        id: inv.id,
        email: inv.email,
        name: null,
        status: 'INVITED',
        invitedAt: inv.createdAt.toISOString(),
        expiresAt: inv.expiresAt.toISOString(),
      },
      created: true,
    };
  }

  /**
   * Removes a member, or revokes a pending invitation when `userId` is an invitation's id.
   * @throws DomainError AccessForbiddenException (403); OperationNotAllowedForAccountException (403)
   *   for the account's last member (an account keeps at least one user); ResourceNotFoundException
   *   (404) when the id is neither a member nor a pending invitation of the account.
   */
  async remove(actor: Actor, accountId: string | undefined, userId: string): Promise<void> {
    const scope = requireAccount(actor, accountId, 'write');
    const result = isUuid(userId) ? await this.deps.repo.removeMemberUnlessLast(scope, userId) : 'not-member';
    if (result === 'last') {
      throw new DomainError('OperationNotAllowedForAccountException', 'The last user of an account cannot be removed.');
    }
    if (result === 'not-member' && !(await this.deps.invitationsRepo.deletePending(scope, userId))) {
      throw new DomainError('ResourceNotFoundException', `No user or invitation ${userId} in this account.`);
    }
  }
}
