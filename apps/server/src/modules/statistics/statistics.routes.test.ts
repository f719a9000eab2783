import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { EXPECTED, seedStatistics, SNEAKERS, TSHIRTS, type StatisticsFixture } from '../../testing/statistics.testkit';

describe('GET /api/statistics (docs/requirements.md §7, §8)', () => {
  let server: TestServer;
  let f: StatisticsFixture;
  let token: string;
  // 2026-10-26 23:30 UTC = 2026-10-27 00:30 in Warsaw
  const now = () => new Date('2026-10-26T23:30:00Z');
  const RANGE = 'dateBegin=2026-10-24&dateEnd=2026-10-26';

  beforeAll(async () => {
    server = await startTestServer({ now });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    f = await seedStatistics(server.ctx.db, { a: [ann.id] });
    token = await server.login(ann.email, ann.password);
  });
  afterAll(() => server?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/statistics?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'account-id': f.accountA, ...headers },
    });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads loosely typed JSON
  const json = (res: Response): Promise<any> => res.json();

  it('answers the day series with every metric, gaps filled, in the documented shape', async () => {
    const res = await get(
      `metrics=views,clicks,cost,roas,ctr,salesCount,avgCPC,revenue&dimensions=day&campaignIdIn=${f.c1},${f.c2}&${RANGE}`,
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      rows: [
        { day: '2026-10-24', ...EXPECTED.day24 },
        { day: '2026-10-25', ...EXPECTED.day25 },
        { day: '2026-10-26', ...EXPECTED.day26 },
      ],
      totals: EXPECTED.totals,
      dateBegin: '2026-10-24',
      dateEnd: '2026-10-26',
    });
  });

  it('answers every campaign of the account from the account roll-up with the same figures', async () => {
    // c1, c2 and c3 are all of account A's campaigns (c3 without events): stats_account_daily answers.
    const all = await json(await get(`dimensions=day&campaignIdIn=${f.c1},${f.c2},${f.c3}&${RANGE}`));
    const two = await json(await get(`dimensions=day&campaignIdIn=${f.c1},${f.c2}&${RANGE}`));
    expect(all).toEqual(two);
    expect(all.totals).toEqual(EXPECTED.totals);
    const totals = await json(await get(`campaignIdIn=${f.c1},${f.c2},${f.c3}&${RANGE}`));
    expect(totals.rows).toEqual([EXPECTED.totals]);
  });

  it('defaults to all metrics, one totals row and the last 30 Warsaw days', async () => {
    const body = await json(await get(`campaignIdIn=${f.c1}`));
    expect(body.dateBegin).toBe('2026-09-28');
    expect(body.dateEnd).toBe('2026-10-27');
    const c1 = { views: 1518, clicks: 13, cost: 991, roas: 19.5207, ctr: 0.008564, salesCount: 8, avgCPC: 76, revenue: 19345 };
    expect(body).toMatchObject({ rows: [c1], totals: c1 });
  });

  it('answers the product variant sorted and limited, with repeated parameters', async () => {
    const query = `dimensions=productId,productName&dimensions=productImageUrl,productBrand&metrics=cost&metrics=avgCPC&campaignIdIn=${f.c1}&campaignIdIn=${f.c2}&sortBy=cost,DESC&limit=3&${RANGE}`;
    const body = await json(await get(query));
    const attrs = (id: string, brand: string) => ({
      productId: id,
      productName: `Product ${id}`,
      productImageUrl: `https://img.example/${id}.jpg`,
      productBrand: brand,
    });
    expect(body.rows).toEqual([
      { ...attrs('p2', 'Puma'), cost: 101, avgCPC: 51 },
      { ...attrs('p1', 'Nike'), cost: 100, avgCPC: 33 },
      { ...attrs('p4', 'Puma'), cost: 100, avgCPC: 50 },
    ]);
    expect(body.totals).toEqual({ cost: 351, avgCPC: 44 });
  });

  it('answers the category variant, descending and limited', async () => {
    const body = await json(
      await get(`dimensions=categoryId&metrics=cost,revenue&campaignIdIn=${f.c1},${f.c2}&sortBy=revenue,DESC&limit=1&${RANGE}`),
    );
    expect(body.rows).toEqual([{ categoryId: SNEAKERS, cost: 150, revenue: 20000 }]);
    const all = await json(await get(`dimensions=categoryId&metrics=cost&campaignIdIn=${f.c1},${f.c2}&${RANGE}`));
    expect(all.rows).toEqual([
      { categoryId: TSHIRTS, cost: 201 },
      { categoryId: SNEAKERS, cost: 150 },
    ]);
    expect(all.totals.cost).toBe(all.rows[0].cost + all.rows[1].cost);
  });

  it('answers 403 AccessForbiddenException for a campaign of another account', async () => {
    const res = await get(`campaignIdIn=${f.c1},${f.x}&${RANGE}`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await json(res)).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
  });

  it('answers 403 for a search-term report naming a campaign of another account, or a campaign id that is none', async () => {
    // The ownership check is part of the search-term statement (search-terms.repository.ts searchTermPage).
    for (const ids of [`${f.c1},${f.x}`, `${f.x}`, `${f.c1},00000000-0000-4000-8000-000000000000`]) {
      const res = await get(`dimensions=searchTerm&campaignIdIn=${ids}&${RANGE}`);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
    }
    const own = await get(`dimensions=searchTerm&campaignIdIn=${f.c1},${f.c2}&${RANGE}`);
    expect(own.status).toBe(200);
  });

  it('answers 403 for an account the caller is not a member of, and 401 without a token', async () => {
    const foreign = await get(`campaignIdIn=${f.x}&${RANGE}`, { 'account-id': f.accountB });
    expect(foreign.status).toBe(403);
    expect((await json(foreign)).type).toBe('AccessForbiddenException');
    const anonymous = await fetch(`${server.baseUrl}/api/statistics?campaignIdIn=${f.c1}`);
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['metrics=views', 'campaignIdIn'],
    ['campaignIdIn={c1}&metrics=views,impressions', 'metrics'],
    ['campaignIdIn={c1}&dimensions=week', 'dimensions'],
    ['campaignIdIn={c1}&limit=5000', 'limit'],
    ['campaignIdIn={c1}&limit=ten', 'limit'],
    ['campaignIdIn={c1}&dateBegin=yesterday', 'dateBegin'],
    ['campaignIdIn={c1}&dateBegin=2026-10-26&dateEnd=2026-10-01', 'dateBegin'],
  ])('answers 400 InvalidStatisticsParamsException for %s', async (query, field) => {
    const res = await get(query.replace('{c1}', f.c1));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ type: 'InvalidStatisticsParamsException', status: 400, field });
  });

  it.each(['cost', 'cost,SIDEWAYS', 'views,DESC,day', 'productId,ASC'])(
    'answers 400 InvalidSortByDefinitionException for sortBy=%s',
    async (sortBy) => {
      const res = await get(`campaignIdIn=${f.c1}&dimensions=day&sortBy=${sortBy}`);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'InvalidSortByDefinitionException', field: 'sortBy' });
    },
  );

  it('is described in the OpenAPI document', () => {
    const doc = server.app.swagger() as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(doc.paths['/api/statistics']?.get?.tags).toEqual(['statistics']);
  });
});
