import { checkAdName, DomainError, shownAdNames } from '@ads/domain';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { ChangeRecorder } from '../audit';
import type { AccountRow, AccountsRepository } from './accounts.repository';

/** The names an account shows with its ads, as set (null = default) and as shown. */
export interface AdTransparencyView {
  advertiserName: string | null;
  payerName: string | null;
  shown: { onBehalfOf: string; paidBy: string };
  /** The account's version (ETag). */
  version: number;
}

export interface AdTransparencyDeps {
  repo: AccountsRepository;
  /** The billing profile's company name (the default "paid by"), through the billing module's face. */
  billingCompany: (scope: AccountScope) => Promise<string | null>;
  /** Announces that an account's ad names changed (serving reloads its campaigns). */
  changed: (accountId: string) => void;
}

/**
 * Who an account's ads are shown on behalf of and who paid for them (Digital Services Act art.
 * 26(1)(b), (c); docs/ad-transparency.md): an agency can pay for a brand's ads. Members read them;
 * members and staff in edit mode change them (audited); staff read them acting as staff.
 */
export class AdTransparencyService {
  constructor(private readonly d: AdTransparencyDeps) {}

  /** @throws DomainError AccessForbiddenException (403), ResourceNotFoundException (404). */
  async get(actor: Actor, accountId: string | undefined): Promise<AdTransparencyView> {
    const scope = requireAccount(actor, accountId, 'read');
    const row = await this.d.repo.findAccount(scope);
    if (!row) throw new DomainError('ResourceNotFoundException', `Account ${scope.accountId} not found.`);
    return this.#view(scope, row);
  }

  /**
   * Sets both names; blank or null = the default (the account's name; the billing company, else the
   * account's name). `expectedVersion` from If-Match (null = no check).
   * @throws DomainError ValidationException (400, field ADVERTISER_NAME or PAYER_NAME) for a name over
   *   200 characters; ResourceOptimisticLockException (412) for a stale version; AccessForbiddenException (403).
   */
  async put(
    actor: Actor,
    accountId: string | undefined,
    input: { advertiserName: string | null; payerName: string | null },
    expectedVersion: number | null,
    onChange?: ChangeRecorder,
  ): Promise<AdTransparencyView> {
    const scope = requireAccount(actor, accountId, 'members');
    const advertiserName = checkAdName(input.advertiserName);
    const payerName = checkAdName(input.payerName);
    if (advertiserName === 'TOO_LONG') throw new DomainError('ValidationException', 'The advertiser name must have at most 200 characters.', 'ADVERTISER_NAME');
    if (payerName === 'TOO_LONG') throw new DomainError('ValidationException', 'The payer name must have at most 200 characters.', 'PAYER_NAME');
    const written = await this.d.repo.setAdNames(scope, { advertiserName, payerName }, expectedVersion);
    if (!written) throw new DomainError('ResourceOptimisticLockException', `Account ${scope.accountId} has changed; reload it.`);
    onChange?.(written.before, { advertiserName, payerName });
    this.d.changed(scope.accountId);
    return this.#view(scope, written.row);
  }

  async #view(scope: AccountScope, row: AccountRow): Promise<AdTransparencyView> {
    const names = { accountName: row.name, advertiserName: row.adAdvertiserName, payerName: row.adPayerName };
    const shown = shownAdNames({ ...names, billingCompanyName: await this.d.billingCompany(scope) });
    return { advertiserName: row.adAdvertiserName, payerName: row.adPayerName, shown, version: row.version };
  }
}
