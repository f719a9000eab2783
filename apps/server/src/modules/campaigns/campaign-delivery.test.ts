import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cumulativeCurve, curveShareUntil, DEFAULT_TRAFFIC_CURVE } from '@ads/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { json, NOW, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('campaign delivery and pace', () => {
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

  it('names a STANDARD campaign ahead of its pace PACED, with when it bids again; an ACCELERATED one stays RUNNING', async () => {
    const paced = await kit.publish({ dailyBudget: 5000 });
    const fast = await kit.publish({ dailyBudget: 5000, delivery: 'ACCELERATED' });
    // 40.00 PLN of 50.00 spent by 12:00 is far ahead of the default curve's noon pace.
    await queryRows(kit.server.db.db, sql`update campaigns set spent_today = 4000, spent_total = 4000, spend_day = '2026-11-21' where id in (${paced.id}::uuid, ${fast.id}::uuid)`);
    const view = await json(await kit.call('GET', `/campaigns/${paced.id}`));
    expect(view).toMatchObject({ state: 'PACED', spentToday: 4000 });
    expect(view.paceToday).toBeLessThan(4000);
    const resumes = new Date(view.pacedUntil).getTime();
    expect(resumes).toBeGreaterThan(NOW.getTime());
    expect(resumes).toBeLessThanOrEqual(new Date('2026-11-21T23:00:00Z').getTime());
    expect(await json(await kit.call('GET', `/campaigns/${fast.id}`))).toMatchObject({ state: 'RUNNING', paceToday: null, pacedUntil: null });
  });

  it('names a campaign no shop serves PLACE_NOT_SERVED: EOBUWIE has no shop API key here, the main shop in PL has one', async () => {
    const served = await kit.publish();
    expect(served.state).toBe('RUNNING');
    const eobuwie = await kit.publish({ channel: 'EOBUWIE' });
    expect(eobuwie.state).toBe('PLACE_NOT_SERVED');
    const listed = await json(await kit.call('GET', '/campaign-views/active-list?size=100'));
    expect(listed.content.find((x: { id: string }) => x.id === eobuwie.id).state).toBe('PLACE_NOT_SERVED');
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
