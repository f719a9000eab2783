import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, notifications } from '@ads/db';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import type { TestServer } from '../../testing/server.testkit';
import { auction, flushInsight, reloadIndex, seedCampaign, seedCategories, seedProducts, startServingServer } from '../../testing/serving.testkit';
import { InsightRepository } from './insight.repository';
import { pacingNotices } from './insight.notices';

// docs/auction-insight.md "Notice": a campaign pacing held back most of yesterday is told once, however often the check runs.
let nowMs = Date.parse('2026-03-09T10:00:00Z'); // 11:00 in Warsaw
let server: TestServer;
let paced: string;
let busy: string;

const count = async (key: string) =>
  (await server.ctx.db.select().from(notifications).where(and(eq(notifications.kind, 'HELD_BACK_BY_PACING'), eq(notifications.eventKey, key)))).length;

beforeAll(async () => {
  server = await startServingServer({ now: () => new Date(nowMs) });
  const db = server.db.db;
  const ann = await createUser(db, { email: 'ann@paced.test', password: 'secret-pass-1' });
  const account = await createAccount(db, { name: 'Paced Brand', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id] });
  await seedCategories(db);
  await seedProducts(db, [{ id: 'pp' }, { id: 'ok' }]);
  const base = { accountId: account, startDate: '2026-03-01', maxCpc: 200, dailyBudget: 2_000 };
  // 15.00 PLN of 20.00 spent by 11:00: ahead of the default curve's pace, so a STANDARD campaign sits auctions out.
  paced = await seedCampaign(db, { ...base, name: 'Paced', productIds: ['pp'], spentToday: 1_500, spentTotal: 1_500, spendDay: '2026-03-09' });
  busy = await seedCampaign(db, { ...base, name: 'Busy', productIds: ['ok'] });
  await reloadIndex(server);
  for (let i = 0; i < 30; i++) {
    expect(await auction(server, ['pp'])).toEqual([]);
    expect(await auction(server, ['ok'])).toHaveLength(1);
  }
  await flushInsight(server);
  nowMs = Date.parse('2026-03-09T23:30:00Z'); // 00:30 in Warsaw on 2026-03-10
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('HELD_BACK_BY_PACING', () => {
  it('tells the members once about a campaign paced in most auctions yesterday, not about one that won', async () => {
    const repo = new InsightRepository(server.ctx.db);
    expect(await pacingNotices(repo, server.app.notifications, new Date(nowMs))).toBe(1);
    expect(await pacingNotices(repo, server.app.notifications, new Date(nowMs))).toBe(1);
    await expect.poll(() => count(`${paced}:2026-03-09`), { timeout: 10_000, interval: 100 }).toBe(1);
    const mails = async () =>
      (await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'ann@paced.test'), like(mailOutbox.subject, '%held back by pacing in 30 of 30 auctions%')))).length;
    await expect.poll(mails, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await count(`${busy}:2026-03-09`)).toBe(0);
  });
});
