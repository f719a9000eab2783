import { eq, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { idpSigningKeys, users, type Database } from '@ads/db';
import { loadOrCreateSigningKey, type IdpKeyStore, type IdpUser, type IdpUserDirectory } from '../idp';

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

/** Advisory lock key serialising the first creation of the signing key (PostgreSQL §9.27.10 advisory locks). */
const SIGNING_KEY_LOCK = 727_276;

export class DbKeyStore implements IdpKeyStore {
  constructor(private readonly db: Database) {}

  async load(): Promise<JWK | null> {
    const [row] = await this.db
      .select()
      .from(idpSigningKeys)
      .orderBy(sql`${idpSigningKeys.createdAt} desc, ${idpSigningKeys.kid} desc`)
      .limit(1);
    return (row?.jwk as JWK | undefined) ?? null;
  }

  async loadAll(): Promise<JWK[]> {
    const rows = await this.db.select({ jwk: idpSigningKeys.jwk }).from(idpSigningKeys);
    return rows.map((r) => r.jwk as JWK);
  }

  /**
   * Inserts `jwk` only when the table is empty, under a transaction-scoped advisory lock, so processes
   * starting at once on a fresh database all end up with the first key stored (the winner is returned).
   */
  async create(jwk: JWK): Promise<JWK> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`);
      const [existing] = await tx
        .select()
        .from(idpSigningKeys)
        .orderBy(sql`${idpSigningKeys.createdAt} desc, ${idpSigningKeys.kid} desc`)
        .limit(1);
      if (existing) return existing.jwk as JWK;
      await tx.insert(idpSigningKeys).values({ kid: jwk.kid ?? 'default', jwk });
      return jwk;
    });
  }
}

/**
 * Creates the embedded provider's signing key when the database has none (npm start runs this once,
 * before forking WORKERS, so every process signs with the same key; docs/identity-keycloak.md).
 */
export async function ensureIdpSigningKey(db: Database): Promise<void> {
  await loadOrCreateSigningKey(new DbKeyStore(db));
}
