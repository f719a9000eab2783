import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { currentRole, grantRuntimeRole, openDatabase, queryRows, runtimeRoleWarnings, type DatabaseHandle } from '@ads/db';
import type { Config } from './config';

/** pg-boss's schema (its default; modules/jobs/job-runner.ts does not change it). */
const PGBOSS_SCHEMA = 'pgboss';

/** Advisory lock key of the start-up's one-time database work (PostgreSQL §9.27.10; 727277 is the migrator's own). */
export const STARTUP_LOCK = 727_278;

/**
 * Runs `work` — the start-up's one-time database work: migrations, grants, the job queue's schema, the first
 * catalogue import, keys and demo data — while holding a session advisory lock on a connection of its own
 * (DATABASE_OWNER_URL, else DATABASE_URL), so that hosts starting at once on one database take turns: the
 * second finds the work done (docs/deployment.md "Starting several hosts"). Concurrent `GRANT`s otherwise fail
 * with "tuple concurrently updated", and check-then-insert steps (shop key, catalogue) race.
 * On PGlite (one process) `work` just runs. Waits for the lock at most DB_STATEMENT_TIMEOUT_MS.
 */
export async function withStartupLock<T>(config: Config, work: () => Promise<T>): Promise<T> {
  const url = config.databaseOwnerUrl ?? config.databaseUrl;
  if (!url) return work();
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
    statement_timeout: config.database.statementTimeoutMs,
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when `work` failed.
    await client.end().catch(() => undefined);
  }
}

/**
 * Migrations and roles at start (docs/operations.md "Database roles"). With DATABASE_OWNER_URL the migrations
 * run as the owner role, which grants DATABASE_URL's role row access only (grantRuntimeRole) and gives it the
 * job queue's own schema; without it DATABASE_URL's role migrates (PGlite: always, it has no roles).
 * Prints what makes the serving role more than least privilege.
 */
export async function migrateDatabase(config: Config, handle: DatabaseHandle): Promise<void> {
  if (config.databaseOwnerUrl) {
    const owner = await openDatabase({
      url: config.databaseOwnerUrl,
      poolSize: 1,
      timeouts: { connectMs: config.database.connectTimeoutMs },
    });
    try {
      await owner.migrate();
      const role = await currentRole(handle.db);
      if (role !== (await currentRole(owner.db))) {
        await grantRuntimeRole(owner.db, role);
        await owner.db.execute(sql`create schema if not exists ${sql.identifier(PGBOSS_SCHEMA)} authorization ${sql.identifier(role)}`);
        await installJobQueue(handle);
      }
    } finally {
      await owner.close();
    }
  } else {
    await handle.migrate();
  }
  if (handle.kind !== 'postgres') return;
  for (const warning of await runtimeRoleWarnings(handle.db)) {
    console.warn(`• database: ${warning} (serve as a least-privilege role: docs/operations.md "Database roles")`);
  }
}

/**
 * pg-boss installs itself at start with `CREATE SCHEMA IF NOT EXISTS`, which PostgreSQL refuses to a role
 * without CREATE on the database even when the schema exists. The owner made the schema, owned by the runtime
 * role; the runtime role creates pg-boss's tables in it here (pg-boss's own construction plan, without that
 * statement), so it owns only its job queue. Later pg-boss starts find it installed.
 */
async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const [row] = await queryRows<{ installed: boolean }>(
    handle.db,
    sql`select to_regclass(${`${PGBOSS_SCHEMA}.version`}) is not null as installed`,
  );
  if (row?.installed) return;
  const plan = PgBoss.getConstructionPlans(PGBOSS_SCHEMA);
  const createSchema = /CREATE SCHEMA IF NOT EXISTS pgboss\b/;
  if (!createSchema.test(plan)) throw new Error('pg-boss construction plan changed: cannot install it as the runtime role');
  await handle.db.execute(sql.raw(plan.replace(createSchema, 'SELECT 1')));
}
