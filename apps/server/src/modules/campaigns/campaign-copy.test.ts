import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountUsers, queryRows } from '@ads/db';
import { createAccount } from '../../testing/fixtures.testkit';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

describe('POST /api/campaigns/{id}/copy, /api/campaign-drafts/{id}/copy (docs/access-roles.md "Campaign copy")', () => {
  let kit: CampaignKit;
  let second: string;
  let campaign: { id: string; name: string };

  beforeAll(async () => {
    kit = await startCampaignKit();
    const db = kit.server.ctx.db;
    const [ann] = await queryRows<{ id: string }>(db, sql`select id from users where email = 'ann@brand.test'`);
    second = await createAccount(db, { name: 'Nike CZ', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann!.id] });
    campaign = await kit.publish({ name: 'Summer', delivery: 'ACCELERATED', endDate: '2026-12-31' });
    const kw = await kit.call('PATCH', `/campaigns/${campaign.id}/keywords`, {
      keywords: [{ text: 'Klapki', matchType: 'PHRASE', bid: 200 }],
      negativeKeywords: [{ text: 'tanie', matchType: 'EXACT' }],
    });
    expect(kw.status).toBe(200);
  });
  afterAll(async () => kit?.close());

  it('copies a campaign into a new draft with its SKUs, keywords, budgets and delivery', async () => {
    const res = await kit.call('POST', `/campaigns/${campaign.id}/copy`);
    expect(res.status, await res.clone().text()).toBe(201);
    const draft = await json(res);
    expect(draft).toMatchObject({
      accountId: kit.accountId,
      name: 'Summer (copy)',
      dailyBudget: VALID.dailyBudget,
      totalBudget: VALID.totalBudget,
      maxCpc: VALID.maxCpc,
      startDate: VALID.startDate,
      endDate: '2026-12-31',
      channel: 'MAIN',
      markets: ['PL'],
      delivery: 'ACCELERATED',
      skus: ['1', '2'],
      keywords: [{ id: null, text: 'Klapki', matchType: 'PHRASE', bid: 200 }],
      negativeKeywords: [{ id: null, text: 'tanie', matchType: 'EXACT' }],
    });
    expect(draft.id).not.toBe(campaign.id);
  });

  it('copies a draft, and the copy of a copy', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Winter', skus: ['3'] }));
    const res = await kit.call('POST', `/campaign-drafts/${draft.id}/copy`, {});
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ name: 'Winter (copy)', skus: ['3'], dailyBudget: VALID.dailyBudget });
  });

  it('copies into another account of the same user; not into an account the user is not a member of', async () => {
    const res = await kit.call('POST', `/campaigns/${campaign.id}/copy`, { targetAccountId: second });
    expect(res.status).toBe(201);
    const draft = await json(res);
    expect(draft).toMatchObject({ accountId: second, name: 'Summer (copy)', skus: ['1', '2'] });
    const inSecond = await kit.call('GET', `/campaign-drafts/${draft.id}`, undefined, { 'account-id': second });
    expect(inSecond.status).toBe(200);

    const foreign = await kit.call('POST', `/campaigns/${campaign.id}/copy`, { targetAccountId: kit.otherAccountId });
    expect(foreign.status).toBe(403);
    expect((await json(foreign)).type).toBe('AccessForbiddenException');
  });

  it('needs the campaigns capability in the target account (403 naming the role)', async () => {
    const db = kit.server.ctx.db;
    await db
      .update(accountUsers)
      .set({ role: 'BILLING' })
      .where(and(eq(accountUsers.accountId, second), sql`${accountUsers.userId} = (select id from users where email = 'ann@brand.test')`));
    const res = await kit.call('POST', `/campaigns/${campaign.id}/copy`, { targetAccountId: second });
    expect(res.status).toBe(403);
    expect((await json(res)).detail).toBe('Your role in this account (billing) does not allow this operation.');
  });

  it('answers 404 for an unknown campaign and 400 for a malformed body', async () => {
    const res = await kit.call('POST', '/campaigns/00000000-0000-4000-8000-000000000001/copy');
    expect(res.status).toBe(404);
    const bad = await kit.call('POST', `/campaigns/${campaign.id}/copy`, { target: 'x' });
    expect(bad.status).toBe(400);
  });
});
