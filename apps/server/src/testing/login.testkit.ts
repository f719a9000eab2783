import { createHash, randomBytes } from 'node:crypto';

/** Tokens from one browserless sign-in (all three are JWT-shaped, see idp/patches.ts). */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

/** Minimal cookie jar: name -> value. Paths are ignored; the provider's cookie names are distinct. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

function location(response: Response, base: string, what: string): string {
  const target = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !target) {
    throw new Error(`loginWithPassword: expected a redirect from ${what}, got HTTP ${response.status}`);
  }
  return new URL(target, base).href;
}

/**
 * Signs in without a browser, exactly as keycloak-js would: authorization code flow with PKCE
 * S256 (RFC 7636) against `${baseUrl}/realms/ads`, client_id 'keycloak-js', redirect_uri
 * `${baseUrl}/`, using plain fetch with manual redirects and a cookie jar:
 * auth -> login-actions form (POST username, password) -> resume -> redirect with `code` -> token.
 * Takes ~100–200 ms (dominated by scrypt). Throws `Error('... invalid credentials')` when the form
 * answers 401, and a descriptive Error for any other unexpected step.
 */
export async function loginWithPassword(baseUrl: string, username: string, password: string): Promise<LoginTokens> {
  const base = baseUrl.replace(/\/+$/, '');
  const realm = `${base}/realms/ads`;
  const redirectUri = `${base}/`;
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const auth = new URL(`${realm}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: 'keycloak-js',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const loginPage = location(await step(jar, auth.href), base, 'the authorization endpoint');
  const form = await step(jar, loginPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (form.status === 401) throw new Error(`loginWithPassword: invalid credentials for ${username}`);
  const resume = location(form, base, 'the login form');
  const callback = new URL(location(await step(jar, resume), base, 'the resume endpoint'));
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) {
    throw new Error(`loginWithPassword: no code in redirect (${callback.searchParams.get('error') ?? 'state mismatch'})`);
  }

  const token = await fetch(`${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'keycloak-js',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as Record<string, string>;
  if (!token.ok || !body['access_token'] || !body['refresh_token'] || !body['id_token']) {
    throw new Error(`loginWithPassword: token exchange failed: HTTP ${token.status} ${JSON.stringify(body)}`);
  }
  return { accessToken: body['access_token'], refreshToken: body['refresh_token'], idToken: body['id_token'] };
}
