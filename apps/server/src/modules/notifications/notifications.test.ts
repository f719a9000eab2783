import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, notifications } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';
import { NotificationAudienceRepository } from '../accounts/notification-audience.repository';
import { NotificationsRepository, type NotificationEvent } from './notifications.repository';
import { NotificationsService } from './notifications.service';

// Notices to advertisers (docs/notifications.md): once per event, in-app and by e-mail as each user chose.
// The campaign sources (budgets, ends, stock) are tested beside them: campaigns/campaign-notices.test.ts.
// BILLING_JOBS=false: this process runs no jobs, so notify fans out at once (the queue path is the same fanOut).
const NOW = new Date('2026-11-26T12:00:00Z');

let server: TestServer;
let ann: Client;
let cid: Client;
let staff: Client;
let account: string;
let other: string;
let cidId: string;

const count = async (kind: string, key?: string) =>
  (
    await server.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, kind), key ? eq(notifications.eventKey, key) : undefined))
  ).length;
const outbox = async (to: string, subjectPart: string) =>
  (
    await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subjectPart}%`)))
  ).length;

/** A service over the same database, running no jobs, without an audience yet. */
function bareService(): NotificationsService {
  return new NotificationsService({
    repo: new NotificationsRepository(server.ctx.db),
    mail: server.app.mail,
    jobs: { send: async () => false },
    now: () => NOW,
    publicUrl: 'http://portal.test',
  });
}

/** A second "process": its own service over the same database, running no jobs, with the accounts module's audience. */
function secondProcess(): NotificationsService {
  const service = bareService();
  service.useAudience(new NotificationAudienceRepository(server.ctx.db));
  return service;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { BILLING_JOBS: 'false' } });
  const db = server.ctx.db;
  const a = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
  const c = await createUser(db, { email: 'cid@brand.test', password: 'secret-pass-2', name: 'Cid' });
  const o = await createUser(db, { email: 'olga@other.test', password: 'secret-pass-4', name: 'Olga' });
  const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-3', roles: ['marops'] });
  cidId = c.id;
  account = await createAccount(db, { name: 'Ann Brand', type: 'BRAND', memberIds: [a.id, c.id] });
  other = await createAccount(db, { name: 'Other Brand', type: 'BRAND', memberIds: [o.id] });
  const annToken = await server.login(a.email, a.password);
  ann = apiClient(server, () => annToken);
  const cidToken = await server.login(c.email, c.password);
  cid = apiClient(server, () => cidToken);
  const staffToken = await server.login(s.email, s.password);
  staff = apiClient(server, () => staffToken);
});
afterAll(() => server?.close());

describe('once per event under races', () => {
  const event = (key: string): NotificationEvent => ({
    accountId: account,
    kind: 'INVOICE_OVERDUE',
    eventKey: key,
    payload: { invoiceId: key, number: 'FV/2026/11/0001', gross: 12300, dueDate: '2026-11-20' },
    linkPath: `/accounts/${account}/billing`,
  });

  it('two processes fanning out the same event at once: one notice and one e-mail per member', async () => {
    const [p1, p2] = [secondProcess(), secondProcess()];
    const made = await Promise.all([p1.fanOut(event('race-1')), p2.fanOut(event('race-1')), p1.fanOut(event('race-1'))]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await count('INVOICE_OVERDUE', 'race-1')).toBe(2);
    expect(await outbox('ann@brand.test', 'FV/2026/11/0001')).toBe(1);
  });

  it('two concurrent enqueues through the face: still once', async () => {
    await Promise.all([server.app.notifications.notify(event('race-2')), server.app.notifications.notify(event('race-2'))]);
    expect(await count('INVOICE_OVERDUE', 'race-2')).toBe(2);
  });
});

describe('the audience (docs/notifications.md "Audience")', () => {
  it('fails loudly at first use when no module supplied it, and refuses a second one', async () => {
    const bare = bareService();
    const e: NotificationEvent = { accountId: account, kind: 'INVOICE_OVERDUE', eventKey: 'no-audience', payload: {}, linkPath: '/x' };
    await expect(bare.notify(e)).rejects.toThrow(/no audience.*useAudience/);
    await expect(bare.notifyAllAccounts(e)).rejects.toThrow(/no audience/);
    expect(await count('INVOICE_OVERDUE', 'no-audience')).toBe(0);
    const audience = new NotificationAudienceRepository(server.ctx.db);
    bare.useAudience(audience);
    expect(() => bare.useAudience(audience)).toThrow(/supplied already/);
    expect(() => server.app.notifications.useAudience(audience)).toThrow(/supplied already/);
  });
});

describe('preferences', () => {
  it('defaults on; e-mail off keeps the in-app notice; both off sends nothing; unknown kinds are refused', async () => {
    const before = await cid('GET', '/notifications/preferences');
    expect(before.json.preferences).toContainEqual({ kind: 'ACCOUNT_SUSPENDED', inApp: true, email: true });
    const put = await cid('PUT', '/notifications/preferences', { preferences: [{ kind: 'CAMPAIGN_ENDED', inApp: true, email: false }] });
    expect(put.status).toBe(200);
    expect(put.json.preferences).toContainEqual({ kind: 'CAMPAIGN_ENDED', inApp: true, email: false });
    await ann('PUT', '/notifications/preferences', { preferences: [{ kind: 'CAMPAIGN_ENDED', inApp: false, email: false }] });
    const bad = await ann('PUT', '/notifications/preferences', { preferences: [{ kind: 'NOPE', inApp: true, email: true }] });
    expect(bad.status).toBe(400);

    await server.app.notifications.notify({
      accountId: account,
      kind: 'CAMPAIGN_ENDED',
      eventKey: 'pref-1',
      payload: { campaignName: 'Autumn', endDate: '2026-11-25' },
      linkPath: '/x',
    });
    const rows = await server.ctx.db.select().from(notifications).where(eq(notifications.eventKey, 'pref-1'));
    expect(rows.map((r) => r.userId)).toEqual([cidId]);
    expect(rows[0]!.emailed).toBe(false);
    expect(await outbox('cid@brand.test', 'Autumn')).toBe(0);
  });
});

describe('account suspended and terminated by staff', () => {
  it('tells every member once per change, linked to the account settings', async () => {
    const version = async () => `"${(await staff('GET', `/marops/accounts/${other}`)).json.version}"`;
    const res = await staff('POST', `/marops/accounts/${other}/suspend`, { reason: 'Unpaid invoice' }, { 'if-match': await version() });
    expect(res.status).toBe(200);
    expect(await outbox('olga@other.test', 'was suspended')).toBe(1);
    const t = await staff('POST', `/marops/accounts/${other}/terminate`, { reason: 'Breach' }, { 'if-match': await version() });
    expect(t.status).toBe(200);
    expect(await outbox('olga@other.test', 'was terminated')).toBe(1);
    const sent = await staff('GET', `/marops/accounts/${other}/notifications`);
    expect(sent.status).toBe(200);
    expect(sent.json.content.map((n: { kind: string }) => n.kind).sort()).toEqual(['ACCOUNT_SUSPENDED', 'ACCOUNT_TERMINATED']);
    expect(sent.json.content[0]).toMatchObject({ email: 'olga@other.test', emailed: true, linkPath: `/accounts/${other}/settings` });
    expect((await ann('GET', `/marops/accounts/${other}/notifications`)).status).toBe(403);
  });
});

describe('new terms version', () => {
  it("every member of every account is told in the app once (the announcement e-mail is the terms module's own)", async () => {
    const res = await staff('POST', '/marops/terms-versions', { text: '# Terms v2\n\nText.', takesEffectOn: '2026-12-10' });
    expect(res.status).toBe(201);
    const rows = await server.ctx.db.select().from(notifications).where(eq(notifications.kind, 'NEW_TERMS_VERSION'));
    expect(rows).toHaveLength(3); // Ann and Cid (Ann Brand), Olga (Other Brand)
    expect(rows.every((r) => r.eventKey === 'v2' && r.linkPath === '/terms/2' && !r.emailed)).toBe(true);
    expect(await outbox('cid@brand.test', 'Nowy Regulamin')).toBe(1);
  });
});

describe('reading notices', () => {
  it('lists newest first with the unread count; marks one and then all read; another user cannot mark mine', async () => {
    const list = await ann('GET', '/notifications?size=2');
    expect(list.status).toBe(200);
    expect(list.json.content).toHaveLength(2);
    expect(list.json.unread).toBe(list.json.totalElements);
    const first = list.json.content[0].id as string;
    expect((await cid('POST', `/notifications/${first}/read`)).status).toBe(404);
    expect((await ann('POST', `/notifications/${first}/read`)).status).toBe(204);
    expect((await ann('GET', '/notifications')).json.unread).toBe(list.json.totalElements - 1);
    const all = await ann('POST', '/notifications/read-all');
    expect(all.json.marked).toBe(list.json.totalElements - 1);
    expect((await ann('GET', '/notifications')).json.unread).toBe(0);
  });
});
