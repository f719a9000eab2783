import {
  DomainError,
  isUuid,
  READ_CAPABILITIES,
  roleAllows,
  type AccountCapability,
  type AccountRole,
  type Language,
} from '@ads/domain';

/** Realm role of the retailer's staff (docs/requirements.md §6 "marops: present when roles include it"). */
export const STAFF_ROLE = 'marops';

/**
 * How a staff member acts on an advertiser's account they are not a member of (docs/architecture.md "Plugins and access"):
 * `read` looks, `edit` may change. Sent as the `acting-as-staff` header; absent = not acting, so staff
 * see foreign accounts only when they ask to, and every such request is audited.
 */
export type StaffMode = 'read' | 'edit';

/**
 * Who is calling, resolved once per request by the access plugin (verified token → active user →
 * roles → memberships, one query). Every service method takes it and asserts what it needs first.
 */
export interface Actor {
  readonly userId: string;
  readonly email: string;
  /** Display name; "User" when empty (docs/requirements.md §3). */
  readonly name: string;
  readonly roles: readonly string[];
  /** Has the `marops` role (docs/requirements.md §6). */
  readonly isMarops: boolean;
  /** Accepted the terms version in force (domain `acceptedTermsInForce`). */
  readonly termsAccepted: boolean;
  /** The language the user chose for the web app and their e-mails; null until they choose (docs/conventions.md "The web app"). */
  readonly language: Language | null;
  /** The newest terms version the user accepted (null = none). */
  readonly termsAcceptedVersion: number | null;
  /** The terms version in force at the request's instant (the server clock; null = none yet). */
  readonly termsVersionInForce: number | null;
  /** Ids (lower case) of the accounts the user is a member of. */
  readonly accountIds: ReadonlySet<string>;
  /**
   * Status of each of those accounts (ACTIVE, SUSPENDED, TERMINATED or BANNED), loaded with the
   * memberships, and of the account a staff request acts on; absent = ACTIVE. Nobody writes to a
   * TERMINATED or BANNED account through its advertiser API, members nor staff in edit mode.
   */
  readonly accountStatuses: ReadonlyMap<string, string>;
  /** The user's role in each of their accounts (docs/access-roles.md), loaded with the memberships. */
  readonly accountRoles: ReadonlyMap<string, AccountRole>;
  /** Staff acting mode of this request (null: not acting; always null for non-staff). */
  readonly staffMode: StaffMode | null;
  /**
   * Set when the request authenticated with an advertiser API key (docs/api-keys.md): the actor is limited
   * to the key's one account and role, `userId` and `email` are the key's maker's, and the audit log names the key.
   */
  readonly apiKey?: ApiKeyRef;
}

/** The API key a request was made with, as the audit log names it. */
export interface ApiKeyRef {
  readonly id: string;
  readonly name: string;
  /** The public part of the key (`adsk_<prefix>_…`). */
  readonly prefix: string;
}

declare const accountScope: unique symbol;
declare const staffScope: unique symbol;

/**
 * Proof that an actor may use one advertiser account in this request. Only {@link requireAccount}
 * makes one, and every repository method that reads or writes an account's data takes it instead of
 * a bare id: a service that forgets the access check does not compile.
 */
export interface AccountScope {
  readonly accountId: string;
  readonly actor: Actor;
  /** `member` of the account, or `staff` acting on it (audited). */
  readonly via: 'member' | 'staff';
  /** The member's role in the account; null for staff acting on it. */
  readonly role: AccountRole | null;
  readonly [accountScope]: true;
}

/** Proof that the actor is staff (role marops); made only by {@link requireStaff}. */
export interface StaffScope {
  readonly actor: Actor;
  readonly [staffScope]: true;
}

/**
 * What a call needs of an account: a capability of the member's role (docs/access-roles.md,
 * `ROLE_CAPABILITIES` in @ads/domain). Staff in `read` mode have the read capabilities, in `edit` mode all.
 */
export type AccountNeed = AccountCapability;

