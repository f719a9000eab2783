import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { loginWithPassword } from '../../testing/login.testkit';

describe('embedded provider storage in the database', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('keeps refresh tokens valid across a restart of the server', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx.db, { email: 'restart@brand.test', password: 'secret-pass-1' });
    const tokens = await loginWithPassword(server.baseUrl, user.email, user.password);
    const port = Number(new URL(server.baseUrl).port);

    // A new process on the same database: nothing of the first one's memory survives.
    await server.app.close();
    await new Promise((r) => setTimeout(r, 100));
    const second = await buildApp(server.ctx, { logger: false });
    await second.listen({ port, host: '127.0.0.1' });
    server.app = second;

    const refreshed = await fetch(`${server.baseUrl}/realms/ads/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: 'keycloak-js' }),
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(body.refresh_token).not.toBe(tokens.refreshToken);
    const me = await fetch(`${server.baseUrl}/api/account-views/user/info`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);

    // Rotation: the old refresh token is spent, and replaying it is refused.
    const replay = await fetch(`${server.baseUrl}/realms/ads/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: 'keycloak-js' }),
    });
    expect(replay.status).toBe(400);
  });
});
