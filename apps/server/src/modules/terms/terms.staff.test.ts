import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, termsAcceptances, users } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';

/**
 * Publishing terms versions and the version in force moving with the server clock (docs/terms.md,
 * docs/requirements.md §1 "terms changes take effect after 7 days", §5 terms ticked when ordering).
 */
describe('terms versions: staff publish, users are told, the gate asks for the new version from its day', () => {
  let server: TestServer;
  // 2026-12-01 10:00 in Warsaw: the earliest day for new terms is 2026-12-09 (8 Dec 00:00 is 6 days 14 h ahead).
  let clock = new Date('2026-12-01T09:00:00Z');
  let staff: Client;
  let ann: Client;
  let bob: Client;
  let annId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    const db = server.ctx.db;
    const a = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    const b = await createUser(db, { email: 'bob@shop.test', password: 'secret-pass-2', name: 'Bob' });
    await createUser(db, { email: 'lonely@nowhere.test', password: 'secret-pass-4' }); // in no account: not told
    const m = await createUser(db, { email: 'marek@staff.test', password: 'secret-pass-3', roles: ['marops'] });
    annId = a.id;
    await createAccount(db, { name: 'Ann Brand', type: 'BRAND', memberIds: [a.id] });
    await createAccount(db, { name: 'Bob Shop', type: 'MERCHANT', memberIds: [b.id, m.id] });
    const tokens = { ann: await server.login(a.email, a.password), bob: await server.login(b.email, b.password), staff: await server.login(m.email, m.password) };
    ann = apiClient(server, () => tokens.ann);
    bob = apiClient(server, () => tokens.bob);
    staff = apiClient(server, () => tokens.staff);
    expect((await ann('POST', '/account-views/user/accept-terms-of-service', { version: 1 })).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('refuses a takes-effect day less than 7 days ahead with problem details naming the field and the earliest day', async () => {
    const res = await staff('POST', '/marops/terms-versions', { text: '# New terms\n\nText.', takesEffectOn: '2026-12-08' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.json).toMatchObject({
      type: 'ValidationException',
      status: 400,
      field: 'TAKES_EFFECT_ON',
      detail: expect.stringContaining('the earliest day is 2026-12-09'),
    });
    const blank = await staff('POST', '/marops/terms-versions', { text: '  ', takesEffectOn: '2027-01-01' });
    expect(blank.json).toMatchObject({ type: 'ValidationException', field: 'TEXT' });
    expect((await staff('GET', '/marops/terms-versions')).json.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('refuses advertisers (403)', async () => {
    const res = await ann('POST', '/marops/terms-versions', { text: 'x', takesEffectOn: '2027-01-01' });
    expect(res.status).toBe(403);
    expect((await ann('GET', '/marops/terms-versions')).status).toBe(403);
  });

  it('publishes version 2 for a day 7 days ahead and e-mails every advertiser user at once (outbox)', async () => {
    const res = await staff('POST', '/marops/terms-versions', { text: '# Regulamin v2\n\nSprzedawca: {{company.name}}.', takesEffectOn: '2026-12-09' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/api/terms/versions/2');
    expect(res.json).toMatchObject({
      version: 2,
      takesEffectOn: '2026-12-09',
      takesEffectAt: '2026-12-08T23:00:00.000Z',
      publishedAt: '2026-12-01T09:00:00.000Z',
      notified: 2,
      text: '# Regulamin v2\n\nSprzedawca: Ads Portal Demo sp. z o.o..',
    });
    const mails = await server.ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.to));
    expect(mails.map((m) => m.to)).toEqual(['ann@brand.test', 'bob@shop.test']);
    expect(mails[0]!.subject).toContain('2026-12-09');
    expect(mails[0]!.text).toContain('New terms of service (version 2) take effect on 2026-12-09');
    expect(mails[0]!.text).toMatch(/https?:\/\/\S+\/terms\/2/);
    const list = (await staff('GET', '/marops/terms-versions')).json;
    expect(list).toEqual([
      expect.objectContaining({ version: 2, takesEffectOn: '2026-12-09', acceptedBy: 0 }),
      expect.objectContaining({ version: 1, takesEffectOn: '2023-08-01', acceptedBy: 1 }),
    ]);
    await server.app.audit.flush();
    const entries = await server.ctx.db.select().from(auditLog).where(eq(auditLog.url, '/api/marops/terms-versions'));
    const entry = entries.find((e) => e.status === 201);
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'version', before: null, after: 2 }]));
  });

  it('before the day: version 1 stays in force, the user is told of version 2 and cannot accept it yet', async () => {
    clock = new Date('2026-12-08T22:59:59Z'); // 23:59:59 on 8 December in Warsaw
    expect((await ann('GET', '/account-views/user/info')).json).toMatchObject({ termsOfServiceAccepted: true, termsVersionInForce: 1, termsAcceptedVersion: 1 });
    expect((await ann('GET', '/terms')).json).toMatchObject({ versionInForce: 1, upcoming: { version: 2, takesEffectAt: '2026-12-08T23:00:00.000Z' }, accepted: true });
    expect((await ann('POST', '/account-views/user/accept-terms-of-service', { version: 2 })).json).toMatchObject({ field: 'VERSION' });
    expect((await ann('GET', '/terms/versions/2')).json).toMatchObject({ version: 2, text: expect.stringContaining('Regulamin v2') });
  });

  it('from the day: the gate asks for version 2; accepting records it beside version 1 (history kept)', async () => {
    clock = new Date('2026-12-08T23:00:00Z'); // Warsaw midnight, 9 December
    expect((await ann('GET', '/account-views/user/info')).json).toMatchObject({ termsOfServiceAccepted: false, termsVersionInForce: 2, termsAcceptedVersion: 1 });
    expect((await ann('GET', '/terms')).json).toMatchObject({ versionInForce: 2, upcoming: null, accepted: false });
    expect((await ann('POST', '/account-views/user/accept-terms-of-service', { version: 1 })).json).toMatchObject({ field: 'VERSION' });
    const accepted = await ann('POST', '/account-views/user/accept-terms-of-service', { version: 2 });
    expect(accepted.json).toEqual({ termsOfServiceAccepted: true, version: 2, acceptedAt: '2026-12-08T23:00:00.000Z' });
    expect((await ann('GET', '/account-views/user/info')).json).toMatchObject({ termsOfServiceAccepted: true, termsAcceptedVersion: 2 });
    const rows = await server.ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, annId)).orderBy(asc(termsAcceptances.version));
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    expect((await ann('GET', '/terms')).json.acceptances.map((a: { version: number }) => a.version)).toEqual([2, 1]);
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, annId));
    expect(user!.termsAcceptedVersion).toBe(2);
    expect((await bob('GET', '/account-views/user/info')).json).toMatchObject({ termsOfServiceAccepted: false, termsVersionInForce: 2, termsAcceptedVersion: null });
  });

  it('a published version cannot be changed or deleted in the database', async () => {
    await expect(server.ctx.db.execute(`update terms_versions set text = 'edited' where version = 1` as never)).rejects.toThrow();
    await expect(server.ctx.db.execute(`delete from terms_versions where version = 2` as never)).rejects.toThrow();
  });
});
