import { accounts, accountUsers, billingProfiles, users, type Database } from '@ads/db';
import { hashPassword } from '../modules/idp/passwords';

/** Test fixtures written straight to the database (the state a test starts from, not the behaviour under test). */
export async function createUser(
  db: Database,
  input: { email: string; password: string; name?: string; roles?: string[] },
): Promise<{ id: string; email: string; password: string }> {
  const [row] = await db
    .insert(users)
    .values({ email: input.email, name: input.name ?? input.email.split('@')[0]!, roles: input.roles ?? [], passwordHash: await hashPassword(input.password) })
    .returning({ id: users.id });
  return { id: row!.id, email: input.email, password: input.password };
}

/** Billing profile of test accounts: a Warsaw address and a checksum-valid NIP. */
export const TEST_BILLING_PROFILE = { street: 'ul. Testowa 1', postalCode: '00-950', city: 'Warszawa', countryCode: 'PL', taxId: '1234563218' };

export async function createAccount(
  db: Database,
  input: { name: string; type: 'BRAND' | 'MERCHANT'; brandCodes?: string[]; storeId?: string; memberIds?: string[]; billingProfile?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ name: input.name, type: input.type, brandCodes: input.brandCodes ?? [], storeId: input.storeId ?? null })
    .returning({ id: accounts.id });
  for (const userId of input.memberIds ?? []) await db.insert(accountUsers).values({ accountId: row!.id, userId });
  // Publishing needs a billing profile; `billingProfile: false` leaves it out.
  if (input.billingProfile !== false) await db.insert(billingProfiles).values({ accountId: row!.id, ...TEST_BILLING_PROFILE, companyName: `${input.name} Sp. z o.o.` });
  return row!.id;
}
