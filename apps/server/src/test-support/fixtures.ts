import { accounts, accountUsers, users, type Database } from '@ads/db';
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

export async function createAccount(
  db: Database,
  input: { name: string; type: 'BRAND' | 'MERCHANT'; brandCodes?: string[]; storeId?: string; memberIds?: string[] },
): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ name: input.name, type: input.type, brandCodes: input.brandCodes ?? [], storeId: input.storeId ?? null })
    .returning({ id: accounts.id });
  for (const userId of input.memberIds ?? []) await db.insert(accountUsers).values({ accountId: row!.id, userId });
  return row!.id;
}
