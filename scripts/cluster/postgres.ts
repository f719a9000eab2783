import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { run, type Topology } from './netns';

/** Debian's PostgreSQL 15 binaries (package postgresql-15). */
export const PG_BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * The cluster's PostgreSQL host: a fresh cluster (initdb) under `dir`, run by the `postgres` user inside
 * the pg namespace, listening on its db address only (no Unix socket, so it cannot meet the machine's own
 * server), password logins (scram-sha-256) from the db network. `max_connections` is the budget the serving
 * hosts' pools must stay under (docs/deployment.md "Connection budget").
 */
export interface PgHost {
  /** Superuser URL (the script's own checks and set-up). */
  adminUrl: string;
  /** The schema owner's URL (DATABASE_OWNER_URL) and the serving role's (DATABASE_URL) of database `ads`. */
  ownerUrl: string;
  appUrl: string;
  maxConnections: number;
  stop(): void;
}

function pgUser(): { uid: number; gid: number } {
  return { uid: Number(run('id', ['-u', 'postgres']).trim()), gid: Number(run('id', ['-g', 'postgres']).trim()) };
}

const asPostgres = (t: Topology, binary: string, args: string[]) =>
  run('ip', ['netns', 'exec', t.ns.pg, 'runuser', '-u', 'postgres', '--', join(PG_BIN, binary), ...args]);

/** Starts the PostgreSQL host in `dir` (created; removed by the caller) and creates roles `ads_owner`, `ads_app` and database `ads`. */
export async function startPostgres(t: Topology, dir: string, password: string, maxConnections: number): Promise<PgHost> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`no PostgreSQL binaries in ${PG_BIN} (Debian: apt-get install -y postgresql-15, or set CLUSTER_PG_BIN)`);
  }
  const { uid, gid } = pgUser();
  const data = join(dir, 'pgdata');
  mkdirSync(data, { recursive: true });
  chmodSync(dir, 0o755);
  chownSync(dir, uid, gid);
  chownSync(data, uid, gid);
  chmodSync(data, 0o700);
  const pwfile = join(dir, 'pgpass');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  chownSync(pwfile, uid, gid);
  asPostgres(t, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    `--pwfile=${pwfile}`,
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  writeFileSync(join(data, 'pg_hba.conf'), `host all all ${t.db.self.replace(/\.1$/, '.0')}/24 scram-sha-256\n`);
  const options = [
    `-c listen_addresses=${t.db.pg}`,
    '-c port=5432',
    "-c unix_socket_directories=''",
    `-c max_connections=${maxConnections}`,
    '-c shared_buffers=128MB',
    '-c synchronous_commit=on',
  ].join(' ');
  asPostgres(t, 'pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
  const base = `postgres://postgres:${encodeURIComponent(password)}@${t.db.pg}:5432`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create role ads_owner login password '${password}'`);
    await admin.query(`create role ads_app login password '${password}' nosuperuser nocreatedb nocreaterole nobypassrls`);
    // The owner creates pg-boss's schema owned by the serving role (CREATE SCHEMA … AUTHORIZATION needs membership).
    await admin.query('grant ads_app to ads_owner');
    await admin.query('create database ads owner ads_owner');
  } finally {
    await admin.end();
  }
  const at = (user: string) => `postgres://${user}:${encodeURIComponent(password)}@${t.db.pg}:5432/ads`;
  return {
    adminUrl: `${base}/ads`,
    ownerUrl: at('ads_owner'),
    appUrl: at('ads_app'),
    maxConnections,
    stop: () => {
      try {
        asPostgres(t, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}
