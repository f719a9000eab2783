import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { campaigns } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('campaign edits and budgets (docs/requirements.md §5, §7, §8)', () => {
  let kit: CampaignKit;
  let foreignCampaignId: string;
  beforeAll(async () => {
    kit = await startCampaignKit();
    const [row] = await kit.server.ctx.db
      .insert(campaigns)
      .values({ accountId: kit.otherAccountId, name: 'Puma', maxCpc: 150, dailyBudget: 5000, startDate: '2026-11-21' })
      .returning({ id: campaigns.id });
    foreignCampaignId = row!.id;
  });
  afterAll(() => kit?.close());

  describe('PATCH /campaigns/{id}', () => {
    it('changes the fields sent, bumps the version, answers the ETag and announces campaigns.changed', async () => {
      const c = await kit.publish();
      const changed: string[][] = [];
      kit.server.ctx.events.on('campaigns.changed', (ids) => changed.push(ids));
      const res = await kit.call('PATCH', `/campaigns/${c.id}`, { name: 'Renamed', maxCpc: 250, endDate: '2026-12-31', dailyBudget: null }, { 'if-match': `"${c.version}"` });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ id: c.id, name: 'Renamed', maxCpc: 250, endDate: '2026-12-31', dailyBudget: null, totalBudget: 50000, version: c.version + 1 });
      expect(res.headers.get('etag')).toBe(`"${c.version + 1}"`);
      expect(changed).toContainEqual([c.id]);
    });

    it('answers exactly one 200 and one 412 to two PATCHes with the same If-Match', async () => {
      const c = await kit.publish();
      const [a, b] = await Promise.all([
        kit.call('PATCH', `/campaigns/${c.id}`, { maxCpc: 200 }, { 'if-match': `"${c.version}"` }),
        kit.call('PATCH', `/campaigns/${c.id}`, { maxCpc: 300 }, { 'if-match': `"${c.version}"` }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 412]);
      const loser = a.status === 412 ? a : b;
      expect(await json(loser)).toMatchObject({ type: 'ResourceOptimisticLockException' });
      expect((await json(await kit.call('GET', `/campaigns/${c.id}`))).version).toBe(c.version + 1);
    });

    it('answers 412 on a stale If-Match and accepts a missing one', async () => {
      const c = await kit.publish();
      const noop = await kit.call('PATCH', `/campaigns/${c.id}`, {}, { 'if-match': `"${c.version}"` });
      expect(await json(noop)).toMatchObject({ version: c.version });
      const stale = await kit.call('PATCH', `/campaigns/${c.id}`, { maxCpc: 200 }, { 'if-match': `"${c.version + 5}"` });
      expect(stale.status).toBe(412);
      expect(await json(stale)).toMatchObject({ type: 'ResourceOptimisticLockException' });
      expect((await kit.call('PATCH', `/campaigns/${c.id}`, { maxCpc: 200 })).status).toBe(200);
    });

    it('refuses a name of another campaign (409, any letter case)', async () => {
      const a = await kit.publish({ name: 'Unique one' });
      const b = await kit.publish();
      const res = await kit.call('PATCH', `/campaigns/${b.id}`, { name: 'UNIQUE ONE' });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ type: 'CampaignNameNotUniqueException', field: 'NAME' });
      expect((await kit.call('PATCH', `/campaigns/${a.id}`, { name: 'unique one' })).status).toBe(200); // its own name
    });

    it('keeps the total budget at least spentTotal + allowIncreaseOf (ValidationException TOTAL_BUDGET)', async () => {
      const c = await kit.publish({ dailyBudget: 5000, totalBudget: 50000 });
      await kit.server.ctx.db.update(campaigns).set({ spentTotal: 10000 }).where(sql`id = ${c.id}`);
      const low = await kit.call('PATCH', `/campaigns/${c.id}`, { totalBudget: 10050 });
      expect(low.status).toBe(400);
      const problem = await json(low);
      expect(problem).toMatchObject({ type: 'ValidationException', field: 'TOTAL_BUDGET' });
      expect(problem.detail).toContain('101,00 PLN'.replace(',', '.'));
      const ok = await kit.call('PATCH', `/campaigns/${c.id}`, { totalBudget: 10100, dailyBudget: 2000 });
      expect(ok.status).toBe(200);
      expect(await json(ok)).toMatchObject({ totalBudget: 10100, dailyBudget: 2000 });
    });

    it('changes the start date only before the campaign starts', async () => {
      const started = await kit.publish();
      const res = await kit.call('PATCH', `/campaigns/${started.id}`, { startDate: '2026-11-25' });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'ValidationException', field: 'START_DATE' });
      expect((await kit.call('PATCH', `/campaigns/${started.id}`, { startDate: started.startDate })).status).toBe(200); // unchanged is fine

      const scheduled = await kit.publish({ startDate: '2026-11-30' });
      const moved = await kit.call('PATCH', `/campaigns/${scheduled.id}`, { startDate: '2026-11-28' });
      expect(moved.status).toBe(200);
      expect(await json(moved)).toMatchObject({ startDate: '2026-11-28', state: 'SCHEDULED' });
      const past = await kit.call('PATCH', `/campaigns/${scheduled.id}`, { startDate: '2026-11-20' });
      expect(await json(past)).toMatchObject({ type: 'ValidationException', field: 'START_DATE' });
    });

    it.each([
      [{ maxCpc: 99 }, 'ValidationException', 'MAX_CPC'],
      [{ dailyBudget: null, totalBudget: null }, 'ValidationException', 'BUDGET'],
      [{ dailyBudget: 1999 }, 'ValidationException', 'DAILY_BUDGET'],
      [{ endDate: '2026-11-21' }, 'CampaignValidationException', 'END_DATE'],
      [{ endDate: '2026-11-20' }, 'ValidationException', 'END_DATE'],
      [{ name: '   ' }, 'ValidationException', 'NAME'],
    ])('refuses %o with %s on %s', async (change, type, field) => {
      const c = await kit.publish();
      const res = await kit.call('PATCH', `/campaigns/${c.id}`, change);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type, field });
      expect((await json(await kit.call('GET', `/campaigns/${c.id}`))).version).toBe(c.version); // nothing changed
    });

    it('refuses fields PATCH /campaigns/{id} does not take (products go through …/inventory)', async () => {
      const c = await kit.publish();
      const res = await kit.call('PATCH', `/campaigns/${c.id}`, { skus: ['1'] });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'ValidationException' });
    });

    it('answers 404 for an unknown campaign and 403 for a foreign account', async () => {
      const missing = await kit.call('PATCH', '/campaigns/6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01', { maxCpc: 200 });
      expect(missing.status).toBe(404);
      expect(await json(missing)).toMatchObject({ type: 'ResourceNotFoundException' });
      const foreign = await kit.call('PATCH', `/campaigns/${foreignCampaignId}`, { maxCpc: 200 });
      expect(foreign.status).toBe(404); // not a campaign of this account
      const other = await kit.call('PATCH', `/campaigns/${foreignCampaignId}`, { maxCpc: 200 }, { 'account-id': kit.otherAccountId });
      expect(other.status).toBe(403);
      expect(await json(other)).toMatchObject({ type: 'AccessForbiddenException' });
    });
  });

  describe('budgets', () => {
    it('reads and changes a campaign budget with If-Match and the total-budget floor', async () => {
      const c = await kit.publish();
      const got = await kit.call('GET', `/campaigns/${c.id}/budget`);
      expect(await json(got)).toEqual({ dailyBudget: 5000, totalBudget: 50000 });
      expect(got.headers.get('etag')).toBe(`"${c.version}"`);
      const res = await kit.call('PATCH', `/campaigns/${c.id}/budget`, { totalBudget: null }, { 'if-match': `"${c.version}"` });
      expect(await json(res)).toEqual({ dailyBudget: 5000, totalBudget: null });
      expect(res.headers.get('etag')).toBe(`"${c.version + 1}"`);
      const stale = await kit.call('PATCH', `/campaigns/${c.id}/budget`, { dailyBudget: 6000 }, { 'if-match': `"${c.version}"` });
      expect(stale.status).toBe(412);
      await kit.server.ctx.db.update(campaigns).set({ spentTotal: 3000 }).where(sql`id = ${c.id}`);
      const low = await kit.call('PATCH', `/campaigns/${c.id}/budget`, { totalBudget: 3050, dailyBudget: null });
      expect(await json(low)).toMatchObject({ type: 'ValidationException', field: 'TOTAL_BUDGET' });
    });

    it('reads and changes a draft budget with docs/requirements.md §5 rules', async () => {
      const d = await json(await kit.call('POST', '/campaign-drafts', { name: 'Budget draft' }));
      expect(await json(await kit.call('GET', `/campaign-drafts/${d.id}/budget`))).toEqual({ dailyBudget: null, totalBudget: null });
      const ok = await kit.call('PATCH', `/campaign-drafts/${d.id}/budget`, { dailyBudget: 3000 }, { 'if-match': `"${d.version}"` });
      expect(await json(ok)).toEqual({ dailyBudget: 3000, totalBudget: null });
      expect(ok.headers.get('etag')).toBe(`"${d.version + 1}"`);
      const stale = await kit.call('PATCH', `/campaign-drafts/${d.id}/budget`, { dailyBudget: 4000 }, { 'if-match': `"${d.version}"` });
      expect(await json(stale)).toMatchObject({ type: 'ResourceOptimisticLockException' });
      for (const [body, field] of [
        [{ dailyBudget: null }, 'BUDGET'],
        [{ dailyBudget: 1000 }, 'DAILY_BUDGET'],
        [{ totalBudget: 2500 }, 'TOTAL_BUDGET'],
      ] as const) {
        const res = await kit.call('PATCH', `/campaign-drafts/${d.id}/budget`, body);
        expect(res.status).toBe(400);
        expect(await json(res)).toMatchObject({ type: 'ValidationException', field });
      }
      expect((await kit.call('GET', '/campaign-drafts/6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01/budget')).status).toBe(404);
    });
  });
});
