import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressions } from '@ads/db';
import { NOW, json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';
import { roundUpTo10 } from './suggestions.service';

const DAY = 86_400_000;

describe('max CPC suggestions (docs/requirements.md §7 GET /campaigns/{id}/suggestions)', () => {
  let kit: CampaignKit;
  let n = 0;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  const bid = (campaignId: string, productId: string, price: number, daysAgo = 1) =>
    kit.server.ctx.db.insert(impressions).values({
      eventId: `imp-${++n}`,
      resolvedBidId: `rb-${n}`,
      campaignId,
      productId,
      opaqueUserId: 'u',
      price,
      occurredAt: new Date(NOW.getTime() - daysAgo * DAY),
      day: '2026-01-01',
      bidDay: '2026-01-01',
    });

  it('suggests the 75th percentile of winning prices in the same level-3 categories, rounded up to 10 grosze', async () => {
    const rival = await kit.publish({ skus: ['2', '3'] });
    for (const price of [120, 150, 200, 310]) await bid(rival.id, '2', price); // tshirts
    await bid(rival.id, '2', 9000, 40); // older than 30 days
    await bid(rival.id, '3', 5000); // another category
    const c = await kit.publish({ skus: ['1'] }); // tshirts
    const res = await kit.call('GET', `/campaigns/${c.id}/suggestions`);
    expect(res.status).toBe(200);
    // p75 of 120,150,200,310 (interpolated) = 227.5 → 230; median 175.
    expect(await json(res)).toEqual({
      maxCpc: { min: 120, median: 175, max: 310, suggested: 230 },
      basis: { auctions: 4, categories: 1, days: 30 },
    });

    const draft = await json(await kit.call('POST', '/campaign-drafts', { name: 'Suggest draft', skus: ['1', '3'] }));
    const forDraft = await json(await kit.call('GET', `/campaign-drafts/${draft.id}/suggestions`));
    expect(forDraft.basis).toEqual({ auctions: 5, categories: 2, days: 30 });
    expect(forDraft.maxCpc).toMatchObject({ min: 120, max: 5000 });
  });

  it('clamps the suggestion to the max CPC range', async () => {
    const rival = await kit.publish({ skus: ['3'] });
    for (const price of [20000, 30000]) await bid(rival.id, '3', price); // footwear: 5000, 20000, 30000 → p75 25000
    const c = await kit.publish({ skus: ['3'] });
    const got = await json(await kit.call('GET', `/campaigns/${c.id}/suggestions`));
    expect(got).toEqual({
      maxCpc: { min: 5000, median: 20000, max: 30000, suggested: 10000 },
      basis: { auctions: 3, categories: 1, days: 30 },
    });
  });

  it('falls back to reserve price × 1.5 without data', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { name: 'Empty draft' }));
    expect(await json(await kit.call('GET', `/campaign-drafts/${draft.id}/suggestions`))).toEqual({
      maxCpc: { min: null, median: null, max: null, suggested: 150 },
      basis: { auctions: 0, categories: 0, days: 30 },
    });
  });

  it('answers 404 for an unknown campaign and 403 for a foreign account', async () => {
    const missing = await kit.call('GET', '/campaigns/6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01/suggestions');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ type: 'ResourceNotFoundException' });
    const c = await kit.publish();
    const forbidden = await kit.call('GET', `/campaigns/${c.id}/suggestions`, undefined, { 'account-id': kit.otherAccountId });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toMatchObject({ type: 'AccessForbiddenException' });
  });

  it('rounds up to 10 grosze without float residue', () => {
    expect([roundUpTo10(120), roundUpTo10(120.0000000001), roundUpTo10(121), roundUpTo10(227.5)]).toEqual([120, 120, 130, 230]);
  });
});
