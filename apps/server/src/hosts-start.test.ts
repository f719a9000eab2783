import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { createUser } from './testing/fixtures.testkit';
import { loginWithPassword } from './testing/login.testkit';
import { callOnNewConnection, freePort, startServer, type StartedServer } from './testing/processes.testkit';

// Two hosts (separate processes, own DATA_DIR) started at the same moment on one database, as a deployment
// brings them up (docs/deployment.md "Starting several hosts"): the one-time start-up work — migrations,
// grants to the serving role, the shop key — runs under one advisory lock, so both start; with the same
// PUBLIC_URL (the balancer's: the tokens' issuer) and cookie keys, a token issued by one is accepted by the other.
let db: TestDatabase | undefined;
let servers: StartedServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
  servers = [];
  db = undefined;
});

describe('two hosts starting at once on one database', () => {
  it("both start (owner and serving roles, one shop key), and each accepts the other one's tokens", async () => {
    db = await createTestDatabase({ runtimeRole: true });
    if (!db.runtimeUrl) return;
    const user = await createUser(db.db, { email: 'hosts@example.com', password: 'correct horse battery' });
    const ports = [await freePort(), await freePort()];
    const shared = {
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      DATABASE_URL: db.runtimeUrl,
      DATABASE_OWNER_URL: db.url!,
      SHOP_API_KEY: 'hosts-start-shop-key-0123456789abcdef',
      IDP_COOKIE_KEYS: 'hosts-start-cookie-key-0123456789',
      AUDIT_HMAC_KEY: 'hosts-start-audit-key-0123456789abcdef',
    };
    const started = await Promise.allSettled(ports.map((port) => startServer({ ...shared, PORT: String(port) }, 'Ads Portal is running')));
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 1500) : 'started'))).toEqual(['started', 'started']);

    const [a, b] = servers as [StartedServer, StartedServer];
    // Sign in at a; refresh at b (the refresh token lives in the database): b issues the second token.
    const tokenA = (await loginWithPassword(a.baseUrl, user.email, user.password)).accessToken;
    const refreshed = await fetch(`${b.baseUrl}/realms/ads/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'keycloak-js',
        refresh_token: (await loginWithPassword(a.baseUrl, user.email, user.password)).refreshToken,
      }),
    });
    expect(refreshed.status).toBe(200);
    const tokenB = ((await refreshed.json()) as { access_token: string }).access_token;
    const status = async (server: StartedServer, token: string) =>
      (await callOnNewConnection(server.port, 'GET', '/api/account-views/user/info', { authorization: `Bearer ${token}` })).status;
    expect([await status(b, tokenA), await status(a, tokenB)]).toEqual([200, 200]);
    const keys = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from shop_api_keys`);
    expect(keys[0]!.n).toBe(1);
  }, 180_000);
});
