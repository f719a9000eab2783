import { resolve } from 'node:path';
import { z } from 'zod';
import { bool, ConfigError, ms } from './env';

/** Ground settings of the server: where it listens and is reached, its database and data directory, logs, processes. */
export const coreEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  /** The owner role's connection: migrations and grants run as it, DATABASE_URL's role serves (docs/operations.md "Database roles"). */
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DB_CONNECT_TIMEOUT_MS: ms(100, 600_000, 10_000),
  DB_STATEMENT_TIMEOUT_MS: ms(100, 86_400_000, 120_000),
  DATA_DIR: z.string().min(1).default('./var'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serving processes on this machine (node:cluster); more than 1 needs DATABASE_URL (README.md "Configuration"). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SERVED_BY_HEADER: bool.default(false),
  /** How long an actor read for a bearer token is reused, ms; 0 reads it on every request (docs/access-roles.md "Actor cache"). */
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  /** Bearer token for GET /metrics from other hosts; without it only this host reads them (docs/operations.md "Metrics"). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface CoreConfig {
  port: number;
  host: string;
  /** The URL users reach the server at (issuer, redirects); default http://localhost:PORT. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_OWNER_URL: the role that owns the schema. When set, migrations run as it and it grants DATABASE_URL's
   * role only row access (grantRuntimeRole in packages/db); when absent, DATABASE_URL's role migrates and serves.
   */
  databaseOwnerUrl: string | undefined;
  /**
   * Deadlines of the main PostgreSQL pool (reports, import, staff and advertiser API), ms: connect and
   * pool acquire; statement (server statement_timeout, client read timeout + 1 s). Ignored on PGlite.
   */
  database: { connectTimeoutMs: number; statementTimeoutMs: number };
  dataDir: string;
  logLevel: z.infer<typeof coreEnv>['LOG_LEVEL'];
  /**
   * Server processes on this machine (WORKERS, 1–64, default 1). With more than one, main.ts runs the
   * start-up work once and forks that many workers with node:cluster, sharing the port and the PostgreSQL
   * database (README.md "Configuration"); PGlite is single-process, so WORKERS > 1 needs DATABASE_URL.
   */
  workers: number;
  /** Add `x-served-by: <pid>` to every response (SERVED_BY_HEADER; for load-balancer checks and the multi-process test). */
  servedByHeader: boolean;
  /**
   * ACTOR_CACHE_MS (0–1000, default 1000): an API call reuses the actor read for the same token this long;
   * a change of access made by another process is seen within it (modules/access/actor-cache.ts).
   */
  actorCacheMs: number;
  /** METRICS_TOKEN: who else may read GET /metrics (`Authorization: Bearer <token>`); absent: only direct connections from this host. */
  metricsToken: string | undefined;
}

/** @throws ConfigError for WORKERS > 1 or DATABASE_OWNER_URL without DATABASE_URL. */
export function coreConfig(e: z.infer<typeof coreEnv>): CoreConfig {
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_OWNER_URL: needs DATABASE_URL (the role the server runs as); PGlite has no roles']);
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS: ${e.WORKERS} processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database serves one process only`,
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    database: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    dataDir: resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    servedByHeader: e.SERVED_BY_HEADER,
    metricsToken: e.METRICS_TOKEN,
    actorCacheMs: e.ACTOR_CACHE_MS,
  };
}
