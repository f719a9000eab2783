import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { eventually } from '../../testing/mail.testkit';

describe('audit log of API writes (docs/requirements.md §6): onResponse hook on /api', () => {
  let server: TestServer;
  let call: ReturnType<typeof apiClient>;
  let ann: { id: string; email: string; password: string };
  let account: string;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(() => server?.close());

  const entries = () => server.ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));

  it('records every non-GET call with user, account (path, else account-id header), method, URL and status; GETs are not recorded', async () => {
    await call('GET', `/accounts/${account}`);
    await call('PATCH', `/accounts/${account}`, { name: 'Renamed' }, { 'account-id': account });
    await call('PATCH', `/accounts/${account}`, { name: 'Renamed' }, { 'if-match': '"99"', 'account-id': 'not-a-uuid' });
    await fetch(`${server.baseUrl}/api/account-views/user/accept-terms-of-service`, { method: 'POST' });

    const rows = await eventually(async () => {
      const r = await entries();
      return r.length >= 3 ? r : undefined;
    });
    expect(rows.map(({ userId, accountId, method, url, status }) => ({ userId, accountId, method, url, status }))).toEqual([
      { userId: ann.id, accountId: account, method: 'PATCH', url: `/api/accounts/${account}`, status: 200 },
      // The account is the path's (access accountOf), whatever the account-id header says.
      { userId: ann.id, accountId: account, method: 'PATCH', url: `/api/accounts/${account}`, status: 412 },
      { userId: null, accountId: null, method: 'POST', url: '/api/account-views/user/accept-terms-of-service', status: 401 },
    ]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    // docs/architecture.md "Staff run the platform": actor e-mail, request id, what changed, and the hash chain.
    expect(rows.map(({ seq, actorEmail, changes }) => ({ seq, actorEmail, changes }))).toEqual([
      { seq: 1, actorEmail: ann.email, changes: [{ field: 'name', before: 'Ann Brand', after: 'Renamed' }] },
      { seq: 2, actorEmail: ann.email, changes: null },
      { seq: 3, actorEmail: null, changes: null },
    ]);
    expect(rows[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.prevHash).toBe('');
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
  });

  it('does not record requests outside /api', async () => {
    const before = (await entries()).length;
    await fetch(`${server.baseUrl}/invitations/${'z'.repeat(43)}`, { method: 'POST' });
    await server.app.close(); // onClose flushes inserts in flight
    expect((await entries()).length).toBe(before);
  });
});
