import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { startSmtpOutbox, decodedBody, eventually, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';
import { INVITATION_TTL_MS } from './invitations.service';
import { apiClient } from '../../testing/accounts.testkit';

const TOKEN_LINK = /\/invitations\/([A-Za-z0-9_-]{43})/;

/** Answers of POST /accounts/{id}/users with the parts that differ per address or instant taken out. */
const shape = (res: { status: number; json: Record<string, unknown> }) => ({
  status: res.status,
  keys: Object.keys(res.json).sort(),
  name: res.json.name,
  memberStatus: res.json.status,
});

describe('Adding an existing user is an invitation they accept (docs/requirements.md §6 "add users by e-mail")', () => {
  let server: TestServer;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];
  let clock = new Date('2026-11-02T09:00:00Z');
  let call: ReturnType<typeof apiClient>;
  let account: string;
  let ann: { id: string; email: string; password: string };
  let bob: { id: string; email: string; password: string };
  const mailTo = (email: string) => eventually(() => received.findLast((m) => m.to.includes(email)));
  const linkOf = async (email: string) => TOKEN_LINK.exec(decodedBody(await mailTo(email)))![1]!;
  const accept = (token: string, form: Record<string, string>) =>
    fetch(`${server.baseUrl}/invitations/${token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const statusOf = async (email: string) =>
    (await call('GET', `/accounts/${account}/users`)).json.find((u: { email: string }) => u.email.toLowerCase() === email.toLowerCase())?.status;

  beforeAll(async () => {
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
    server = await startTestServer({ env: { SMTP_URL: smtp.url }, now: () => clock });
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    bob = await createUser(server.ctx.db, { email: 'bob@brand.test', password: 'secret-pass-2', name: 'Bob' });
    await createUser(server.ctx.db, { email: 'zoe@brand.test', password: 'secret-pass-3', name: 'Zoe' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('answers a registered and an unknown address identically (201 INVITED, same shape, same timing order) and e-mails both', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await call('POST', `/accounts/${account}/users`, { email });
      return { res, ms: performance.now() - started };
    };
    const samples: Record<'registered' | 'unknown', number[]> = { registered: [], unknown: [] };
    for (let i = 0; i < 5; i++) {
      const registered = await timed('Bob@Brand.test');
      const unknown = await timed(`nobody-${i}@shop.test`);
      expect(shape(registered.res)).toEqual(shape(unknown.res));
      samples.registered.push(registered.ms);
      samples.unknown.push(unknown.ms);
    }
    const median = (ms: number[]) => ms.sort((a, b) => a - b)[2]!;
    const [registered, unknown] = [median(samples.registered), median(samples.unknown)];
    expect(Math.max(registered, unknown) / Math.min(registered, unknown)).toBeLessThan(5);
    const res = await call('POST', `/accounts/${account}/users`, { email: 'bob@brand.test' });
    expect(res).toMatchObject({ status: 201, json: { status: 'INVITED', name: null, email: 'Bob@Brand.test', invitedAt: clock.toISOString() } });
    expect(res.json.expiresAt).toBe(new Date(clock.getTime() + INVITATION_TTL_MS).toISOString());
    await mailTo('nobody-4@shop.test');
    expect(decodedBody(await mailTo('bob@brand.test'))).toContain('To accept the invitation, open this link:');
  });

  it('the existing user is not a member until they accept; the list shows the pending invitation', async () => {
    expect(await statusOf('bob@brand.test')).toBe('INVITED');
    const bobToken = await server.login(bob.email, bob.password);
    const asBob = apiClient(server, () => bobToken);
    expect((await asBob('GET', `/accounts/${account}/users`)).status).toBe(403);
    expect((await asBob('GET', '/account-views/user/accounts-list')).json.content).toEqual([]);
  });

  it("refuses acceptance with another user's password or a wrong one (400), and nothing changes", async () => {
    const token = await linkOf('bob@brand.test');
    for (const password of ['secret-pass-1', 'secret-pass-3', 'wrong-password']) {
      const res = await accept(token, { password, terms: 'accepted', termsVersion: '1' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This is not the password of the Ads Portal user Bob@Brand.test.');
    }
    expect(await statusOf('bob@brand.test')).toBe('INVITED');
  });

  it('the invited user accepts with their own password and becomes a member; the link then answers 410', async () => {
    const token = await linkOf('bob@brand.test');
    const res = await accept(token, { password: bob.password, terms: 'accepted', termsVersion: '1' });
    expect(res.status).toBe(303);
    expect(await statusOf('bob@brand.test')).toBe('ACTIVE');
    expect((await call('GET', `/accounts/${account}/users`)).json.filter((u: { email: string }) => /bob/i.test(u.email))).toHaveLength(1);
    expect((await accept(token, { password: bob.password, terms: 'accepted', termsVersion: '1' })).status).toBe(410);
  });

  it('refuses a revoked (404), replaced (404) or expired (410) link', async () => {
    await call('POST', `/accounts/${account}/users`, { email: 'zoe@brand.test' });
    const revoked = await linkOf('zoe@brand.test');
    const pending = (await call('GET', `/accounts/${account}/users`)).json.find((u: { email: string }) => u.email === 'zoe@brand.test');
    expect((await call('DELETE', `/accounts/${account}/users/${pending.id}`)).status).toBe(204);
    expect((await accept(revoked, { password: 'secret-pass-3', terms: 'accepted', termsVersion: '1' })).status).toBe(404);

    await call('POST', `/accounts/${account}/users`, { email: 'zoe@brand.test' });
    const replaced = await linkOf('zoe@brand.test');
    await call('POST', `/accounts/${account}/users`, { email: 'zoe@brand.test' });
    const latest = await linkOf('zoe@brand.test');
    expect(latest).not.toBe(replaced);
    expect((await accept(replaced, { password: 'secret-pass-3', terms: 'accepted', termsVersion: '1' })).status).toBe(404);

    clock = new Date(clock.getTime() + INVITATION_TTL_MS);
    expect((await fetch(`${server.baseUrl}/invitations/${latest}`)).status).toBe(410);
    expect((await accept(latest, { password: 'secret-pass-3', terms: 'accepted', termsVersion: '1' })).status).toBe(410);
    expect(await statusOf('zoe@brand.test')).toBe('INVITED');
  });

  it('an invitation with a role makes the invitee a member in that role (docs/access-roles.md)', async () => {
    const eve = await createUser(server.ctx.db, { email: 'eve@brand.test', password: 'secret-pass-5', name: 'Eve' });
    const invited = await call('POST', `/accounts/${account}/users`, { email: eve.email, role: 'CAMPAIGN_MANAGER' });
    expect(invited.json).toMatchObject({ status: 'INVITED', role: 'CAMPAIGN_MANAGER' });
    const res = await accept(await linkOf(eve.email), { password: eve.password, terms: 'accepted', termsVersion: '1' });
    expect(res.status).toBe(303);
    const member = (await call('GET', `/accounts/${account}/users`)).json.find((u: { email: string }) => u.email === eve.email);
    expect(member).toMatchObject({ status: 'ACTIVE', role: 'CAMPAIGN_MANAGER' });
    const eveToken = await server.login(eve.email, eve.password);
    const asEve = apiClient(server, () => eveToken);
    const billing = await asEve('GET', '/billing/profile', undefined, { 'account-id': account });
    expect(billing.status).toBe(403);
    expect(billing.json.detail).toBe('Your role in this account (campaign manager) does not allow this operation.');
  });
});