/** Readable names of the roles in refusals (docs/access-roles.md). */
const ROLE_NAMES: Record<AccountRole, string> = {
  ADMIN: 'admin',
  CAMPAIGN_MANAGER: 'campaign manager',
  BILLING: 'billing',
  READ_ONLY: 'read-only',
};

/**
 * Account statuses whose members may only read (docs/architecture.md "Plugins and access"): staff
 * ended the service (docs/requirements.md §1.6, §4.4), so nothing of the account changes any more;
 * its statistics and invoices stay readable. SUSPENDED keeps writing (docs/requirements.md §4.5: a
 * suspension only stops the displays and the fees).
 */
export const READ_ONLY_ACCOUNT_STATUSES: ReadonlySet<string> = new Set(['TERMINATED', 'BANNED']);

/**
 * Asserts that `actor` may `need` the account and returns the scope that repositories require.
 * Members have the capabilities of their role in the account (docs/access-roles.md; only the read
 * ones when the account is TERMINATED or BANNED); staff may read a foreign account in `read` mode and
 * do anything in `edit` mode. Pure: memberships, roles and their accounts' statuses were loaded with the actor.
 * @throws DomainError AccessForbiddenException (403) for a missing or foreign account id, or a
 *   staff write in read-only mode (docs/requirements.md §6 "others lead to access denied"), or a
 *   capability the member's role lacks (the message names the role);
 *   OperationNotAllowedForAccountException (403) for a write, by a member or staff in edit mode, to a
 *   TERMINATED or BANNED account.
 */
export function requireAccount(actor: Actor, accountId: string | undefined, need: AccountNeed): AccountScope {
  if (!accountId) throw new DomainError('AccessForbiddenException', 'The account-id header is required.');
  const id = accountId.toLowerCase();
  // Not an id of ours: refused here, so it never reaches a query (uuid columns reject it with a 500).
  if (!isUuid(id)) throw new DomainError('AccessForbiddenException', 'No access to the advertising account.');
  const writes = !READ_CAPABILITIES.has(need);
  if (actor.accountIds.has(id)) {
    const role = actor.accountRoles.get(id) ?? 'READ_ONLY';
    if (!roleAllows(role, need)) {
      throw new DomainError('AccessForbiddenException', `Your role in this account (${ROLE_NAMES[role]}) does not allow this operation.`);
    }
    if (writes) refuseEndedAccount(actor, id);
    return scope(actor, id, 'member', role);
  }
  if (actor.isMarops && actor.staffMode !== null) {
    if (writes && actor.staffMode !== 'edit') {
      throw new DomainError('AccessForbiddenException', 'Staff act on this account read-only; switch to edit mode to change it.');
    }
    if (writes) refuseEndedAccount(actor, id);
    return scope(actor, id, 'staff', null);
  }
  throw new DomainError('AccessForbiddenException', 'No access to the advertising account.');
}

/**
 * Asserts that the actor is staff (docs/requirements.md §6: staff endpoints are for marops only).
 * @throws DomainError AccessForbiddenException (403) otherwise.
 */
export function requireStaff(actor: Actor): StaffScope {
  if (!actor.isMarops) throw new DomainError('AccessForbiddenException', `This operation requires the ${STAFF_ROLE} role.`);
  return { actor } as StaffScope;
}

/**
 * True when this request is staff acting on an account they are not a member of (audited even
 * when it only reads).
 */
export function isStaffActing(actor: Actor | undefined, accountId: string | undefined): boolean {
  return Boolean(actor?.staffMode && actor.isMarops && accountId && !actor.accountIds.has(accountId.toLowerCase()));
}

/** @throws DomainError OperationNotAllowedForAccountException (403) when the account is TERMINATED or BANNED. */
function refuseEndedAccount(actor: Actor, id: string): void {
  const status = actor.accountStatuses.get(id);
  if (status && READ_ONLY_ACCOUNT_STATUSES.has(status)) {
    throw new DomainError(
      'OperationNotAllowedForAccountException',
      `This account is ${status.toLowerCase()}: its data can be read but no longer changed.`,
    );
  }
}

function scope(actor: Actor, accountId: string, via: AccountScope['via'], role: AccountRole | null): AccountScope {
  return { actor, accountId, via, role } as AccountScope;
}
