import { and, eq, sql } from 'drizzle-orm';
import { billingProfiles, type Database } from '@ads/db';
import type { AccountScope } from '../access';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type BillingProfileValues = Pick<BillingProfileRow, 'companyName' | 'street' | 'postalCode' | 'city' | 'countryCode' | 'taxId'>;

/** SQL of billing profiles (billing_profiles): one per account. */
export class BillingProfileRepository {
  constructor(private readonly db: Database) {}

  async find(accountId: string): Promise<BillingProfileRow | undefined> {
    const [row] = await this.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId));
    return row;
  }

  /** True when the scope's account has a billing profile (required to publish a campaign). */
  async exists(scope: AccountScope): Promise<boolean> {
    return (await this.find(scope.accountId)) !== undefined;
  }

  /** Creates the profile (version 1); undefined when one exists already (a parallel create won). */
  async insert(scope: AccountScope, values: BillingProfileValues): Promise<BillingProfileRow | undefined> {
    const [row] = await this.db
      .insert(billingProfiles)
      .values({ accountId: scope.accountId, ...values })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Replaces the profile at `version` (null: any); undefined when the version is stale. */
  async update(
    scope: AccountScope,
    values: BillingProfileValues,
    version: number | null,
    now: Date,
  ): Promise<BillingProfileRow | undefined> {
    const where =
      version === null
        ? eq(billingProfiles.accountId, scope.accountId)
        : and(eq(billingProfiles.accountId, scope.accountId), eq(billingProfiles.version, version));
    const [row] = await this.db
      .update(billingProfiles)
      .set({ ...values, version: sqlIncrement(), updatedAt: now })
      .where(where)
      .returning();
    return row;
  }
}

function sqlIncrement() {
  return sql`${billingProfiles.version} + 1`;
}
