import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { brands, campaignProducts, campaigns, categories, mailOutbox, notifications, products } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';
import { NotificationsRepository, type NotificationEvent } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { campaignEndNotices } from './notifications.sources';

// Notices to advertisers (docs/notifications.md): once per event, in-app and by e-mail as each user chose.
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
  (await server.ctx.db.select().from(notifications).where(and(eq(notifications.kind, kind), key ? eq(notifications.eventKey, key) : undefined))).length;
const outbox = async (to: string, subjectPart: string) =>
  (await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subjectPart}%`)))).length;

/** A second "process": its own service over the same database, running no jobs. */
function secondProcess(): NotificationsService {
  return new NotificationsService({
    repo: new NotificationsRepository(server.ctx.db),
    mail: server.app.mail,
    jobs: { send: async () => false },
    now: () => NOW,
    publicUrl: 'http://portal.test',
  });
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

async function campaign(values: { dailyBudget: number | null; totalBudget: number | null; maxCpc: number }): Promise<string> {
  const [row] = await server.ctx.db
    .insert(campaigns)
    .values({ accountId: account, name: `Winter ${Math.random().toString(36).slice(2, 7)}`, startDate: '2026-11-01', ...values })
    .returning({ id: campaigns.id });
  return row!.id;
}

/** Emits the click ledger's event as a process would, and waits for the listener's work. */
async function spent(campaignId: string, spentToday: number, spentTotal: number): Promise<void> {
  server.ctx.events.emit('campaigns.spent', [{ campaignId, figures: { spentToday, spentTotal, spendDay: '2026-11-26' } }]);
  await new Promise((r) => setTimeout(r, 150));
}

describe('budget notices from campaigns.spent', () => {
  it('daily budget reached: once per campaign and day although the event comes twice; both members e-mailed once', async () => {
    const id = await campaign({ dailyBudget: 5000, totalBudget: null, maxCpc: 150 });
    await spent(id, 4000, 4000);
    expect(await count('DAILY_BUDGET_REACHED', `${id}:2026-11-26`)).toBe(0);
    await spent(id, 4900, 4900);
    await spent(id, 4950, 4950);
    expect(await count('DAILY_BUDGET_REACHED', `${id}:2026-11-26`)).toBe(2);
    expect(await outbox('ann@brand.test', 'reached its daily budget (50.00 PLN)')).toBe(1);
    expect(await outbox('cid@brand.test', 'reached its daily budget (50.00 PLN)')).toBe(1);
  });

  it('total budget exhausted: once per campaign, linked to the campaign overview', async () => {
    const id = await campaign({ dailyBudget: null, totalBudget: 10000, maxCpc: 100 });
    await spent(id, 9950, 9950);
    await spent(id, 9990, 9990);
    expect(await count('TOTAL_BUDGET_EXHAUSTED', id)).toBe(2);
    const res = await ann('GET', '/notifications');
    const mine = res.json.content.find((n: { kind: string; payload: { campaignId: string } }) => n.kind === 'TOTAL_BUDGET_EXHAUSTED' && n.payload.campaignId === id);
    expect(mine).toMatchObject({ linkPath: `/accounts/${account}/campaigns/${id}`, readAt: null, accountId: account });
    expect(mine.title.en).toMatch(/used up its total budget \(100\.00 PLN\)/);
  });
});

describe('product out of stock (catalogue.changed)', () => {
  it('once per campaign, product and day although the feed reports it twice; in-stock products are not named', async () => {
    const db = server.ctx.db;
    await db.insert(brands).values({ code: 'nike', label: 'Nike' });
    await db.insert(categories).values({ code: 'apparel/tshirts', path: 'Apparel > Tshirts', label: 'Tshirts', level: 2, parentCode: null });
    const product = (id: string, stock: number) => ({ id, name: `Tee ${id}`, brandCode: 'nike', categoryCode: 'apparel/tshirts', price: 5000, listPrice: 5000, stock });
    await db.insert(products).values([product('sku-out', 0), product('sku-in', 3)]);
    const id = await campaign({ dailyBudget: null, totalBudget: null, maxCpc: 100 });
    await db.insert(campaignProducts).values([
      { campaignId: id, productId: 'sku-out' },
      { campaignId: id, productId: 'sku-in' },
    ]);
    server.ctx.events.emit('catalogue.changed', ['sku-out', 'sku-in']);
    server.ctx.events.emit('catalogue.changed', ['sku-out']);
    await new Promise((r) => setTimeout(r, 300));
    expect(await count('PRODUCT_OUT_OF_STOCK', `${id}:sku-out:2026-11-26`)).toBe(2);
    expect(await count('PRODUCT_OUT_OF_STOCK', `${id}:sku-in:2026-11-26`)).toBe(0);
    expect(await outbox('ann@brand.test', 'Product sku-out')).toBe(1);
  });
});

describe('campaign ended (the daily check)', () => {
  it('notifies campaigns whose end date was yesterday (Warsaw), once although the check runs twice', async () => {
    const [ended] = await server.ctx.db
      .insert(campaigns)
      .values({ accountId: account, name: 'Ended yesterday', startDate: '2026-11-01', endDate: '2026-11-25', maxCpc: 100 })
      .returning({ id: campaigns.id });
    await server.ctx.db.insert(campaigns).values({ accountId: account, name: 'Ends today', startDate: '2026-11-01', endDate: '2026-11-26', maxCpc: 100 });
    const repo = new NotificationsRepository(server.ctx.db);
    expect(await campaignEndNotices(repo, secondProcess(), NOW)).toBe(1);
    expect(await campaignEndNotices(repo, secondProcess(), NOW)).toBe(1);
    expect(await count('CAMPAIGN_ENDED', ended!.id)).toBe(2);
    expect(await outbox('ann@brand.test', 'Ended yesterday')).toBe(1);
  });
});

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

    await server.app.notifications.notify({ accountId: account, kind: 'CAMPAIGN_ENDED', eventKey: 'pref-1', payload: { campaignName: 'Autumn', endDate: '2026-11-25' }, linkPath: '/x' });
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
  it('every member of every account is told in the app once (the announcement e-mail is the terms module\'s own)', async () => {
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
