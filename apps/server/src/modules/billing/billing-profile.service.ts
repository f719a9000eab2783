import { billingProfileProblems, DomainError, normalizeTaxId, type BillingProfileInput } from '@ads/domain';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { ChangeRecorder } from '../audit';
import type { BillingProfileRepository, BillingProfileRow } from './billing-profile.repository';

/** A billing profile as the API shows it; `taxId` normalised (NIP digits or EU VAT id). */
export interface BillingProfileView extends BillingProfileInput {
  accountId: string;
  version: number;
  updatedAt: string;
}

const AUDITED = ['companyName', 'street', 'postalCode', 'city', 'countryCode', 'taxId'] as const;

/**
 * Billing profiles (docs/billing.md "Billing profile"): company name, address and tax id of an account,
 * which invoices are made out to. Members read and edit it (audited); staff in edit mode too.
 */
export class BillingProfileService {
  constructor(
    private readonly repo: BillingProfileRepository,
    private readonly now: () => Date,
    /** Called with the account id when the company name changed: it is the default "paid by" of its ads (DSA art. 26(1)(c)). */
    private readonly companyNameChanged: (accountId: string) => void = () => {},
    /** The accounts module's ban check (`app.accounts.refuseBanned`): throws for a banned tax id. */
    private readonly refuseBannedTaxId: (taxId: string) => Promise<void> = async () => {},
  ) {}

  /** True when the scope's account has a billing profile (campaigns need one to publish). */
  async exists(scope: AccountScope): Promise<boolean> {
    return this.repo.exists(scope);
  }

  /** The company name of the scope's billing profile, or null without a profile (the default "paid by" of its ads). */
  async companyName(scope: AccountScope): Promise<string | null> {
    return (await this.repo.find(scope.accountId))?.companyName ?? null;
  }

  /** The account's profile, or null when none was entered. @throws AccessForbiddenException. */
  async get(actor: Actor, accountId: string | undefined): Promise<BillingProfileView | null> {
    const scope = requireAccount(actor, accountId, 'billing-read');
    const row = await this.repo.find(scope.accountId);
    return row ? toView(row) : null;
  }

  /**
   * Creates or replaces the profile. The tax id must be a NIP with a valid checksum for a Polish
   * company or an EU VAT id for a foreign one (domain billingProfileProblems).
   * @throws ValidationException with the first bad field (COMPANY_NAME, STREET, POSTAL_CODE, CITY,
   *   COUNTRY_CODE, TAX_ID), ResourceOptimisticLockException (412) on a stale If-Match,
   *   OperationNotAllowedForAccountException (403, field TAX_ID) when a new or changed tax id belongs to a
   *   banned advertiser (docs/requirements.md §1.6; `PL…` and the bare NIP alike).
   */
  async put(
    actor: Actor,
    accountId: string | undefined,
    input: BillingProfileInput,
    ifMatch: number | null,
    record: ChangeRecorder,
  ): Promise<BillingProfileView> {
    const scope = requireAccount(actor, accountId, 'billing');
    const cleaned = {
      companyName: input.companyName.trim(),
      street: input.street.trim(),
      postalCode: input.postalCode.trim(),
      city: input.city.trim(),
      countryCode: input.countryCode.trim().toUpperCase(),
      taxId: input.taxId,
    };
    const problems = Object.entries(billingProfileProblems(cleaned));
    if (problems.length) throw new DomainError('ValidationException', problems[0]![1], problems[0]![0]);
    const values = { ...cleaned, taxId: normalizeTaxId(cleaned.taxId)! };
    const before = await this.repo.find(scope.accountId);
    if (values.taxId !== before?.taxId) await this.refuseBannedTaxId(values.taxId);
    let row: BillingProfileRow | undefined;
    if (!before) {
      if (ifMatch !== null) throw new DomainError('ResourceOptimisticLockException');
      row = await this.repo.insert(scope, values);
    } else {
      row = await this.repo.update(scope, values, ifMatch, this.now());
    }
    if (!row) throw new DomainError('ResourceOptimisticLockException');
    record(before ?? {}, row, AUDITED);
    if (before?.companyName !== row.companyName) this.companyNameChanged(scope.accountId);
    return toView(row);
  }
}

function toView(r: BillingProfileRow): BillingProfileView {
  return {
    accountId: r.accountId,
    companyName: r.companyName,
    street: r.street,
    postalCode: r.postalCode,
    city: r.city,
    countryCode: r.countryCode,
    taxId: r.taxId,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}
