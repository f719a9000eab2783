import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '@ads/db';
import { createAccount, createUser, TEST_BILLING_PROFILE } from '../../testing/fixtures.testkit';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

/**
 * The access layer over the real server and PostgreSQL: one actor query per request,
 * deleted and disabled users refused whatever their token says, staff acting explicitly and audited.
 */
describe('access layer', () => {
  let kit: CampaignKit;
  const statements: string[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    // Every statement the server sends (node-postgres is used in-process): counted per request below.
    // Patched before the server starts, so every pooled connection goes through it.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      statements.push(typeof q === 'string' ? q : (q?.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    kit = await startCampaignKit();
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await kit?.close();
  });

  const api = (token: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${kit.server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('decides access with one query per request, publishing included', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Counted' }));
    const calls: [string, string, unknown?][] = [
      ['GET', `/campaign-drafts/${draft.id}`],
      ['POST', `/campaigns/${draft.id}`, { termsVersion: 1 }],
      ['GET', `/campaigns/${draft.id}`],
      ['GET', '/campaign-views/active-list'],
      ['GET', `/statistics?metrics=views&campaignIdIn=${draft.id}&dimensions=day`],
      ['GET', `/statistics/report?campaignId=${draft.id}`],
      ['GET', `/products?skuSelect=AVAILABLE_FOR_CAMPAIGN&campaignId=${draft.id}`],
      ['GET', `/accounts/${kit.accountId}`],
    ];
    for (const [method, path, body] of calls) {
      statements.length = 0;
      const res = await kit.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      const access = statements.filter((s) => /account_users/.test(s));
      expect(access, `${method} ${path}`).toHaveLength(1);
      expect(access[0]).toMatch(/from users u left join account_users/);
    }
  });

  it('answers 401 to the token of a user deleted or disabled after sign-in, and never re-creates them', async () => {
    const user = await createUser(kit.server.ctx.db, { email: 'gone@brand.test', password: 'secret-pass-2' });
    const token = await kit.server.login(user.email, user.password);
    expect((await api(token, 'GET', '/account-views/user/info')).status).toBe(200);

    await kit.server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await api(token, 'GET', '/account-views/user/info');
    expect(disabled.status).toBe(401);
    expect(disabled.headers.get('content-type')).toMatch(/application\/problem\+json/);

    await kit.server.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await api(token, 'GET', '/account-views/user/info')).status).toBe(401);
    expect((await api(token, 'GET', '/account-views/user/accounts-list')).status).toBe(401);
    const [row] = await kit.server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(email) = 'gone@brand.test'`);
    expect(row!.n).toBe(0);
  });

  it('lets staff act on an advertiser account only in an explicit mode, and audits it', async () => {
    const staff = await createUser(kit.server.ctx.db, { email: 'ops@retailer.test', password: 'secret-pass-3', roles: ['marops'] });
    const token = await kit.server.login(staff.email, staff.password);
    const account = { 'account-id': kit.accountId };

    const plain = await api(token, 'GET', `/accounts/${kit.accountId}`);
    expect(plain.status).toBe(403);
    expect(await json(plain)).toMatchObject({ type: 'AccessForbiddenException' });

    expect((await api(token, 'GET', `/accounts/${kit.accountId}`, { 'acting-as-staff': 'read' })).status).toBe(200);
    expect((await api(token, 'GET', '/campaign-views/active-list', { ...account, 'acting-as-staff': 'read' })).status).toBe(200);
    const readOnly = await api(
      token,
      'POST',
      '/campaign-drafts',
      { ...account, 'acting-as-staff': 'read' },
      { ...VALID, name: 'By staff' },
    );
    expect(readOnly.status).toBe(403);
    const edit = await api(token, 'POST', '/campaign-drafts', { ...account, 'acting-as-staff': 'edit' }, { ...VALID, name: 'By staff' });
    expect(edit.status).toBe(201);
    const bad = await api(token, 'GET', `/accounts/${kit.accountId}`, { 'acting-as-staff': 'admin' });
    expect(bad.status).toBe(400);

    // An advertiser cannot borrow the mode.
    const advertiser = await kit.call('GET', `/accounts/${kit.otherAccountId}`, undefined, { 'acting-as-staff': 'edit' });
    expect(advertiser.status).toBe(403);

    await kit.server.app.audit.flush();
    const rows = await kit.server.ctx.db.select().from(auditLog).where(eq(auditLog.userId, staff.id));
    const acting = rows.filter((r) => r.actingAsStaff);
    // GET /accounts/{id} names the account in its path: audited without the account-id header too.
    expect(acting.map((r) => `${r.method} ${r.status}`).sort()).toEqual(['GET 200', 'GET 200', 'POST 201', 'POST 403']);
    expect(acting.every((r) => r.accountId === kit.accountId)).toBe(true);
  });

  it('lets members of a TERMINATED or BANNED account read but not write (403); SUSPENDED still writes', async () => {
    const db = kit.server.ctx.db;
    const ops = await createUser(db, { email: 'closer@retailer.test', password: 'secret-pass-4', roles: ['marops'] });
    const opsToken = await kit.server.login(ops.email, ops.password);
    const lifecycle = async (id: string, action: string) => {
      const res = await api(opsToken, 'POST', `/marops/accounts/${id}/${action}`, {}, { reason: 'Breach of the terms' });
      expect(res.status, `${action} ${await res.clone().text()}`).toBe(200);
    };
    for (const closing of ['terminate', 'ban'] as const) {
      const member = await createUser(db, { email: `member-${closing}@brand.test`, password: 'secret-pass-5' });
      const accountId = await createAccount(db, {
        name: `Closing ${closing}`,
        type: 'BRAND',
        brandCodes: ['nike'],
        memberIds: [member.id],
      });
      const token = await kit.server.login(member.email, member.password);
      const as = (method: string, path: string, body?: unknown) => api(token, method, path, { 'account-id': accountId }, body);
      const draft = await json(await as('POST', '/campaign-drafts', { ...VALID, name: 'Before' }));

      await lifecycle(accountId, 'suspend');
      expect((await as('PATCH', `/campaign-drafts/${draft.id}`, { name: 'While suspended' })).status).toBe(200);
      await lifecycle(accountId, closing);

      const writes: [string, string, unknown][] = [
        ['POST', '/campaign-drafts', { ...VALID, name: 'After' }],
        ['PATCH', `/campaign-drafts/${draft.id}`, { name: 'After' }],
        ['PUT', '/billing/profile', { ...TEST_BILLING_PROFILE, companyName: 'After Sp. z o.o.' }],
        ['POST', `/accounts/${accountId}/users`, { email: 'friend@brand.test' }],
      ];
      for (const [method, path, body] of writes) {
        const res = await as(method, path, body);
        expect(res.status, `${closing}: ${method} ${path}`).toBe(403);
        expect(await json(res)).toMatchObject({
          type: 'OperationNotAllowedForAccountException',
          detail: expect.stringMatching(/read but no longer changed/),
        });
      }
      for (const path of [
        `/accounts/${accountId}`,
        `/campaign-drafts/${draft.id}`,
        '/billing/profile',
        '/billing/invoices',
        `/accounts/${accountId}/users`,
      ]) {
        expect((await as('GET', path)).status, `${closing}: GET ${path}`).toBe(200);
      }
      // Staff in edit mode may not write to it either (the account's path or header names it); they still read.
      const asStaff = (method: string, path: string, body?: unknown) =>
        api(opsToken, method, path, { 'account-id': accountId, 'acting-as-staff': 'edit' }, body);
      for (const [method, path, body] of writes) {
        const res = await asStaff(method, path, body);
        expect(res.status, `staff on ${closing}: ${method} ${path}`).toBe(403);
        expect(await json(res)).toMatchObject({ type: 'OperationNotAllowedForAccountException' });
      }
      expect((await asStaff('GET', `/campaign-drafts/${draft.id}`)).status).toBe(200);
    }
  });

  it('answers 412 to every loser of 50 parallel publishes of one draft', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Raced' }));
    const results = await Promise.all(Array.from({ length: 50 }, () => kit.call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 })));
    const statuses = results.map((r) => r.status);
    const odd = results.filter((r) => r.status !== 201 && r.status !== 412);
    expect(await Promise.all(odd.map(async (r) => `${r.status} ${await r.text()}`))).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(49);
    const losers = await Promise.all(results.filter((r) => r.status === 412).map(json));
    expect(losers.every((p) => p.type === 'ResourceOptimisticLockException')).toBe(true);
  });
});
