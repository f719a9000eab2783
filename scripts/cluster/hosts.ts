import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgHost } from './postgres';
import { answers, startIn, waitFor, type Proc } from './processes';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import type { Topology } from './netns';

/** Port of the server on each serving host, and of the balancer. */
export const HOST_PORT = 3000;
export const LB_PORT = 8080;
export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';

/**
 * What every serving host must share (docs/deployment.md "What the hosts share"): the public URL (the
 * token issuer), the identity provider's cookie keys, the audit chain's key and the shop key. The
 * signing keys of tokens and resolved bids live in the database and need nothing.
 */
export interface SharedSecrets {
  publicUrl: string;
  idpCookieKeys: string;
  auditHmacKey: string;
  shopApiKey: string;
}

export function newSecrets(t: Topology): SharedSecrets {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    publicUrl: `http://${t.front.lb}:${LB_PORT}`,
    idpCookieKeys: secret(),
    auditHmacKey: secret(),
    shopApiKey: `cluster-${secret()}`,
  };
}

/** The environment of serving host `host` (as a systemd unit's EnvironmentFile would give it). */
export function hostEnv(pg: PgHost, shared: SharedSecrets, dataDir: string): Record<string, string> {
  return {
    PORT: String(HOST_PORT),
    HOST: '0.0.0.0',
    PUBLIC_URL: shared.publicUrl,
    DATABASE_URL: pg.appUrl,
    DATABASE_OWNER_URL: pg.ownerUrl,
    DATA_DIR: dataDir,
    IDP_COOKIE_KEYS: shared.idpCookieKeys,
    AUDIT_HMAC_KEY: shared.auditHmacKey,
    SHOP_API_KEY: shared.shopApiKey,
    DEMO_DATA: 'false',
    IMPORT_CATALOGUE_ON_START: 'true',
    WORKERS: '1',
    SERVED_BY_HEADER: 'true',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
  };
}

/** A serving host: its server process (replaced on restart) and its direct URL. */
export interface ServingHost {
  name: 'a' | 'b';
  url: string;
  proc: Proc;
  starts: number;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`, as the systemd unit does) in
 * `host`'s namespace; resolves when its port answers `GET /version.json` (the balancer's health check).
 */
export async function startServing(
  t: Topology,
  host: 'a' | 'b',
  env: Record<string, string>,
  root: string,
  logDir: string,
  previous?: ServingHost,
): Promise<{ host: ServingHost; readyMs: number }> {
  mkdirSync(env.DATA_DIR!, { recursive: true });
  const starts = (previous?.starts ?? 0) + 1;
  const proc = startIn(t, host, `serving-${host}`, [process.execPath, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], env, logDir, root);
  const url = `http://${t.front[host]}:${HOST_PORT}`;
  const readyMs = await waitFor(`serving host ${host}`, () => answers(`${url}/version.json`), 240_000, proc);
  return { host: { name: host, url, proc, starts }, readyMs };
}

/** HAProxy from Debian's package, in the balancer's namespace, with the repository's configuration. */
export function haproxyBinary(): string {
  const path = process.env.CLUSTER_HAPROXY ?? '/usr/sbin/haproxy';
  if (!existsSync(path)) {
    throw new Error(`HAProxy is not installed (${path}). Debian: apt-get install -y haproxy (or set CLUSTER_HAPROXY to its binary)`);
  }
  return path;
}

export async function startBalancer(t: Topology, root: string, logDir: string): Promise<{ proc: Proc; url: string }> {
  const env = {
    ADS_BIND: `${t.front.lb}:${LB_PORT}`,
    ADS_HOST_A: `${t.front.a}:${HOST_PORT}`,
    ADS_HOST_B: `${t.front.b}:${HOST_PORT}`,
  };
  // -db: stay in the foreground (systemd's unit uses -Ws); the script stops it with SIGTERM.
  const proc = startIn(t, 'lb', 'haproxy', [haproxyBinary(), '-db', '-f', join(root, HAPROXY_CONFIG)], env, logDir, root);
  const url = `http://${t.front.lb}:${LB_PORT}`;
  await waitFor('balancer', () => answers(`${url}/version.json`), 30_000, proc);
  return { proc, url };
}
