import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { brands, campaignProducts, campaigns, categories, mailOutbox, notifications, products } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';
import { CampaignNoticesRepository } from './campaign-notices.repository';
import { campaignEndNotices } from './campaign-notices';

// The campaign notices (docs/notifications.md "Sources"): this module decides when, the notifications module
// delivers once per event, in-app and by e-mail. BILLING_JOBS=false: this process runs no jobs, so notify fans
// out at once (the queue path is the same fanOut).
const NOW = new Date('2026-11-26T12:00:00Z');

let server: TestServer;
let ann: Client;
let account: string;

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

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { BILLING_JOBS: 'false' } });
  const db = server.ctx.db;
  const a = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
  const c = await createUser(db, { email: 'cid@brand.test', password: 'secret-pass-2', name: 'Cid' });
  account = await createAccount(db, { name: 'Ann Brand', type: 'BRAND', memberIds: [a.id, c.id] });
  const annToken = await server.login(a.email, a.password);
  ann = apiClient(server, () => annToken);
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
    const mine = res.json.content.find(
      (n: { kind: string; payload: { campaignId: string } }) => n.kind === 'TOTAL_BUDGET_EXHAUSTED' && n.payload.campaignId === id,
    );
    expect(mine).toMatchObject({ linkPath: `/accounts/${account}/campaigns/${id}`, readAt: null, accountId: account });
    expect(mine.title.en).toMatch(/used up its total budget \(100\.00 PLN\)/);
  });
});

describe('product out of stock (catalogue.changed)', () => {
  it('once per campaign, product and day although the feed reports it twice; in-stock products are not named', async () => {
    const db = server.ctx.db;
    await db.insert(brands).values({ code: 'nike', label: 'Nike' });
    await db
      .insert(categories)
      .values({ code: 'apparel/tshirts', path: 'Apparel > Tshirts', label: 'Tshirts', level: 2, parentCode: null });
    const product = (id: string, stock: number) => ({
      id,
      name: `Tee ${id}`,
      brandCode: 'nike',
      categoryCode: 'apparel/tshirts',
      price: 5000,
      listPrice: 5000,
      stock,
    });
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
    await server.ctx.db
      .insert(campaigns)
      .values({ accountId: account, name: 'Ends today', startDate: '2026-11-01', endDate: '2026-11-26', maxCpc: 100 });
    const repo = new CampaignNoticesRepository(server.ctx.db);
    expect(await campaignEndNotices(repo, server.app.notifications, NOW)).toBe(1);
    expect(await campaignEndNotices(repo, server.app.notifications, NOW)).toBe(1);
    expect(await count('CAMPAIGN_ENDED', ended!.id)).toBe(2);
    expect(await outbox('ann@brand.test', 'Ended yesterday')).toBe(1);
  });
});
