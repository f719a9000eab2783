import type { ChangeRecorder } from '../audit';
import { DomainError, isLanguage, type AccountRole, type AccountStatus, type Language } from '@ads/domain';
import { requireAccount, type AccountScope, type Actor } from '../access';
import { toPage } from '../../http/page';
import type { AccountRow, AccountsRepository } from './accounts.repository';
import type { BanCheck, BanFields } from './bans';
import { withPgErrors } from '@ads/db';

export interface AccountView {
  id: string;
  name: string;
  type: 'BRAND' | 'MERCHANT';
  inventory: { brandCodes: string[]; storeId: string | null; productCount: number };
  /** Lifecycle set by staff and their reason, shown to the advertiser. */
  status: AccountStatus;
  statusReason: string | null;
  /** Optimistic-concurrency version (ETag). */
  version: number;
  /** The caller's role in the account (docs/access-roles.md); null for staff acting on it. */
  role?: AccountRole | null;
}

/**
 * Advertiser accounts (docs/requirements.md §3, §7). Every method asserts the actor's access first (access.ts):
 * an advertiser uses only accounts in their list (docs/requirements.md §6), staff only in acting-as-staff mode.
 */
export class AccountsService {
  constructor(
    private readonly repo: AccountsRepository,
    /** Called with the account id after a rename: the name is the default "on whose behalf" of its ads. */
    private readonly renamed: (accountId: string) => void = () => {},
    private readonly bans?: BanCheck,
  ) {}

  /**
   * Refuses a banned e-mail or tax id (docs/requirements.md §1.6): other modules (billing profile) check
   * the identities they let into an account here.
   * @throws DomainError OperationNotAllowedForAccountException (403) with the field of `fields`.
   */
  async refuseBanned(v: { email?: string; taxId?: string | null }, fields?: BanFields): Promise<void> {
    await this.bans?.refuse(v, fields);
  }

  /** Paged list of the caller's accounts (docs/requirements.md §3 "accounts from the content field of a paged response"). */
  async listAccounts(actor: Actor, page: number, size: number) {
    const { rows, total } = await this.repo.listAccountsOfUser(actor.userId, page, size);
    const content = await Promise.all(
      rows.map(async (a) => ({ ...(await this.view(a)), role: actor.accountRoles.get(a.id.toLowerCase()) ?? null })),
    );
    return toPage(content, total, { page, size });
  }

  /** One account. @throws AccessForbiddenException when not the caller's, ResourceNotFoundException when missing. */
  async getAccount(actor: Actor, accountId: string | undefined): Promise<AccountView> {
    const scope = requireAccount(actor, accountId, 'read');
    return { ...(await this.view(await this.account(scope))), role: scope.role };
  }

  /**
   * Renames an account of the caller (docs/requirements.md §7 PATCH /accounts/{id}); `expectedVersion` from If-Match
   * (null = no check). Surrounding whitespace is trimmed.
   * @throws DomainError AccessForbiddenException (403) when not the caller's; ValidationException
   *   (400, field NAME) for a blank name or one over 200 characters; ResourceOptimisticLockException (412) for a stale version;
   *   AccountNameTakenException (409) when another account has the name in any letter case (docs/requirements.md §5).
   */
  async renameAccount(
    actor: Actor,
    accountId: string | undefined,
    name: string,
    expectedVersion: number | null,
    onChange?: ChangeRecorder,
  ): Promise<AccountView> {
    const scope = requireAccount(actor, accountId, 'members');
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 200) {
      throw new DomainError('ValidationException', 'The account name must have 1 to 200 characters.', 'NAME');
    }
    const row = await withPgErrors(() => this.repo.renameAccount(scope, trimmed, expectedVersion), {
      '23505': () => new DomainError('AccountNameTakenException', undefined, 'NAME'),
    });
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Account ${accountId} has changed; reload it.`);
    onChange?.({ name: row.previousName }, { name: row.name });
    if (row.previousName !== row.name) this.renamed(scope.accountId);
    return this.view(row);
  }

  /**
   * Stores the language the signed-in user chose for the web app and their e-mails (docs/conventions.md
   * "The web app"). Their own preference: any signed-in user, staff acting or not, sets only their own.
   * @returns the stored language.
   * @throws DomainError ValidationException (400, field LANGUAGE) when `language` is not 'en' or 'pl'.
   */
  async setLanguage(actor: Actor, language: unknown): Promise<Language> {
    if (!isLanguage(language)) throw new DomainError('ValidationException', 'The language is "en" or "pl".', 'LANGUAGE');
    await this.repo.setUserLanguage(actor.userId, language);
    return language;
  }

  /**
   * The account row of a scope; other modules read its inventory rule (brands or store) from it.
   * @throws DomainError ResourceNotFoundException (404) when the account does not exist (staff scopes).
   */
  async account(scope: AccountScope): Promise<AccountRow> {
    const account = await this.repo.findAccount(scope);
    if (!account) throw new DomainError('ResourceNotFoundException', `Account ${scope.accountId} not found.`);
    return account;
  }

  /** Which of `ids` (lower-case UUIDs) are accounts; other modules check account lists with it. */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    return this.repo.existingIds(ids);
  }

  /**
   * Every advertiser user — a member of an account, not disabled, not staff — with e-mail and name
   * (the terms module tells them about new terms, docs/terms.md).
   */
  async advertiserRecipients(): Promise<Array<{ email: string; name: string }>> {
    return this.repo.advertiserRecipients();
  }

  /**
   * The account's name and every member's e-mail address, ordered by address: whom the billing module sends an
   * issued invoice to (docs/billing.md "Month close"). An account that does not exist gives name '' and no address.
   */
  async invoiceRecipients(accountId: string): Promise<{ name: string; emails: string[] }> {
    return this.repo.invoiceRecipients(accountId);
  }

  private async view(a: AccountRow): Promise<AccountView> {
    return {
      id: a.id,
      name: a.name,
      type: a.type === 'MERCHANT' ? 'MERCHANT' : 'BRAND',
      inventory: { brandCodes: a.brandCodes, storeId: a.storeId, productCount: await this.repo.inventorySize(a) },
      status: a.status as AccountStatus,
      statusReason: a.statusReason,
      version: a.version,
    };
  }
}
