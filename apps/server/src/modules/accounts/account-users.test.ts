import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { startSmtpOutbox, decodedBody, eventually, header, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';
import { hashToken } from './invitations.service';
import { apiClient } from '../../testing/accounts.testkit';
import { AccountUsersRepository } from './account-users.repository';
import { testScope } from '../../testing/actors.testkit';

const TOKEN_LINK = /\/invitations\/([A-Za-z0-9_-]{43})/;

describe('GET, POST /api/accounts/{id}/users, DELETE /api/accounts/{id}/users/{userId} (docs/requirements.md §6, §7)', () => {
  let server: TestServer;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];
  let token = '';
  let call: ReturnType<typeof apiClient>;
  let account: string;
  let foreign: string;
  let ann: { id: string; email: string; password: string };
  let bob: { id: string };
  const now = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
    server = await startTestServer({ env: { SMTP_URL: smtp.url }, now: () => now });
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    bob = await createUser(server.ctx.db, { email: 'Bob@Brand.test', password: 'secret-pass-2', name: 'Bob' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    foreign = await createAccount(server.ctx.db, { name: 'Other', type: 'BRAND', memberIds: [bob.id] });
    token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('lists the members', async () => {
    const res = await call('GET', `/accounts/${account}/users`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ id: ann.id, email: 'ann@brand.test', name: 'Ann', status: 'ACTIVE', role: 'ADMIN' }]);
  });

  it("answers a member's address (any letter case) with that member, 200 ACTIVE, and sends no e-mail", async () => {
    const res = await call('POST', `/accounts/${account}/users`, { email: ' ANN@brand.test ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: ann.id, email: 'ann@brand.test', name: 'Ann', status: 'ACTIVE', role: 'ADMIN' });
    expect(received).toHaveLength(0);
  });

  it('invites an unknown address: 201 INVITED, a real e-mail with a working link, only the token hash stored', async () => {
    const res = await call('POST', `/accounts/${account}/users`, { email: 'carol@shop.test' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      email: 'carol@shop.test',
      name: null,
      status: 'INVITED',
      role: 'ADMIN',
      invitedAt: '2026-11-02T09:00:00.000Z',
      expiresAt: '2026-11-09T09:00:00.000Z',
    });
    const mail = await eventually(() => received[0]);
    expect(mail.to).toEqual(['carol@shop.test']);
    expect(header(mail, 'Subject')).toBe('Invitation to the ad account Ann Brand on Ads Portal');
    const body = decodedBody(mail);
    expect(body).toContain(`${server.baseUrl}/invitations/`);
    const linkToken = TOKEN_LINK.exec(body)![1]!;
    const [row] = await server.ctx.db.select().from(invitations);
    expect(row!.tokenHash).toBe(hashToken(linkToken));
    expect(JSON.stringify(row)).not.toContain(linkToken);
    const outbox = await server.ctx.db.select().from(mailOutbox);
    expect(outbox[0]!.text).toContain('/invitations/[redacted]');
    expect(JSON.stringify(outbox)).not.toContain(linkToken);
    const page = await fetch(`${server.baseUrl}/invitations/${linkToken}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Join the ad account Ann Brand');

    const list = await call('GET', `/accounts/${account}/users`);
    expect(list.json.map((u: { email: string; status: string }) => [u.email, u.status])).toEqual([
      ['ann@brand.test', 'ACTIVE'],
      ['carol@shop.test', 'INVITED'],
    ]);
  });

  it('re-inviting refreshes the token: the old link stops working, the new one works', async () => {
    const oldToken = TOKEN_LINK.exec(decodedBody(received[0]!))![1]!;
    const res = await call('POST', `/accounts/${account}/users`, { email: 'Carol@shop.test' });
    expect(res.status).toBe(201);
    const newToken = TOKEN_LINK.exec(decodedBody(await eventually(() => received[1])))![1]!;
    expect(newToken).not.toBe(oldToken);
    expect((await fetch(`${server.baseUrl}/invitations/${oldToken}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/invitations/${newToken}`)).status).toBe(200);
    expect(await server.ctx.db.select().from(invitations)).toHaveLength(1);
  });

  it.each(['', 'not-an-email', 'a@b', 'two@@brand.test', 'sp ace@brand.test'])('answers 400 ValidationException field EMAIL for %j', async (email) => {
    const res = await call('POST', `/accounts/${account}/users`, { email });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', field: 'EMAIL', status: 400 });
  });

  it('answers 400 field EMAIL for a body without email', async () => {
    const res = await call('POST', `/accounts/${account}/users`, {});
    expect(res.json).toMatchObject({ type: 'ValidationException', field: 'EMAIL' });
  });

  it('removes a member (204) and revokes an invitation by its id (204)', async () => {
    await new AccountUsersRepository(server.ctx.db).addMember(testScope(account), bob.id);
    expect((await call('DELETE', `/accounts/${account}/users/${bob.id}`)).status).toBe(204);
    const invited = (await call('GET', `/accounts/${account}/users`)).json.find((u: { status: string }) => u.status === 'INVITED');
    expect((await call('DELETE', `/accounts/${account}/users/${invited.id}`)).status).toBe(204);
    expect((await call('GET', `/accounts/${account}/users`)).json).toEqual([{ id: ann.id, email: 'ann@brand.test', name: 'Ann', status: 'ACTIVE', role: 'ADMIN' }]);
  });

  it('answers 403 OperationNotAllowedForAccountException for the last member', async () => {
    const res = await call('DELETE', `/accounts/${account}/users/${ann.id}`);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ type: 'OperationNotAllowedForAccountException', status: 403 });
  });

  it('answers 404 ResourceNotFoundException for an id that is neither a member nor an invitation', async () => {
    for (const id of [bob.id, 'nope']) {
      const res = await call('DELETE', `/accounts/${account}/users/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.type).toBe('ResourceNotFoundException');
    }
  });

  it('answers 403 AccessForbiddenException on an account of someone else, before validating the body', async () => {
    for (const [method, path, body] of [
      ['GET', `/accounts/${foreign}/users`, undefined],
      ['POST', `/accounts/${foreign}/users`, { email: 'not-an-email' }],
      ['DELETE', `/accounts/${foreign}/users/${bob.id}`, undefined],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status).toBe(403);
      expect(res.json.type).toBe('AccessForbiddenException');
    }
  });
});
