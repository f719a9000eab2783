import type Keycloak from 'keycloak-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryKeyStore } from '../apps/server/src/modules/idp/in-memory';
import { PASSWORD, startIdpTestApp, testUsers, type IdpTestApp } from '../apps/server/src/testing/idp.testkit';
import { launchChromium } from './support/chromium';

/**
 * keycloak-js 26.2.4, unchanged, against the embedded provider mounted in the same Fastify
 * server (same origin, as in production). Guards every Keycloak-compatibility patch
 * (docs/identity-keycloak.md §3 and §5 item 11).
 */

const keycloakJs = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'), 'utf8');

/** The tiny SPA: keycloak-js as an ES module, `check-sso` with a silent check, as the portal uses it. */
const SPA_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>SPA</title></head><body>
<script type="module">
import Keycloak from '/vendor/keycloak.js';
const kc = new Keycloak({ url: location.origin, realm: 'ads', clientId: 'keycloak-js' });
window.kc = kc;
window.initResult = kc.init({
  onLoad: 'check-sso',
  pkceMethod: 'S256',
  checkLoginIframe: false,
  silentCheckSsoRedirectUri: location.origin + '/silent-check-sso.html',
});
</script></body></html>`;

const SILENT_CHECK_HTML = `<!DOCTYPE html><html><body><script>parent.postMessage(location.href, location.origin);</script></body></html>`;

function spaRoutes(app: FastifyInstance): void {
  app.get('/', async (_req, reply) => reply.type('text/html').send(SPA_HTML));
  app.get('/silent-check-sso.html', async (_req, reply) => reply.type('text/html').send(SILENT_CHECK_HTML));
  app.get('/vendor/keycloak.js', async (_req, reply) => reply.type('text/javascript').send(keycloakJs));
}

/** What the tests read from keycloak-js inside the page. */
interface KcState {
  authenticated: boolean;
  token: string | undefined;
  refreshToken: string | undefined;
  marops: boolean;
  tokenTyp: unknown;
  refreshTyp: unknown;
  subject: string | undefined;
  sessionId: string | undefined;
}

type KcWindow = { kc: Keycloak; initResult: Promise<boolean> };

const initResult = (page: Page) => page.evaluate(() => (window as unknown as KcWindow).initResult);
const kcState = (page: Page) =>
  page.evaluate((): KcState => {
    const { kc } = window as unknown as KcWindow;
    return {
      authenticated: kc['authenticated'],
      token: kc['token'],
      refreshToken: kc['refreshToken'],
      marops: kc['authenticated'] ? kc['hasRealmRole']('marops') : false,
      tokenTyp: kc['tokenParsed']?.typ,
      refreshTyp: kc['refreshTokenParsed']?.typ,
      subject: kc['subject'],
      sessionId: kc['sessionId'],
    };
  });

describe('keycloak-js 26.2.4 against the embedded provider (Chromium)', () => {
  let t: IdpTestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    t = await startIdpTestApp(new InMemoryKeyStore(), await testUsers(), { routes: spaRoutes });
    browser = await launchChromium();
    context = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.app.close();
  });

  it('check-sso without a session is anonymous and does not navigate', async () => {
    await page.goto(`${t.baseUrl}/`);
    expect(await initResult(page)).toBe(false);
    expect(page.url()).toBe(`${t.baseUrl}/`);
  });

  it('signs in through the login form (wrong password first) and sees realm roles', async () => {
    await page.evaluate(() => void (window as unknown as KcWindow).kc['login']());
    await page.waitForURL(/\/realms\/ads\/login-actions\//);
    expect(await page.title()).toBe('Sign in to Ads Portal');
    await page.getByLabel('Username or email').fill('anna');
    await page.getByLabel('Password').fill('wrong password');
    await page.click('#kc-login');
    await expect.poll(() => page.textContent('#input-error')).toBe('Invalid username or password.');

    await page.fill('#password', PASSWORD);
    await page.click('#kc-login');
    await page.waitForURL((url) => url.origin === t.baseUrl && url.pathname === '/');
    expect(await initResult(page)).toBe(true);
    const state = await kcState(page);
    expect(state).toMatchObject({ authenticated: true, marops: true, tokenTyp: 'Bearer', refreshTyp: 'Refresh', subject: 'u-anna' });
    expect(state.sessionId).toBeTruthy();

    const me = await page.evaluate(async () => {
      const { kc } = window as unknown as KcWindow;
      const res = await fetch('/api/me', { headers: { authorization: `Bearer ${kc['token']}` } });
      return { status: res.status, body: await res.json() };
    });
    expect(me).toEqual({ status: 200, body: expect.objectContaining({ id: 'u-anna', roles: ['marops', 'default-roles-ads'] }) });
  });

  it('updateToken refreshes only when asked to and keeps the roles', async () => {
    const before = await kcState(page);
    expect(await page.evaluate(() => (window as unknown as KcWindow).kc['updateToken'](5))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as KcWindow).kc['updateToken'](-1))).toBe(true); // forced
    const after = await kcState(page);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after).toMatchObject({ authenticated: true, marops: true, refreshTyp: 'Refresh' });
  });

  it('loadUserInfo returns the profile', async () => {
    const info = await page.evaluate(() => (window as unknown as KcWindow).kc['loadUserInfo']());
    expect(info).toMatchObject({ sub: 'u-anna', email: 'Anna.Nowak@example.com', preferred_username: 'anna' });
  });

  it('check-sso in a new tab is silently authenticated through the iframe', async () => {
    const second = await context.newPage();
    await second.goto(`${t.baseUrl}/`);
    expect(await initResult(second)).toBe(true);
    expect(second.url()).toBe(`${t.baseUrl}/`);
    expect((await kcState(second)).marops).toBe(true);
    await second.close();
  });

  it('logout ends the IdP session without a confirmation page', async () => {
    const { refreshToken } = await kcState(page);
    // keycloak-js GETs /logout with id_token_hint; our logoutSource submits the form by script.
    const confirmed = page.waitForResponse((r) => r.url().includes('/protocol/openid-connect/logout/confirm'));
    await page.evaluate(() => void (window as unknown as KcWindow).kc['logout']());
    expect((await confirmed).status()).toBe(303);
    await page.waitForURL((url) => url.origin === t.baseUrl && url.pathname === '/' && !url.hash);
    expect(await initResult(page)).toBe(false);
    const refresh = await fetch(`${t.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'keycloak-js', refresh_token: refreshToken ?? '' }).toString(),
    });
    expect(refresh.status).toBe(400);
    expect(pageErrors).toEqual([]);
  });
});
