import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { loginWithPassword } from '../../testing/login.testkit';
import { InMemoryKeyStore, type InMemoryUserDirectory } from './in-memory';
import { openLoginPage, PASSWORD, startIdpTestApp, testUsers, type IdpTestApp } from '../../testing/idp.testkit';

const PROBLEM_JSON = 'application/problem+json';

describe('embedded IdP (Keycloak-shaped) and authPlugin', () => {
  const keys = new InMemoryKeyStore();
  let users: InMemoryUserDirectory;
  let t: IdpTestApp;
  const get = (path: string, token?: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    users = await testUsers();
    t = await startIdpTestApp(keys, users);
  });
  afterAll(async () => t.app.close());

  it('serves discovery with Keycloak endpoint paths', async () => {
    const res = await get('/realms/ads/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const d = (await res.json()) as Record<string, unknown>;
    const oidc = `${t.issuer}/protocol/openid-connect`;
    expect(d).toMatchObject({
      issuer: t.issuer,
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      jwks_uri: `${oidc}/certs`,
      userinfo_endpoint: `${oidc}/userinfo`,
      end_session_endpoint: `${oidc}/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const certs = (await (await get('/realms/ads/protocol/openid-connect/certs')).json()) as { keys: Record<string, unknown>[] };
    expect(certs.keys).toHaveLength(1);
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(certs.keys[0]).not.toHaveProperty('d');
  });

  it('signs in browserlessly and the access token passes authPlugin with realm roles', async () => {
    const started = Date.now();
    const tokens = await loginWithPassword(t.baseUrl, 'ANNA', PASSWORD); // usernames are case-insensitive
    expect(Date.now() - started).toBeLessThan(1500);
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      iss: t.issuer,
      aud: 'account',
      sub: 'u-anna',
      typ: 'Bearer',
      azp: 'keycloak-js',
      realm_access: { roles: ['marops', 'default-roles-ads'] },
      preferred_username: 'anna',
      sid: expect.any(String),
    });
    const me = await get('/api/me', tokens.accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: 'u-anna',
      email: 'Anna.Nowak@example.com',
      name: 'Anna Nowak',
      roles: ['marops', 'default-roles-ads'],
    });
    expect((await get('/api/staff', tokens.accessToken)).status).toBe(200);
  });

  it('accepts the e-mail as username', async () => {
    const tokens = await loginWithPassword(t.baseUrl, 'anna.nowak@EXAMPLE.com', PASSWORD);
    expect(decodeJwt(tokens.accessToken).sub).toBe('u-anna');
  });

  it('renders a labelled login page and answers 401 for a wrong password', async () => {
    const start = await openLoginPage(t.baseUrl);
    if ('error' in start) throw new Error(`no login page: ${start.error.status}`);
    const page = await fetch(start.url, { headers: { cookie: start.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Sign in to Ads Portal</title>');
    expect(html).toContain('<label for="username">Username or email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/id="kc-login"/);
    expect(html).not.toContain('input-error');

    const wrong = await fetch(start.url, {
      method: 'POST',
      headers: { cookie: start.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'anna', password: 'nope' }).toString(),
      redirect: 'manual',
    });
    expect(wrong.status).toBe(401);
    const body = await wrong.text();
    expect(body).toMatch(/id="input-error"[^>]*>Invalid username or password\.</);
    expect(body).toContain('value="anna"');
    await expect(loginWithPassword(t.baseUrl, 'nobody', PASSWORD)).rejects.toThrow(/invalid credentials/);
  });

  it('accepts deep-link redirect URIs on the SPA origin only (Keycloak-style /* wildcard)', async () => {
    expect('url' in (await openLoginPage(t.baseUrl, `${t.baseUrl}/campaigns/42?tab=log`))).toBe(true);
    const foreign = await openLoginPage(t.baseUrl, 'http://evil.example/');
    expect('error' in foreign && foreign.error.status).toBe(400);
  });

  it('answers 401 problem details for a missing, garbage, tampered, expired or ID token', async () => {
    const { accessToken, idToken } = await loginWithPassword(t.baseUrl, 'anna', PASSWORD);
    const [h, p, s] = accessToken.split('.');
    const claims = decodeJwt(accessToken);
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['root'] } })).toString('base64url')}.${s}`;
    const jwk = (await keys.load())!;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 120 })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'JWT' })
      .sign(await importJWK(jwk, 'RS256'));
    expect(p).toBeTruthy();
    for (const [token, detail] of [
      [undefined, /missing/i],
      ['garbage', /invalid/i],
      [tampered, /invalid/i],
      [expired, /expired/i],
      [idToken, /invalid/i],
    ] as const) {
      const res = await get('/api/me', token);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain(PROBLEM_JSON);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const problem = (await res.json()) as Record<string, unknown>;
      expect(problem).toMatchObject({ type: 'UnauthorizedException', title: 'Unauthorized', status: 401 });
      expect(problem['detail']).toMatch(detail);
    }
  });

  it('answers 401 for a token without exp even when signed with the real key (RFC 7519 §4.1.4; docs/architecture.md "Identity")', async () => {
    const { accessToken } = await loginWithPassword(t.baseUrl, 'anna', PASSWORD);
    const { exp: _exp, ...claims } = decodeJwt(accessToken);
    const jwk = (await keys.load())!;
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'JWT' })
      .sign(await importJWK(jwk, 'RS256'));
    const res = await get('/api/me', forever);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ type: 'UnauthorizedException', detail: expect.stringMatching(/invalid/i) });
  });

  it('refresh grant returns new tokens, with a JWT-shaped refresh token, and detects reuse', async () => {
    const first = await loginWithPassword(t.baseUrl, 'anna', PASSWORD);
    expect(decodeJwt(first.refreshToken)).toMatchObject({ typ: 'Refresh', azp: 'keycloak-js', iss: t.issuer });
    const refresh = (refreshToken: string) =>
      fetch(`${t.issuer}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'keycloak-js', refresh_token: refreshToken }).toString(),
      });
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(body.expires_in).toBe(300);
    expect(body.refresh_token).not.toBe(first.refreshToken);
    expect(body.refresh_token.split('.')).toHaveLength(3);
    expect(decodeJwt(body.refresh_token)).toMatchObject({ typ: 'Refresh', sub: 'u-anna' });
    expect((await get('/api/me', body.access_token)).status).toBe(200);
    // Rotation (RFC 9700 §4.14.2): replaying the old token fails and revokes the grant.
    expect((await refresh(first.refreshToken)).status).toBe(400);
    expect((await refresh(body.refresh_token)).status).toBe(400);
  });

  it('userinfo returns the profile for a bearer access token', async () => {
    const { accessToken } = await loginWithPassword(t.baseUrl, 'bob', PASSWORD);
    const res = await get('/realms/ads/protocol/openid-connect/userinfo', accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sub: 'u-bob', email: 'bob@example.com', name: 'Bob', preferred_username: 'bob' });
    const anonymous = await get('/realms/ads/protocol/openid-connect/userinfo');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 403 AccessForbiddenException without the required role', async () => {
    const { accessToken } = await loginWithPassword(t.baseUrl, 'bob', PASSWORD);
    const res = await get('/api/staff', accessToken);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain(PROBLEM_JSON);
    expect(await res.json()).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
  });

  it('serves the 3p-cookie check pages keycloak-js loads for silent check-sso', async () => {
    const step1 = await fetch(`${t.baseUrl}/realms/ads/protocol/openid-connect/3p-cookies/step1.html`, { redirect: 'manual' });
    expect(step1.status).toBe(302);
    expect(step1.headers.get('location')).toBe('/realms/ads/protocol/openid-connect/3p-cookies/step2.html');
    expect(step1.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    const step2 = await get('/realms/ads/protocol/openid-connect/3p-cookies/step2.html');
    expect(await step2.text()).toContain("postMessage(found ? 'supported' : 'unsupported', '*')");
  });

  it('keeps tokens valid across a restart with the same key store', async () => {
    const { accessToken } = await loginWithPassword(t.baseUrl, 'anna', PASSWORD);
    const kid = decodeProtectedHeader(accessToken).kid;
    await t.app.close();
    // Let fetch's keep-alive pool see the old server's closed sockets before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 100));
    t = await startIdpTestApp(keys, users, { port: t.port }); // new Provider, same issuer and key store
    expect((await get('/api/me', accessToken)).status).toBe(200);
    const certs = (await (await get('/realms/ads/protocol/openid-connect/certs')).json()) as { keys: { kid: string }[] };
    expect(certs.keys.map((k) => k.kid)).toEqual([kid]);
    const fresh = await loginWithPassword(t.baseUrl, 'anna', PASSWORD);
    expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(kid);
  });
});
