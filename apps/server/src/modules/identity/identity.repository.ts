import { eq, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { idpSigningKeys, users, type Database } from '@ads/db';
import type { IdpKeyStore, IdpUser, IdpUserDirectory } from '../idp';

/**
 * The embedded identity provider's users and signing key, kept in the product database so that a
 * restart (or a second server process) keeps sign-ins and tokens valid.
 */
export class DbUserDirectory implements IdpUserDirectory {
  constructor(private readonly db: Database) {}

  async findByUsername(username: string): Promise<IdpUser | null> {
    // A disabled user cannot sign in; their existing tokens get 401 from the access layer.
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${username}) and ${users.disabledAt} is null`);
    return row ? toIdpUser(row) : null;
  }

  async findById(id: string): Promise<IdpUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toIdpUser(row) : null;
  }
}

function toIdpUser(row: typeof users.$inferSelect): IdpUser | null {
  if (!row.passwordHash) return null;
  return { id: row.id, username: row.email, email: row.email, name: row.name, roles: row.roles, passwordHash: row.passwordHash };
}

export class DbKeyStore implements IdpKeyStore {
  constructor(private readonly db: Database) {}

  async load(): Promise<JWK | null> {
    const [row] = await this.db
      .select()
      .from(idpSigningKeys)
      .orderBy(sql`${idpSigningKeys.createdAt} desc`)
      .limit(1);
    return (row?.jwk as JWK | undefined) ?? null;
  }

  async save(jwk: JWK): Promise<void> {
    await this.db
      .insert(idpSigningKeys)
      .values({ kid: jwk.kid ?? 'default', jwk })
      .onConflictDoNothing();
  }
}
