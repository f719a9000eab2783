import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Drizzle database over either driver; repositories are written against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations from packages/db/migrations. Idempotent. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// bigint (int8) and numeric come back as strings from node-postgres; our money columns are
// declared mode:'number' in Drizzle, but raw SQL aggregates (sum of bigint = numeric) are parsed here
// too so every driver returns JS numbers for counts and grosze within the safe-integer range.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// `date` stays the calendar-day text ('2026-11-21'): turning it into a JS Date at local midnight shifts days.
pg.types.setTypeParser(1082, (v) => v);

export interface OpenDatabaseOptions {
  /** postgres://… connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (created if missing); absent = in memory. */
  dataDir?: string;
  /** node-postgres pool size. Default 10. */
  poolSize?: number;
  /** Deadlines of every PostgreSQL connection of the pool; ignored by PGlite (no network to stall). */
  timeouts?: PostgresTimeouts;
}

/**
 * Deadlines of a PostgreSQL pool, ms (docs/serving-trust.md "Deadlines"); absent = none (node-postgres default).
 * - `connectMs`: opening a connection, and also waiting for a free pooled one (node-postgres
 *   `connectionTimeoutMillis` bounds both) → Error "timeout exceeded when trying to connect".
 * - `statementMs`: server-side `statement_timeout` and `idle_in_transaction_session_timeout` (a
 *   transaction left open by a vanished client is rolled back by the server), plus a client-side
 *   `query_timeout` of statementMs + 1 s, so a query on a stalled network ends too ("Query read timeout").
 *   A connection whose query timed out is closed, never reused (see {@link createPostgresPool}).
 */
export interface PostgresTimeouts {
  connectMs?: number;
  statementMs?: number;
}

/** Grace of the client-side query deadline beyond the server's statement_timeout, ms. */
const QUERY_TIMEOUT_GRACE_MS = 1000;

/**
 * A node-postgres pool over `url` with `timeouts`, wrapped for Drizzle; no query is made here.
 * A client handed back while a query is still on the wire (its read timed out: a stalled network)
 * is ended instead of pooled: reusing it would queue the next query behind the lost one, and a
 * transaction whose ROLLBACK never left would stay open. Closing it makes the server roll back.
 */
export function createPostgresPool(url: string, poolSize = 10, timeouts: PostgresTimeouts = {}): { db: Database; pool: pg.Pool } {
  const statement = timeouts.statementMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(timeouts.connectMs ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
    ...(statement
      ? { statement_timeout: statement, idle_in_transaction_session_timeout: statement, query_timeout: statement + QUERY_TIMEOUT_GRACE_MS }
      : {}),
  });
  // An idle client can be closed by the server (restart, failover, a test database dropped):
  // pg emits that on the pool, and an 'error' event without a listener would crash the process.
  // The pool discards that client and opens a new one on the next query.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') console.error('PostgreSQL pool: idle client error', error);
  });
  // A connection can die while checked out (the server's idle-in-transaction timeout, a cut network):
  // the query in flight gets the error; the client's own 'error' event must not crash the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!ending.has(client)) console.error('PostgreSQL pool: client error', error.message);
    });
    releaseWhenBeginFails(client);
  });
  const ending = new WeakSet<pg.PoolClient>();
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient & { _getActiveQuery?: () => unknown }) => {
    // `_getActiveQuery` is node-postgres's own check in Client#end (pg 8); ending sets `_ending`, so the pool drops the client.
    if (!client._getActiveQuery?.()) return;
    ending.add(client);
    void client.end().catch(() => undefined);
  });
  return { db: drizzlePg(pool, { schema }) as unknown as Database, pool };
}

/**
 * Drizzle's node-postgres transaction (drizzle-orm 0.4x session.js) sends BEGIN before its
 * try/finally, so when BEGIN fails (timeout, lost connection) the client is never released: the pool
 * shrinks by one for good and `pool.end()` never resolves. This hands such a client back as broken.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (result instanceof Promise && /^\s*begin\b/i.test(text ?? '')) {
      result.catch((error: Error) => {
        client.release(error);
        client.release = () => undefined; // drizzle does not call it; anyone else may, once
      });
    }
    return result;
  };
}

/** Advisory lock key serialising migrations (PostgreSQL §9.27.10 advisory locks; other keys: 727274 test template, 727275 roll-up, 727276 IdP key). */
export const MIGRATION_LOCK = 727_277;

/**
 * Drizzle's migrator reads the applied migrations and then runs the missing ones in one transaction,
 * without a lock: two processes starting at once on an empty database (two serving hosts, docs/deployment.md)
 * both run the first migration and one fails on a duplicate table. This holds a session advisory lock
 * around it, on one connection, so the second waits for the first and then finds nothing left to do.
 */
async function migrateSerialised(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A failed connection is not handed back to the pool (it may still hold the lock).
    client.release(broken);
  }
}

/**
 * Opens PostgreSQL (when `url` is given) or the embedded PGlite (docs/architecture.md "Processes and data flow").
 * @throws when the server cannot be reached (the first query is made here, so a bad URL fails at start).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { db, pool } = createPostgresPool(options.url, options.poolSize, options.timeouts);
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateSerialised(pool),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Same parsing as node-postgres above: int8/numeric as numbers, date as its text.
  const client = new PGlite(options.dataDir, {
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
