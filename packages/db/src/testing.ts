import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './connect';

/**
 * A fresh, migrated database for one test file (docs/conventions.md, Immich: "fresh database per test file
 * from a migrated template"). Uses the PostgreSQL server at TEST_DATABASE_URL (default: the local
 * server, postgres://postgres@127.0.0.1:5432/postgres); a machine without one gets PGlite in memory,
 * unless TEST_REQUIRE_POSTGRES=1 (set in CI) makes that an error.
 */
export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the per-file database (undefined on PGlite). */
  url: string | undefined;
  /**
   * With `{ runtimeRole: true }` on PostgreSQL: the per-file database as a new LOGIN role that has no privilege
   * yet (grant it with grantRuntimeRole, or let the server's start do it; docs/operations.md "Database roles").
   * The role is dropped by close().
   */
  runtimeUrl?: string;
}

export interface TestDatabaseOptions {
  /** Also create a least-privilege LOGIN role for the database (see {@link TestDatabase.runtimeUrl}). */
  runtimeRole?: boolean;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.TEST_REQUIRE_POSTGRES === '1') throw error;
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  try {
    const template = `ads_tpl_${migrationsHash()}`;
    await admin.query('select pg_advisory_lock(727274)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${template}"`);
        const tpl = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 1 });
        await tpl.migrate();
        await tpl.close();
      }
      const name = `ads_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database "${name}" template "${template}"`);
      const url = withDatabase(adminUrl, name);
      const handle = await openDatabase({ url, poolSize: 5 });
      let runtimeUrl: string | undefined;
      if (options.runtimeRole) {
        const password = randomBytes(12).toString('hex');
        await admin.query(`create role "${name}_app" login nosuperuser nocreatedb nocreaterole noinherit password '${password}'`);
        const u = new URL(url);
        u.username = `${name}_app`;
        u.password = password;
        runtimeUrl = u.toString();
      }
      return {
        ...handle,
        url,
        runtimeUrl,
        close: async () => {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists "${name}" with (force)`);
          // The role's grants lived in the dropped database only, so nothing else refers to it.
          if (runtimeUrl) await cleanup.query(`drop role if exists "${name}_app"`);
          await cleanup.end();
        },
      };
    } finally {
      await admin.query('select pg_advisory_unlock(727274)');
    }
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Short hash of the migration files, so a changed schema gets a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 12);
}
