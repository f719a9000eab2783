import { eq, sql } from 'drizzle-orm';
import { accounts, accountUsers, billingProfiles, stores, users, type Database } from '@ads/db';
import { hashPassword } from '../idp';
import { assignStoreShare } from '../stores';

/**
 * Demo data for the embedded defaults (docs/architecture.md "Processes and data flow"): an advertiser who belongs to one BRAND and one
 * MERCHANT account, and a `marops` staff user. The catalogue has no sellers, so the demo store
 * carries a deterministic 30 % share of it (by hash of product id, see assignStoreShare).
 * Idempotent: existing users, stores and accounts are left as they are.
 */
export const DEMO_USERS = [
  { email: 'advertiser@demo.local', password: 'advertiser', name: 'Ada Advertiser', roles: [] as string[] },
  { email: 'marops@demo.local', password: 'marops', name: 'Marek Ops', roles: ['marops'] },
] as const;

export const DEMO_BRAND = { name: 'Nike (demo brand account)', brandCodes: ['nike'] };
export const DEMO_STORE = { externalId: 'demo-store-pl', name: 'Demo Fashion Store', share: 0.3 };
export const DEMO_MERCHANT = { name: 'Demo Fashion Store (demo merchant account)' };

/** Address and tax id of the demo accounts' billing profiles (a checksum-valid NIP of no real company we know of). */
const DEMO_BILLING = { street: 'ul. Złota 44', postalCode: '00-120', city: 'Warszawa', countryCode: 'PL', taxId: '1234563218' };

export interface DemoSeedResult {
  users: Array<{ email: string; password: string; roles: readonly string[] }>;
  accountIds: { brand: string; merchant: string };
}

export async function seedDemo(db: Database, channelCode: string): Promise<DemoSeedResult> {
  const ids: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${u.email}`);
    ids[u.email] =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({ email: u.email, name: u.name, roles: [...u.roles], passwordHash: await hashPassword(u.password) })
          .returning({ id: users.id })
      )[0]!.id;
  }
  const storeId = await upsertStore(db, channelCode);
  await assignStoreShare(db, storeId, { share: DEMO_STORE.share, salt: DEMO_STORE.externalId });
  const brand = await upsertAccount(db, { name: DEMO_BRAND.name, type: 'BRAND', brandCodes: DEMO_BRAND.brandCodes, storeId: null });
  const merchant = await upsertAccount(db, { name: DEMO_MERCHANT.name, type: 'MERCHANT', brandCodes: [], storeId });
  const advertiser = ids[DEMO_USERS[0].email]!;
  await db
    .insert(accountUsers)
    .values([
      { accountId: brand, userId: advertiser },
      { accountId: merchant, userId: advertiser },
    ])
    .onConflictDoNothing();
  // Billing profiles (required to publish), so the demo advertiser can publish at once.
  await db
    .insert(billingProfiles)
    .values([
      { accountId: brand, ...DEMO_BILLING, companyName: 'Demo Brand Sp. z o.o.' },
      { accountId: merchant, ...DEMO_BILLING, companyName: 'Demo Fashion Store Sp. z o.o.' },
    ])
    .onConflictDoNothing();
  return { users: DEMO_USERS.map((u) => ({ email: u.email, password: u.password, roles: u.roles })), accountIds: { brand, merchant } };
}

async function upsertStore(db: Database, channel: string): Promise<string> {
  const [existing] = await db.select({ id: stores.id }).from(stores).where(eq(stores.externalId, DEMO_STORE.externalId));
  if (existing) return existing.id;
  const [row] = await db
    .insert(stores)
    .values({ externalId: DEMO_STORE.externalId, name: DEMO_STORE.name, channel })
    .returning({ id: stores.id });
  return row!.id;
}

async function upsertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<string> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, values.name));
  if (existing) return existing.id;
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}
