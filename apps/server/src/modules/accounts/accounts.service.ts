import { DomainError } from '@ads/domain';
import type { AccountRow, AccountsRepository } from './accounts.repository';
import { CURRENT_TERMS_VERSION } from '../terms/terms.constants';

/** Who is calling, as the token says (auth plugin's request.user). */
export interface TokenUser {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

/** The caller resolved to a database user. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  roles: string[];
  isMarops: boolean;
  /** Accepted the terms version in force (CURRENT_TERMS_VERSION), not just any version. */
  termsAccepted: boolean;
}

export interface AccountView {
  id: string;
  name: string;
  type: 'BRAND' | 'MERCHANT';
  inventory: { brandCodes: string[]; storeId: string | null; productCount: number };
  /** Optimistic-concurrency version (ETag). */
  version: number;
}

export const MAROPS_ROLE = 'marops';

/**
 * Users, accounts and the tenancy rule (DESIGN.md "Tenancy", spec §6): an advertiser uses only
 * accounts in their list. Every method that reads an account checks membership first.
 */
export class AccountsService {
  constructor(private readonly repo: AccountsRepository) {}

  /**
   * Finds the database user behind a token: by subject (embedded provider: the user id), else by
   * e-mail (an external Keycloak), creating the user on first sight with the token's roles.
   */
  async resolveCaller(token: TokenUser): Promise<Caller> {
    let user = (await this.repo.findUserById(token.id)) ?? (await this.repo.findUserByEmail(token.email));
    user ??= await this.repo.insertUser({ email: token.email, name: token.name || 'User', roles: token.roles });
    return {
      userId: user.id,
      email: user.email,
      name: user.name || 'User',
      roles: token.roles,
      isMarops: token.roles.includes(MAROPS_ROLE),
      termsAccepted: user.termsAcceptedVersion === CURRENT_TERMS_VERSION,
    };
  }

  /** The user with this e-mail, in any letter case (one account per e-mail, spec §1). */
  async findUserByEmail(email: string) {
    return this.repo.findUserByEmail(email);
  }

  /** @throws DomainError AccessForbiddenException (403) unless the caller belongs to the account. */
  async assertAccountAccess(caller: Caller, accountId: string): Promise<void> {
    if (!(await this.repo.isMember(caller.userId, accountId))) {
      throw new DomainError('AccessForbiddenException', 'No access to the advertising account.');
    }
  }

  /** Paged list of the caller's accounts (spec §3 "accounts from the content field of a paged response"). */
  async listAccounts(caller: Caller, page: number, size: number) {
    const { rows, total } = await this.repo.listAccountsOfUser(caller.userId, page, size);
    const content = await Promise.all(rows.map((a) => this.view(a)));
    return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  /** One account. @throws AccessForbiddenException when not the caller's, ResourceNotFoundException when missing. */
  async getAccount(caller: Caller, accountId: string): Promise<AccountView> {
    await this.assertAccountAccess(caller, accountId);
    const account = await this.repo.findAccount(accountId);
    if (!account) throw new DomainError('ResourceNotFoundException', `Account ${accountId} not found.`);
    return this.view(account);
  }

  /**
   * Renames an account of the caller (spec §7 PATCH /accounts/{id}); `expectedVersion` from If-Match
   * (null = no check). Surrounding whitespace is trimmed.
   * @throws DomainError AccessForbiddenException (403) when not the caller's; ValidationException
   *   (400, field NAME) for a blank name or one over 200 characters; ResourceOptimisticLockException (412) for a stale version;
   *   AccountNameTakenException (409) when another account has the name in any letter case (spec §5).
   */
  async renameAccount(caller: Caller, accountId: string, name: string, expectedVersion: number | null): Promise<AccountView> {
    await this.assertAccountAccess(caller, accountId);
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 200) {
      throw new DomainError('ValidationException', 'The account name must have 1 to 200 characters.', 'NAME');
    }
    let row: AccountRow | undefined;
    try {
      row = await this.repo.renameAccount(accountId, trimmed, expectedVersion);
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (e?.code === '23505' || e?.cause?.code === '23505') throw new DomainError('AccountNameTakenException', undefined, 'NAME');
      throw error;
    }
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Account ${accountId} has changed; reload it.`);
    return this.view(row);
  }

  /** The account row, after the access check; used by other modules to read the inventory rule. */
  async accountForCaller(caller: Caller, accountId: string): Promise<AccountRow> {
    await this.assertAccountAccess(caller, accountId);
    const account = await this.repo.findAccount(accountId);
    if (!account) throw new DomainError('ResourceNotFoundException', `Account ${accountId} not found.`);
    return account;
  }

  private async view(a: AccountRow): Promise<AccountView> {
    return {
      id: a.id,
      name: a.name,
      type: a.type === 'MERCHANT' ? 'MERCHANT' : 'BRAND',
      inventory: { brandCodes: a.brandCodes, storeId: a.storeId, productCount: await this.repo.inventorySize(a) },
      version: a.version,
    };
  }
}
