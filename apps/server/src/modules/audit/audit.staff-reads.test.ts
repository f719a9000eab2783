import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

/**
 * Staff reading an advertiser's account through a route whose path names the account (docs/architecture.md
 * "Audit log"): audited as acting-as-staff with that account, with or without the `account-id` header.
 */
describe('audit log of staff reads on behalf of an advertiser, account in the path', () => {
  let server: TestServer;
  let staff: ReturnType<typeof apiClient>;
  let staffId: string;
  let account: string;

  beforeAll(async () => {
    server = await startTestServer();
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const ops = await createUser(server.ctx.db, { email: 'ops@retailer.test', password: 'secret-pass-3', roles: ['marops'] });
    staffId = ops.id;
    const token = await server.login(ops.email, ops.password);
    staff = apiClient(server, () => token);
  });
  afterAll(() => server?.close());

  it.each([
    ['/accounts/{id}/users'],
    ['/accounts/{id}'],
    ['/account-announcements/{id}'],
    ['/help-center/content/{id}'],
    ['/accounts/{id}/ad-transparency'],
  ])('GET %s with acting-as-staff: read and no account-id header writes an acting-as-staff entry with the account', async (template) => {
    const path = template.replace('{id}', account);
    const res = await staff('GET', path, undefined, { 'acting-as-staff': 'read' });
    expect(res.status).toBe(200);
    await server.app.audit.flush();
    const rows = await server.ctx.db.select().from(auditLog).where(eq(auditLog.url, `/api${path}`));
    expect(rows.map((r) => ({ userId: r.userId, accountId: r.accountId, actingAsStaff: r.actingAsStaff, method: r.method }))).toEqual([
      { userId: staffId, accountId: account, actingAsStaff: true, method: 'GET' },
    ]);
  });

  it("takes the path's account over a different account-id header, and audits no read without the staff mode", async () => {
    const other = await createAccount(server.ctx.db, { name: 'Other', type: 'BRAND' });
    await staff('GET', `/accounts/${account}/users`, undefined, { 'acting-as-staff': 'read', 'account-id': other });
    await staff('GET', `/help-center/content/${other}`);
    await server.app.audit.flush();
    const rows = await server.ctx.db.select().from(auditLog).where(eq(auditLog.userId, staffId));
    const last = rows.filter((r) => r.url === `/api/accounts/${account}/users`).at(-1);
    expect(last).toMatchObject({ accountId: account, actingAsStaff: true });
    expect(rows.some((r) => r.url === `/api/help-center/content/${other}`)).toBe(false);
  });
});
