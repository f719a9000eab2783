import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { SearchTermsRepository } from './search-terms.repository';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';
import { testActor, testScope } from '../../testing/actors.testkit';
import { EXPECTED, seedStatistics, SNEAKERS, TSHIRTS, type StatisticsFixture } from '../../testing/statistics.testkit';

// 23:30 UTC on 26 Oct is already 27 Oct in Warsaw (CET, UTC+1): "today" must be the Warsaw day.
const NOW = new Date('2026-10-26T23:30:00Z');
const RANGE = { dateBegin: '2026-10-24', dateEnd: '2026-10-26' };

let handle: TestDatabase;
let f: StatisticsFixture;
let service: StatisticsService;
const ids = () => [`${f.c1},${f.c2}`];

beforeAll(async () => {
  handle = await createTestDatabase();
  f = await seedStatistics(handle.db);
  service = new StatisticsService(new StatisticsRepository(handle.db), () => NOW, new SearchTermsRepository(handle.db));
});
afterAll(async () => handle?.close());

describe('StatisticsService.statistics', () => {
  it('answers one totals row with every metric when no dimensions are asked for', async () => {
    const result = await service.statistics(testActor([f.accountA]), f.accountA, { campaignIdIn: ids(), ...RANGE });
    expect(result).toEqual({ rows: [EXPECTED.totals], totals: EXPECTED.totals, ...RANGE });
  });

  it('returns every day of a DST-changing range, gaps as zeros, ascending', async () => {
    const result = await service.statistics(testActor([f.accountA]), f.accountA, { campaignIdIn: ids(), dimensions: ['day'], ...RANGE });
    expect(result.rows).toEqual([
      { day: '2026-10-24', ...EXPECTED.day24 },
      { day: '2026-10-25', ...EXPECTED.day25 },
      { day: '2026-10-26', ...EXPECTED.day26 },
    ]);
    expect(result.totals).toEqual(EXPECTED.totals);
  });

  it('sorts a day series descending on request', async () => {
    const result = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: ids(),
      dimensions: ['day'],
      sortBy: 'day,DESC',
      metrics: ['views'],
      ...RANGE,
    });
    expect(result.rows).toEqual([
      { day: '2026-10-26', views: 39 },
      { day: '2026-10-25', views: 0 },
      { day: '2026-10-24', views: 1500 },
    ]);
  });

  it('defaults to the 30 Warsaw days ending today', async () => {
    const result = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: [f.c1],
      dimensions: ['day'],
      metrics: ['cost'],
    });
    expect(result.dateBegin).toBe('2026-09-28');
    expect(result.dateEnd).toBe('2026-10-27');
    expect(result.rows).toHaveLength(30);
    expect(result.rows.filter((r) => (r.cost ?? 0) > 0)).toEqual([
      { day: '2026-10-23', cost: 700 },
      { day: '2026-10-24', cost: 201 },
      { day: '2026-10-27', cost: 90 },
    ]);
  });

  it('groups by product with product attributes, cost DESC then productId, and totals equal the sum of rows', async () => {
    const dimensions = ['productId', 'productName', 'productImageUrl', 'productBrand'];
    const result = await service.statistics(testActor([f.accountA]), f.accountA, { campaignIdIn: ids(), dimensions, ...RANGE });
    const attrs = (id: string, brand: string) => ({
      productId: id,
      productName: `Product ${id}`,
      productImageUrl: `https://img.example/${id}.jpg`,
      productBrand: brand,
    });
    expect(result.rows).toEqual([
      { ...attrs('p2', 'Puma'), ...EXPECTED.p2 },
      { ...attrs('p1', 'Nike'), ...EXPECTED.p1 },
      { ...attrs('p4', 'Puma'), ...EXPECTED.p4 },
      { ...attrs('p3', 'Nike'), ...EXPECTED.p3 },
    ]);
    for (const m of ['views', 'clicks', 'cost', 'salesCount', 'revenue'] as const) {
      expect(result.rows.reduce((sum, r) => sum + (r[m] ?? 0), 0)).toBe(result.totals[m]);
    }
  });

  it('sorts products by any metric and applies limit, keeping totals over everything', async () => {
    const byRoas = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: ids(),
      dimensions: ['productId'],
      metrics: ['roas'],
      sortBy: 'roas,DESC',
      ...RANGE,
    });
    expect(byRoas.rows).toEqual([
      { productId: 'p3', roas: 400 },
      { productId: 'p1', roas: 123.45 },
      { productId: 'p2', roas: 0 },
      { productId: 'p4', roas: 0 },
    ]);
    const limited = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: ids(),
      dimensions: ['productId'],
      metrics: ['avgCPC', 'cost'],
      sortBy: 'avgCPC,ASC',
      limit: 2,
      ...RANGE,
    });
    expect(limited.rows).toEqual([
      { productId: 'p1', avgCPC: 33, cost: 100 },
      { productId: 'p3', avgCPC: 50, cost: 50 },
    ]);
    expect(limited.totals).toEqual({ avgCPC: 44, cost: 351 });
  });

  it('groups by level-3 category, cost DESC, limited', async () => {
    const all = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: ids(),
      dimensions: ['categoryId'],
      metrics: ['cost', 'views', 'ctr'],
      ...RANGE,
    });
    expect(all.rows).toEqual([
      { categoryId: TSHIRTS, cost: 201, views: 1500, ctr: 0.003333 },
      { categoryId: SNEAKERS, cost: 150, views: 39, ctr: 0.076923 },
    ]);
    const top = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: ids(),
      dimensions: ['categoryId'],
      metrics: ['cost'],
      limit: 1,
      ...RANGE,
    });
    expect(top.rows).toEqual([{ categoryId: TSHIRTS, cost: 201 }]);
    expect(top.totals).toEqual({ cost: 351 });
  });

  it('accepts repeated and comma-separated lists and upper-case ids', async () => {
    const result = await service.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: [f.c1.toUpperCase(), f.c2],
      metrics: ['cost,clicks', 'cost'],
      ...RANGE,
    });
    expect(result.totals).toEqual({ cost: 351, clicks: 8 });
  });

  it('refuses a campaign of another account, or an unknown one, with AccessForbiddenException', async () => {
    for (const campaignIdIn of [[`${f.c1},${f.x}`], ['00000000-0000-4000-8000-000000000000']]) {
      await expect(service.statistics(testActor([f.accountA]), f.accountA, { campaignIdIn, ...RANGE })).rejects.toMatchObject({
        type: 'AccessForbiddenException',
        status: 403,
      });
    }
  });

  it('checks ownership and reads in one statement: ids in any letter case and repeated, the account-wide day series, a foreign id refused', async () => {
    const repo = new StatisticsRepository(handle.db);
    const sent: string[] = [];
    const counting = new Proxy(handle.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'execute' || typeof value !== 'function') return value;
        return (query: unknown) => {
          sent.push('statement');
          return (value as (q: unknown) => unknown).call(target, query);
        };
      },
    });
    const oneTrip = new StatisticsService(new StatisticsRepository(counting), () => NOW, new SearchTermsRepository(counting));
    const mixed = [f.c1.toUpperCase(), f.c2, f.c1];
    const result = await oneTrip.statistics(testActor([f.accountA]), f.accountA, {
      campaignIdIn: [mixed.join(',')],
      dimensions: ['day'],
      ...RANGE,
    });
    expect(result.totals).toEqual(EXPECTED.totals);
    expect(sent).toHaveLength(1);
    // Every campaign of the account: the account-wide roll-up answers, with the same figures as per campaign.
    const all = await repo.sumsOfOwnCampaigns(testScope(f.accountA), [f.c1, f.c2, f.c3], RANGE.dateBegin, RANGE.dateEnd, ['day']);
    const some = await repo.sumsOfOwnCampaigns(testScope(f.accountA), [f.c1, f.c2], RANGE.dateBegin, RANGE.dateEnd, []);
    expect(all.owned && some.owned).toBe(true);
    expect(all.rows.reduce((n, r) => n + r.views, 0)).toBe(some.rows[0]!.views + EXPECTED.day25.views);
    const foreign = await repo.sumsOfOwnCampaigns(testScope(f.accountA), [f.c1, f.x], RANGE.dateBegin, RANGE.dateEnd, ['productId']);
    expect(foreign).toEqual({ owned: false, rows: [] });
    const none = await repo.sumsOfOwnCampaigns(testScope(f.accountB), [f.c1], RANGE.dateBegin, RANGE.dateEnd, []);
    expect(none).toEqual({ owned: false, rows: [] });
  });

  it('validates the parameters (statistics.params.test.ts has every case) before the ownership check', async () => {
    await expect(service.statistics(testActor([f.accountA]), f.accountA, { campaignIdIn: [f.x], metrics: ['nope'] })).rejects.toMatchObject(
      {
        type: 'InvalidStatisticsParamsException',
      },
    );
  });
});

