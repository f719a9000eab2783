import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cumulativeCurve, curveShareUntil, DEFAULT_TRAFFIC_CURVE } from '@ads/domain';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('campaign delivery and pace (issue #8)', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  it('drafts and campaigns default to STANDARD and show the pace by now (daily budget × curve share)', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { name: 'Paced' }));
    expect(draft.delivery).toBe('STANDARD');
    const c = await kit.publish();
    expect(c).toMatchObject({ delivery: 'STANDARD', spentToday: 0 });
    // NOW is 12:00 in Warsaw; an empty traffic history paces on the default curve.
    expect(c.paceToday).toBe(Math.round(5000 * curveShareUntil(cumulativeCurve(DEFAULT_TRAFFIC_CURVE), 0.5)));
  });

  it('publishes an ACCELERATED draft, changes delivery by PATCH, and has no pace without a daily budget', async () => {
    const fast = await kit.publish({ delivery: 'ACCELERATED' });
    expect(fast).toMatchObject({ delivery: 'ACCELERATED', paceToday: null });
    const res = await kit.call('PATCH', `/campaigns/${fast.id}`, { delivery: 'STANDARD' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ delivery: 'STANDARD', paceToday: expect.any(Number) });
    const totalOnly = await kit.publish({ dailyBudget: null });
    expect(totalOnly).toMatchObject({ delivery: 'STANDARD', paceToday: null });
    const listed = await json(await kit.call('GET', '/campaign-views/active-list?size=50'));
    expect(listed.content.find((x: { id: string }) => x.id === fast.id)).toMatchObject({ delivery: 'STANDARD' });
  });

  it('refuses an unknown delivery with a problem (400), not a 5xx', async () => {
    const c = await kit.publish();
    const res = await kit.call('PATCH', `/campaigns/${c.id}`, { delivery: 'FAST' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    const draft = await kit.call('POST', '/campaign-drafts', { name: 'x', delivery: 'fast' });
    expect(draft.status).toBe(400);
  });
});
