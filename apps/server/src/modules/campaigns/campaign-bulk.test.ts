import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDrafts, campaigns } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('bulk status change and draft deletion (docs/requirements.md §4, §7, §8, §9)', () => {
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

  describe('PUT /campaigns/user-status', () => {
    it('pauses, activates and archives in one call; ARCHIVED is final', async () => {
      const [a, b] = [await kit.publish(), await kit.publish()];
      const paused = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: [a.id, b.id] });
      expect(paused.status).toBe(200);
      expect(await json(paused)).toEqual({ updated: 2 });
      expect(await json(await kit.call('GET', `/campaigns/${a.id}`))).toMatchObject({ userStatus: 'PAUSED', state: 'PAUSED', version: a.version + 1 });
      expect(await json(await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: [a.id] }))).toEqual({ updated: 0 });

      expect(await json(await kit.call('PUT', '/campaigns/user-status', { userStatus: 'ARCHIVED', campaignIds: [a.id] }))).toEqual({ updated: 1 });
      const reactivate = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'ACTIVE', campaignIds: [a.id, b.id] });
      expect(reactivate.status).toBe(400);
      expect(await json(reactivate)).toMatchObject({ type: 'ValidationException', field: 'USER_STATUS' });
      expect((await json(await kit.call('GET', `/campaigns/${b.id}`))).userStatus).toBe('PAUSED'); // all or nothing

      const edit = await kit.call('PATCH', `/campaigns/${a.id}`, { maxCpc: 300 });
      expect(await json(edit)).toMatchObject({ type: 'ValidationException', field: 'USER_STATUS' });
    });

    it('refuses 1001 ids with TooManyCampaignsUserStatusToChangeException, and takes 1000', async () => {
      const ids = (n: number) => Array.from({ length: n }, (_, i) => `6a1d5e0c-8c2e-4c55-9d55-${String(i).padStart(12, '0')}`);
      const res = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: ids(1001) });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'TooManyCampaignsUserStatusToChangeException', field: 'CAMPAIGN_IDS' });
      const thousand = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: ids(1000) });
      expect(thousand.status).toBe(403); // not the account's, but not too many
    });

    it('changes nothing when any id is foreign (403)', async () => {
      const c = await kit.publish();
      const res = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: [c.id, foreignCampaignId] });
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ type: 'AccessForbiddenException', field: 'CAMPAIGN_IDS' });
      expect((await json(await kit.call('GET', `/campaigns/${c.id}`))).userStatus).toBe('ACTIVE');
    });

    it.each([
      [{ userStatus: 'DRAFT', campaignIds: ['6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01'] }, 'userStatus'],
      [{ userStatus: 'PAUSED', campaignIds: [] }, 'campaignIds'],
      [{ userStatus: 'PAUSED', campaignIds: ['nope'] }, 'campaignIds'],
    ])('validates the body %o (400 on %s)', async (body, field) => {
      const res = await kit.call('PUT', '/campaigns/user-status', body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'ValidationException', field });
    });
  });

  describe('DELETE /campaign-drafts', () => {
    it('deletes the drafts, all or nothing', async () => {
      const d1 = await json(await kit.call('POST', '/campaign-drafts', { name: 'D1', skus: ['1'] }));
      const d2 = await json(await kit.call('POST', '/campaign-drafts', { name: 'D2' }));
      const [foreign] = await kit.server.ctx.db.insert(campaignDrafts).values({ accountId: kit.otherAccountId, name: 'F' }).returning();
      const refused = await kit.call('DELETE', '/campaign-drafts', { campaignDraftIds: [d1.id, foreign!.id] });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ type: 'AccessForbiddenException', field: 'CAMPAIGN_DRAFT_IDS' });
      expect((await kit.call('GET', `/campaign-drafts/${d1.id}`)).status).toBe(200);

      const res = await kit.call('DELETE', '/campaign-drafts', { campaignDraftIds: [d1.id, d2.id, d1.id] });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ deleted: 2 });
      expect((await kit.call('GET', `/campaign-drafts/${d1.id}`)).status).toBe(404);
    });

    it('validates 1..1000 ids', async () => {
      const empty = await kit.call('DELETE', '/campaign-drafts', { campaignDraftIds: [] });
      expect(empty.status).toBe(400);
      expect(await json(empty)).toMatchObject({ type: 'ValidationException', field: 'campaignDraftIds' });
    });
  });

});
