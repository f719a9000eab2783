import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

/** Roles of members on the users screen's API (docs/access-roles.md): change, last admin, audit, invite with a role. */
describe('PUT /api/accounts/{id}/users/{userId}/role (docs/access-roles.md)', () => {
  let server: TestServer;
  let account: string;
  let ann: { id: string; email: string; password: string };
  let bob: { id: string; email: string; password: string };
  let asAnn: ReturnType<typeof apiClient>;
  let asBob: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    bob = await createUser(server.ctx.db, { email: 'bob@brand.test', password: 'secret-pass-2', name: 'Bob' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id, bob.id] });
    const annToken = await server.login(ann.email, ann.password);
    const bobToken = await server.login(bob.email, bob.password);
    asAnn = apiClient(server, () => annToken);
    asBob = apiClient(server, () => bobToken);
  });
  afterAll(async () => server?.close());

  it('lists members created before roles as ADMIN', async () => {
    const res = await asAnn('GET', `/accounts/${account}/users`);
    expect(res.json.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['ann@brand.test', 'ADMIN'],
      ['bob@brand.test', 'ADMIN'],
    ]);
  });

  it("an admin changes a member's role; the audit entry records role before → after", async () => {
    const res = await asAnn('PUT', `/accounts/${account}/users/${bob.id}/role`, { role: 'CAMPAIGN_MANAGER' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: bob.id, email: 'bob@brand.test', status: 'ACTIVE', role: 'CAMPAIGN_MANAGER' });
    await server.app.audit.flush();
    const rows = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.url, `/api/accounts/${account}/users/${bob.id}/role`), eq(auditLog.method, 'PUT')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ann.id,
      status: 200,
      changes: [{ field: 'role', before: 'ADMIN', after: 'CAMPAIGN_MANAGER' }],
    });
  });

  it("the member's accounts list carries their role", async () => {
    const res = await asBob('GET', '/account-views/user/accounts-list?page=0&size=10');
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject([{ id: account, role: 'CAMPAIGN_MANAGER' }]);
    expect((await asBob('GET', `/accounts/${account}`, undefined, { 'account-id': account })).json.role).toBe('CAMPAIGN_MANAGER');
  });

  it('a campaign manager may not change roles nor invite: 403 naming the role', async () => {
    for (const [method, path, body] of [
      ['PUT', `/accounts/${account}/users/${ann.id}/role`, { role: 'READ_ONLY' }],
      ['POST', `/accounts/${account}/users`, { email: 'carol@brand.test' }],
      ['DELETE', `/accounts/${account}/users/${ann.id}`, undefined],
    ] as const) {
      const res = await asBob(method, path, body);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        type: 'AccessForbiddenException',
        detail: 'Your role in this account (campaign manager) does not allow this operation.',
      });
    }
  });

  it('the last admin can be neither demoted nor removed: 400 ROLE', async () => {
    const demote = await asAnn('PUT', `/accounts/${account}/users/${ann.id}/role`, { role: 'BILLING' });
    expect(demote.status).toBe(400);
    expect(demote.json).toMatchObject({
      type: 'ValidationException',
      detail: 'An account keeps at least one admin: make another member admin first.',
    });
    const remove = await asAnn('DELETE', `/accounts/${account}/users/${ann.id}`);
    expect(remove.status).toBe(400);
    expect(remove.json.detail).toBe('An account keeps at least one admin: make another member admin first.');
    const list = await asAnn('GET', `/accounts/${account}/users`);
    expect(list.json.map((u: { role: string }) => u.role)).toEqual(['ADMIN', 'CAMPAIGN_MANAGER']);
  });

  it('once another member is admin, the first one may step down', async () => {
    expect((await asAnn('PUT', `/accounts/${account}/users/${bob.id}/role`, { role: 'ADMIN' })).status).toBe(200);
    const res = await asAnn('PUT', `/accounts/${account}/users/${ann.id}/role`, { role: 'READ_ONLY' });
    expect(res.status).toBe(200);
    expect(res.json.role).toBe('READ_ONLY');
  });

  it('refuses an unknown role (400 ROLE) and a user who is not a member (404)', async () => {
    const bad = await asBob('PUT', `/accounts/${account}/users/${ann.id}/role`, { role: 'OWNER' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ type: 'ValidationException', detail: 'The role is ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY.' });
    const missing = await asBob('PUT', `/accounts/${account}/users/00000000-0000-4000-8000-000000000001/role`, { role: 'BILLING' });
    expect(missing.status).toBe(404);
  });

  it('invites with a role: the invitation shows it', async () => {
    const res = await asBob('POST', `/accounts/${account}/users`, { email: 'carol@brand.test', role: 'BILLING' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'carol@brand.test', status: 'INVITED', role: 'BILLING' });
    const bad = await asBob('POST', `/accounts/${account}/users`, { email: 'dan@brand.test', role: 'OWNER' });
    expect(bad.status).toBe(400);
  });
});