describe('StatisticsService.campaignTotals', () => {
  it('answers all eight metrics per campaign, zeros for a campaign without events', async () => {
    const totals = await service.campaignTotals(testScope(f.accountA), [f.c1, f.c2, f.c3], '2026-10-24', '2026-10-26');
    expect([...totals.keys()]).toEqual([f.c1, f.c2, f.c3]);
    expect(totals.get(f.c1)).toEqual({
      views: 1500,
      clicks: 5,
      cost: 201,
      roas: 61.4179,
      ctr: 0.003333,
      salesCount: 1,
      avgCPC: 40,
      revenue: 12345,
    });
    expect(totals.get(f.c2)).toEqual(EXPECTED.day26);
    expect(totals.get(f.c3)).toEqual(EXPECTED.day25);
    // default range: the 30 Warsaw days ending today (2026-09-28..2026-10-27)
    const defaults = await service.campaignTotals(testScope(f.accountA), [f.c1]);
    expect(defaults.get(f.c1)).toMatchObject({ views: 1518, clicks: 13, cost: 991, revenue: 19345 });
  });

  it('checks ownership and the days', async () => {
    await expect(service.campaignTotals(testScope(f.accountA), [f.c1, f.x], '2026-10-24', '2026-10-26')).rejects.toMatchObject({
      type: 'AccessForbiddenException',
    });
    await expect(service.campaignTotals(testScope(f.accountB), [f.c1], '2026-10-24', '2026-10-26')).rejects.toMatchObject({
      type: 'AccessForbiddenException',
    });
    await expect(service.campaignTotals(testScope(f.accountA), [f.c1], '2026-10-27', '2026-10-26')).rejects.toMatchObject({
      type: 'InvalidStatisticsParamsException',
    });
    expect(await service.campaignTotals(testScope(f.accountA), [], '2026-10-24', '2026-10-26')).toEqual(new Map());
  });
});
