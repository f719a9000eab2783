import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin, requireRole } from '../modules/auth';
import { idpPlugin, idpPublicKeySet } from '../modules/idp/idp.plugin';
import { hashPassword } from '../modules/idp/passwords';
import { InMemoryUserDirectory } from '../modules/idp/in-memory';
import type { IdpKeyStore } from '../modules/idp/types';

/** Test-only: a bare Fastify app with the IdP, the auth plugin and two protected routes. */
export interface IdpTestApp {
  app: FastifyInstance;
  baseUrl: string;
  issuer: string;
  port: number;
}

export const PASSWORD = 'correct horse battery staple';

/** Two accounts: a staff user (marops) and an advertiser without roles. */
export async function testUsers(): Promise<InMemoryUserDirectory> {
  const passwordHash = await hashPassword(PASSWORD);
  return new InMemoryUserDirectory([
    {
      id: 'u-anna',
      username: 'anna',
      email: 'Anna.Nowak@example.com',
      name: 'Anna Nowak',
      roles: ['marops', 'default-roles-ads'],
      passwordHash,
    },
    { id: 'u-bob', username: 'bob', email: 'bob@example.com', name: 'Bob', roles: ['default-roles-ads'], passwordHash },
  ]);
}

/** A free TCP port on 127.0.0.1 (the issuer must name the port before the app listens). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface IdpTestAppOptions {
  /** Port to listen on; a fresh free port when omitted. */
  port?: number;
  /** Extra routes (e.g. a test SPA) added before the app listens. */
  routes?: (app: FastifyInstance) => void;
}

/** Starts the app on 127.0.0.1 with the key store `keys` and accounts `users`. */
export async function startIdpTestApp(
  keys: IdpKeyStore,
  users: InMemoryUserDirectory,
  options: IdpTestAppOptions = {},
): Promise<IdpTestApp> {
  const p = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${p}`;
  const issuer = `${baseUrl}/realms/ads`;
  const app = Fastify({ logger: false });
  await app.register(idpPlugin, { issuer, clientOrigins: [baseUrl], users, keys, cookieKeys: ['test-cookie-key'] });
  await app.register(authPlugin, { issuer, audience: 'account', jwks: idpPublicKeySet(keys) });
  app.get('/api/me', { preHandler: app.authenticate }, async (request) => request.user);
  app.get('/api/staff', { preHandler: [app.authenticate, requireRole('marops')] }, async () => ({ ok: true }));
  options.routes?.(app);
  await app.listen({ port: p, host: '127.0.0.1' });
  return { app, baseUrl, issuer, port: p };
}

/**
 * Starts an authorization request (PKCE S256 challenge of a fixed verifier; only the login page
 * matters here) and returns the login page URL with the cookies it set, or the raw response when
 * the provider did not redirect to the login page (an error).
 */
export async function openLoginPage(
  baseUrl: string,
  redirectUri = `${baseUrl}/`,
): Promise<{ url: string; cookie: string } | { error: Response }> {
  const auth = new URL(`${baseUrl}/realms/ads/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: 'keycloak-js',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'st',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', // RFC 7636 appendix B example
    code_challenge_method: 'S256',
  }).toString();
  const response = await fetch(auth, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location?.includes('/login-actions/')) return { error: response };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { url: new URL(location, baseUrl).href, cookie };
}
