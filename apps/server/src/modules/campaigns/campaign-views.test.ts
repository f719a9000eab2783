import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { campaigns } from '@ads/db';
import { writeStatistics } from '../../testing/statistics-rollup.testkit';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

const UNKNOWN = '6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01';

describe('campaign lists, overview and statistics per campaign (docs/requirements.md §2, §3, §7)', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  const stats = (campaignId: string, day: string, impressions: number, clicks: number, cost: number) =>
    writeStatistics(kit.server.ctx.db, [{ campaignId, productId: '1', day, impressions, clicks, cost, salesCount: 1, revenue: cost * 4 }]);
  const names = (list: { content: Array<{ name: string }> }) => list.content.map((c) => c.name);

  it('lists active and archived campaigns, searched, paged and sorted by settings', async () => {
    const a = await kit.publish({ name: 'List b', maxCpc: 300 });
    await kit.publish({ name: 'List a', maxCpc: 200 });
    await kit.publish({ name: 'List c', maxCpc: 100 });
    const byName = await json(await kit.call('GET', '/campaign-views/active-list?search=list&sort=name,ASC&size=2'));
    expect(names(byName)).toEqual(['List a', 'List b']);
    expect(byName).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(byName.content[0].statistics).toMatchObject({ views: 0, clicks: 0, cost: 0 });
    expect(names(await json(await kit.call('GET', '/campaign-views/active-list?search=LIST&sort=maxCpc,DESC')))).toEqual([
      'List b',
      'List a',
      'List c',
    ]);

    await kit.call('PUT', '/campaigns/user-status', { userStatus: 'ARCHIVED', campaignIds: [a.id] });
    const archived = await json(await kit.call('GET', '/campaign-views/archived-list?search=list'));
    expect(names(archived)).toEqual(['List b']);
    expect(archived.content[0].state).toBe('ARCHIVED');
    expect(names(await json(await kit.call('GET', '/campaign-views/active-list?search=list&sort=name,DESC')))).toEqual([
      'List c',
      'List a',
    ]);
  });

  it('sorts by statistics of the requested range and shows them per row', async () => {
    const x = await kit.publish({ name: 'Stats x' });
    const y = await kit.publish({ name: 'Stats y' });
    await stats(x.id, '2026-11-20', 1000, 10, 1500);
    await stats(y.id, '2026-11-20', 100, 20, 3000);
    await stats(x.id, '2026-10-01', 5000, 90, 9000); // outside the range below
    const q = '/campaign-views/active-list?search=stats&dateBegin=2026-11-01&dateEnd=2026-11-21';
    const byClicks = await json(await kit.call('GET', `${q}&sort=clicks,DESC`));
    expect(names(byClicks)).toEqual(['Stats y', 'Stats x']);
    expect(byClicks.content[1].statistics).toMatchObject({
      views: 1000,
      clicks: 10,
      cost: 1500,
      ctr: 0.01,
      avgCPC: 150,
      revenue: 6000,
      roas: 4,
    });
    expect(names(await json(await kit.call('GET', `${q}&sort=views,DESC`)))).toEqual(['Stats x', 'Stats y']);
    expect(names(await json(await kit.call('GET', `${q}&sort=ctr,ASC`)))).toEqual(['Stats x', 'Stats y']);
    expect(
      names(
        await json(
          await kit.call('GET', '/campaign-views/active-list?search=stats&dateBegin=2026-09-01&dateEnd=2026-11-21&sort=clicks,DESC'),
        ),
      ),
    ).toEqual(['Stats x', 'Stats y']);
  });

  it('refuses a bad sort (400 field sort) and a reversed range (InvalidStatisticsParamsException)', async () => {
    const sort = await kit.call('GET', '/campaign-views/active-list?sort=budget,UP');
    expect(sort.status).toBe(400);
    expect(await json(sort)).toMatchObject({ type: 'ValidationException', field: 'sort' });
    const range = await kit.call('GET', '/campaign-views/active-list?dateBegin=2026-11-21&dateEnd=2026-11-01');
    expect(range.status).toBe(400);
    expect(await json(range)).toMatchObject({ type: 'InvalidStatisticsParamsException', field: 'dateBegin' });
    const drafts = await kit.call('GET', '/campaign-views/draft-list?sort=clicks,DESC');
    expect(await json(drafts)).toMatchObject({ type: 'ValidationException', field: 'sort' });
  });

  it('lists drafts with their SKU counts', async () => {
    const d1 = await json(await kit.call('POST', '/campaign-drafts', { name: 'Draft one', skus: ['1', '2'], maxCpc: 120 }));
    await json(await kit.call('POST', '/campaign-drafts', { name: 'Draft two' }));
    const list = await json(await kit.call('GET', '/campaign-views/draft-list?search=draft&sort=name,ASC'));
    expect(list).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(list.content[0]).toEqual({
      id: d1.id,
      name: 'Draft one',
      skuCount: 2,
      dailyBudget: null,
      totalBudget: null,
      maxCpc: 120,
      startDate: null,
      endDate: null,
      channel: null,
      markets: [],
      updatedAt: d1.updatedAt,
      version: 1,
    });
    expect(names(await json(await kit.call('GET', '/campaign-views/draft-list?search=draft&sort=skuCount,ASC')))).toEqual([
      'Draft two',
      'Draft one',
    ]);
  });

  it('shows the campaign overview with all-time or ranged totals', async () => {
    const c = await kit.publish({ name: 'Overview', skus: ['1', '4'] });
    await kit.server.ctx.db
      .update(campaigns)
      .set({ createdAt: new Date('2026-09-01T10:00:00Z') })
      .where(sql`id = ${c.id}`);
    await stats(c.id, '2026-09-10', 100, 1, 100);
    await stats(c.id, '2026-11-21', 300, 3, 300);
    const all = await kit.call('GET', `/campaign-views/${c.id}`);
    expect(all.headers.get('etag')).toBe(`"${c.version}"`);
    expect(await json(all)).toMatchObject({
      id: c.id,
      skuCount: 2,
      skusInStock: 1,
      statistics: { views: 400, clicks: 4, cost: 400 },
      statisticsFrom: '2026-09-01',
      statisticsTo: '2026-11-21',
    });
    const ranged = await json(await kit.call('GET', `/campaign-views/${c.id}?dateBegin=2026-11-01&dateEnd=2026-11-21`));
    expect(ranged).toMatchObject({ statistics: { views: 300 }, statisticsFrom: '2026-11-01' });
    const missing = await kit.call('GET', `/campaign-views/${UNKNOWN}`);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ type: 'ResourceNotFoundException' });
  });

  it('answers GET /campaign-stats per campaign, in the order asked', async () => {
    const p = await kit.publish({ name: 'Per campaign p' });
    const q = await kit.publish({ name: 'Per campaign q' });
    await stats(p.id, '2026-11-21', 200, 4, 600);
    const res = await kit.call('GET', `/campaign-stats?campaignIds=${q.id},${p.id}&dateBegin=2026-11-01&dateEnd=2026-11-21`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([
      { campaignId: q.id, views: 0, clicks: 0, cost: 0, ctr: 0, avgCPC: 0, salesCount: 0, revenue: 0, roas: 0 },
      { campaignId: p.id, views: 200, clicks: 4, cost: 600, ctr: 0.02, avgCPC: 150, salesCount: 1, revenue: 2400, roas: 4 },
    ]);
  });

  it('refuses foreign, unknown, malformed or too many ids on /campaign-stats', async () => {
    const [foreign] = await kit.server.ctx.db
      .insert(campaigns)
      .values({ accountId: kit.otherAccountId, name: 'Puma', maxCpc: 150, dailyBudget: 5000, startDate: '2026-11-21' })
      .returning({ id: campaigns.id });
    const forbidden = await kit.call('GET', `/campaign-stats?campaignIds=${foreign!.id}`);
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toMatchObject({ type: 'AccessForbiddenException' });
    expect((await kit.call('GET', `/campaign-stats?campaignIds=${UNKNOWN}`)).status).toBe(403);
    const malformed = await kit.call('GET', '/campaign-stats?campaignIds=abc');
    expect(await json(malformed)).toMatchObject({ type: 'ValidationException', field: 'campaignIds' });
    // 1001 real UUIDs (~37 KB of query) reach the server: its request-head limit is 64 KB, not Node's 16 KB.
    const many = Array.from({ length: 1001 }, () => randomUUID()).join(',');
    const tooMany = await kit.call('GET', `/campaign-stats?campaignIds=${many}`);
    expect(tooMany.status).toBe(400);
    expect(await json(tooMany)).toMatchObject({ type: 'ValidationException', field: 'campaignIds' });
    // 1000 is within the limit: the request is read and judged on its ids (unknown → 403), not refused as too large (431).
    const thousand = await kit.call('GET', `/campaign-stats?campaignIds=${Array.from({ length: 1000 }, () => randomUUID()).join(',')}`);
    expect(thousand.status).toBe(403);
    const absent = await kit.call('GET', '/campaign-stats');
    expect(await json(absent)).toMatchObject({ type: 'ValidationException', field: 'campaignIds' });
  });
});
