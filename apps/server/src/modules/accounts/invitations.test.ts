import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitations, termsAcceptances, users } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { hashToken, INVITATION_TTL_MS } from './invitations.service';
import { InvitationsRepository } from './invitations.repository';
import { apiClient } from '../../testing/accounts.testkit';

/** Stores an invitation with a known link token, as POST /accounts/{id}/users would. */
async function invite(server: TestServer, accountId: string, email: string, token: string, invitedAt: Date) {
  await new InvitationsRepository(server.ctx.db).upsertPending({
    accountId,
    email,
    tokenHash: hashToken(token),
    invitedBy: null,
    now: invitedAt,
    expiresAt: new Date(invitedAt.getTime() + INVITATION_TTL_MS),
  });
}

const tokenOf = (c: string) => c.repeat(43);
const post = (server: TestServer, token: string, form: Record<string, string>) =>
  fetch(`${server.baseUrl}/invitations/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('Invitation acceptance page /invitations/{token} (docs/requirements.md §1, §5), embedded identity provider', () => {
  let server: TestServer;
  let account: string;
  let clock = new Date('2026-11-02T09:00:00Z');
  const valid = { name: 'Carol Nowak', password: 'long-enough', passwordRepeat: 'long-enough', terms: 'accepted', termsVersion: '1' };

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    account = await createAccount(server.ctx.db, { name: 'Ann <Brand>', type: 'BRAND' });
    await invite(server, account, 'carol@shop.test', tokenOf('a'), clock);
  });
  afterAll(() => server?.close());

  it('shows the account name (escaped) and the labelled fields, with no external assets', async () => {
    const res = await fetch(`${server.baseUrl}/invitations/${tokenOf('a')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Join the ad account Ann &lt;Brand&gt;');
    // The terms in force (version 1, seeded) above the tick, with the company data filled in.
    expect(html).toContain('Terms and Conditions (version 1)');
    expect(html).toContain('Regulamin obowiązuje od dnia 1 sierpnia 2023 r.');
    expect(html).toContain('<input type="hidden" name="termsVersion" value="1">');
    expect(html).not.toContain('{{company');
    for (const [id, label] of [['name', 'Your name'], ['password', 'Password'], ['passwordRepeat', 'Repeat password']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(html).toMatch(/<input id="terms" name="terms" type="checkbox"[^>]*required[^>]*>I accept the Terms and Conditions/);
    // The one inline script enables the terms tick box; nothing is loaded from elsewhere.
    expect(html).not.toMatch(/<link\b|\bsrc=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it.each([
    [{ ...valid, terms: '' }, 'terms', 'You must accept the Terms and Conditions.'],
    [{ ...valid, name: '  ' }, 'name', 'Enter your name.'],
    [{ ...valid, password: 'short', passwordRepeat: 'short' }, 'password', 'at least 8 characters'],
    [{ ...valid, passwordRepeat: 'different!' }, 'passwordRepeat', 'The passwords do not match.'],
    // The page showed another terms version than the one in force now (or none): tick again after reading.
    [{ ...valid, termsVersion: '2' }, 'terms', 'The Terms and Conditions changed since this page was opened.'],
    [{ ...valid, termsVersion: '' }, 'terms', 'The Terms and Conditions changed since this page was opened.'],
  ])('answers 400 with the message beside the field (%#)', async (form, field, message) => {
    const res = await post(server, tokenOf('a'), Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`id="${field}-error"`);
    expect(html).toContain(message);
    expect(html).not.toContain('long-enough');
  });

  it('creates the user, membership and terms acceptance, then redirects to / where the user signs in', async () => {
    const res = await post(server, tokenOf('a'), valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');

    const [user] = await server.ctx.db.select().from(users).where(eq(users.email, 'carol@shop.test'));
    expect(user).toMatchObject({ name: 'Carol Nowak', termsAcceptedVersion: 1, termsAcceptedAt: clock });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const accepted = await server.ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user!.id));
    expect(accepted).toEqual([expect.objectContaining({ version: 1, ip: '127.0.0.1' })]);
    const [inv] = await server.ctx.db.select().from(invitations);
    expect(inv!.acceptedAt).toEqual(clock);

    const token = await server.login('carol@shop.test', 'long-enough');
    const call = apiClient(server, () => token);
    expect((await call('GET', '/account-views/user/info')).json).toMatchObject({ name: 'Carol Nowak', termsOfServiceAccepted: true });
    expect((await call('GET', '/account-views/user/accounts-list')).json.content.map((a: { id: string }) => a.id)).toEqual([account]);
  });

  it('answers 410 for a used link, on GET and POST', async () => {
    const page = await fetch(`${server.baseUrl}/invitations/${tokenOf('a')}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This invitation has expired or was already used');
    expect((await post(server, tokenOf('a'), valid)).status).toBe(410);
  });

  it('answers 410 once the 7 days are over, and 404 for an unknown or malformed token', async () => {
    await invite(server, account, 'dave@shop.test', tokenOf('b'), clock);
    clock = new Date(clock.getTime() + INVITATION_TTL_MS - 1);
    expect((await fetch(`${server.baseUrl}/invitations/${tokenOf('b')}`)).status).toBe(200);
    clock = new Date(clock.getTime() + 1);
    expect((await fetch(`${server.baseUrl}/invitations/${tokenOf('b')}`)).status).toBe(410);
    expect((await post(server, tokenOf('b'), valid)).status).toBe(410);
    for (const t of [tokenOf('c'), 'short']) {
      const res = await fetch(`${server.baseUrl}/invitations/${t}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This invitation link is not valid');
    }
  });

  it('lets an existing user join only with their own password, keeping it (docs/requirements.md §6)', async () => {
    const eve = await createUser(server.ctx.db, { email: 'eve@shop.test', password: 'eve-password' });
    await invite(server, account, 'EVE@shop.test', tokenOf('d'), clock);
    const html = await (await fetch(`${server.baseUrl}/invitations/${tokenOf('d')}`)).text();
    expect(html).toContain('You already have an Ads Portal user');
    expect(html).toMatch(/<label for="password">Your password<\/label>\n<input id="password"[^>]*autocomplete="current-password"/);
    expect(html).not.toContain('id="name"');
    const missing = await post(server, tokenOf('d'), { terms: 'accepted', termsVersion: '1' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Enter the password of your Ads Portal user.');
    expect((await post(server, tokenOf('d'), { terms: 'accepted', termsVersion: '1', password: 'eve-password' })).status).toBe(303);
    const token = await server.login(eve.email, 'eve-password');
    const list = await apiClient(server, () => token)('GET', '/account-views/user/accounts-list');
    expect(list.json.content.map((a: { id: string }) => a.id)).toEqual([account]);
  });
});

describe('Invitation page with an external Keycloak (OIDC_ISSUER)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OIDC_ISSUER: 'https://sso.example.test/realms/ads' } });
    const account = await createAccount(server.ctx.db, { name: 'Ext Brand', type: 'BRAND' });
    await invite(server, account, 'kim@shop.test', tokenOf('e'), new Date());
  });
  afterAll(() => server?.close());

  it('explains that the sign-in user is created in the identity provider and asks no password', async () => {
    const html = await (await fetch(`${server.baseUrl}/invitations/${tokenOf('e')}`)).text();
    expect(html).toContain("managed by your organisation's identity provider");
    expect(html).not.toContain('id="password"');
    const res = await post(server, tokenOf('e'), { name: 'Kim', terms: 'accepted', termsVersion: '1' });
    expect(res.status).toBe(303);
    const [kim] = await server.ctx.db.select().from(users).where(eq(users.email, 'kim@shop.test'));
    expect(kim).toMatchObject({ name: 'Kim', passwordHash: null, termsAcceptedVersion: 1 });
  });
});
