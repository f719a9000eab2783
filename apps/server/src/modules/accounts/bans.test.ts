import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountUsers, auditLog, queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser, TEST_BILLING_PROFILE } from '../../testing/fixtures.testkit';
import { apiClient, brandAccount, staffFixture, type Client } from '../../testing/accounts.testkit';
import { hashToken, INVITATION_TTL_MS } from './invitations.service';
import { InvitationsRepository } from './invitations.repository';

const tokenOf = (c: string) => c.repeat(43);
const acceptForm = (server: TestServer, token: string, form: Record<string, string>) =>
  fetch(`${server.baseUrl}/invitations/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
const refused = (field: string) => ({
  type: 'OperationNotAllowedForAccountException',
  field,
  detail: expect.stringMatching(/banned advertiser/),
});

/** Bans hold on every path into an account (docs/requirements.md §1.6; docs/architecture.md "Staff account management"). */
describe('bans: invitation, acceptance, staff creation and billing profile', () => {
  let server: TestServer;
  let staff: Client;
  let bob: Client;
  let annAccount: string;
  let bobAccount: string;
  const invite = (accountId: string, email: string, token: string) =>
    new InvitationsRepository(server.ctx.db).upsertPending({
      accountId,
      email,
      tokenHash: hashToken(token),
      invitedBy: null,
      now: new Date(),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
  const ban = async (id: string) => expect((await staff('POST', `/marops/accounts/${id}/ban`, { reason: 'Fraud' })).status).toBe(200);

  beforeAll(async () => {
    server = await startTestServer();
    ({ staff, annAccount } = await staffFixture(server));
    const db = server.ctx.db;
    const user = await createUser(db, { email: 'bob@other.test', password: 'secret-pass-9', name: 'Bob' });
    bobAccount = await createAccount(db, {
      name: 'Bob Brand',
      type: 'BRAND',
      brandCodes: ['nike'],
      memberIds: [user.id],
      billingProfile: false,
    });
    const token = await server.login(user.email, user.password);
    bob = apiClient(server, () => token);
    // Ann was invited to Bob's account before her own account was banned.
    await invite(bobAccount, 'ann@brand.test', tokenOf('b'));
    await ban(annAccount);
  });
  afterAll(() => server?.close());

  it('refuses a member inviting a banned e-mail, in any letter case (403, field EMAIL)', async () => {
    for (const email of ['ann@brand.test', 'ANN@Brand.Test', '  Ann@brand.test ']) {
      const res = await bob('POST', `/accounts/${bobAccount}/users`, { email }, { 'account-id': bobAccount });
      expect(res.status, email).toBe(403);
      expect(res.json).toMatchObject(refused('EMAIL'));
    }
  });

  it('refuses the banned person accepting an invitation sent before the ban (403 page, no membership)', async () => {
    const page = await fetch(`${server.baseUrl}/invitations/${tokenOf('b')}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('banned');
    const res = await acceptForm(server, tokenOf('b'), { password: 'secret-pass-1', terms: 'accepted' });
    expect(res.status).toBe(403);
    const rows = await queryRows<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int as n from account_users m join users u on u.id = m.user_id
           where m.account_id = ${bobAccount}::uuid and lower(u.email) = 'ann@brand.test'`,
    );
    expect(rows[0]!.n).toBe(0);
    // Nor do staff send her a fresh link.
    const resend = await staff('POST', '/marops/accounts/resend-user-invitation', { email: 'ANN@brand.test' });
    expect(resend.status).toBe(403);
    expect(resend.json).toMatchObject(refused('email'));
  });

  it('bans the e-mail of an account whose only person was still invited: staff cannot open an account for it', async () => {
    const created = await staff('POST', '/marops/accounts', brandAccount({ name: 'Solo', email: 'solo@shop.test', taxId: null }));
    expect(created.status).toBe(201);
    await ban(created.json.id);
    const again = await staff('POST', '/marops/accounts', brandAccount({ name: 'Solo again', email: 'SOLO@shop.test', taxId: null }));
    expect(again.status).toBe(403);
    expect(again.json).toMatchObject(refused('email'));
    const invited = await bob('POST', `/accounts/${bobAccount}/users`, { email: 'Solo@Shop.test' }, { 'account-id': bobAccount });
    expect(invited.status).toBe(403);
  });

  it("refuses the banned account's billing-profile tax id in a billing profile and in a new account (PL prefix or not)", async () => {
    const nip = TEST_BILLING_PROFILE.taxId; // Ann's billing profile's NIP
    const put = await bob(
      'PUT',
      '/billing/profile',
      { ...TEST_BILLING_PROFILE, companyName: 'Bob Sp. z o.o.', taxId: `PL${nip}` },
      { 'account-id': bobAccount },
    );
    expect(put.status).toBe(403);
    expect(put.json).toMatchObject(refused('TAX_ID'));
    const created = await staff('POST', '/marops/accounts', brandAccount({ name: 'Same company', email: 'new@brand.test', taxId: nip }));
    expect(created.status).toBe(403);
    expect(created.json).toMatchObject(refused('taxId'));
    const clean = await bob(
      'PUT',
      '/billing/profile',
      { ...TEST_BILLING_PROFILE, companyName: 'Bob Sp. z o.o.', taxId: '5260001246' },
      { 'account-id': bobAccount },
    );
    expect(clean.status).toBe(200);
  });

  it('audits joins: the member invitation and the acceptance (with the account, without the link token)', async () => {
    const added = await bob('POST', `/accounts/${bobAccount}/users`, { email: 'carol@shop.test' }, { 'account-id': bobAccount });
    expect(added.status).toBe(201);
    await invite(bobAccount, 'carol@shop.test', tokenOf('c'));
    const res = await acceptForm(server, tokenOf('c'), {
      name: 'Carol',
      password: 'long-enough',
      passwordRepeat: 'long-enough',
      terms: 'accepted',
      termsVersion: '1',
    });
    expect(res.status).toBe(303);
    await server.app.audit.flush();
    const rows = await server.ctx.db.select().from(auditLog).where(eq(auditLog.accountId, bobAccount));
    expect(rows.some((r) => r.method === 'POST' && r.url === `/api/accounts/${bobAccount}/users` && r.status === 201)).toBe(true);
    const join = rows.find((r) => r.url === '/invitations/{token}');
    expect(join).toMatchObject({ actorEmail: 'carol@shop.test', status: 303, actingAsStaff: false });
    expect(join!.changes).toEqual([
      { field: 'members', before: null, after: expect.objectContaining({ email: 'carol@shop.test', newUser: true }) },
      { field: 'termsVersion', before: null, after: 1 },
    ]);
    const [member] = await server.ctx.db
      .select()
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, bobAccount), eq(accountUsers.userId, join!.userId!)));
    expect(member).toBeDefined();
  });
});
