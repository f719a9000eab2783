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
}

/**
 * Opens PostgreSQL (when `url` is given) or the embedded PGlite (DESIGN.md "embedded defaults").
 * @throws when the server cannot be reached (the first query is made here, so a bad URL fails at start).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client can be closed by the server (restart, failover, a test database dropped):
    // pg emits that on the pool, and an 'error' event without a listener would crash the process.
    // The pool discards that client and opens a new one on the next query.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error('PostgreSQL pool: idle client error', error);
    });
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
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
