import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ads/db';
import { HIDDEN_SEARCH_TERM } from '@ads/domain';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { deriveMetrics, sortRows, type MetricsRow } from './statistics.metrics';
import type { Dimension, SortSpec } from './statistics.params';
import type { TestServer } from '../../testing/server.testkit';
import {
  callServing,
  reloadIndex,
  resolvedBid,
  searchAuction,
  seedCampaign,
  seedCategories,
  seedKeywords,
  seedProducts,
  settleStats,
  startServingServer,
} from '../../testing/serving.testkit';

// The search-term report end to end on PostgreSQL (docs/search-placements.md "Search-term report"):
// search auctions → impressions, clicks and a purchase → roll-up → GET /api/statistics by searchTerm.
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let token: string;
let accountId: string;
let campaignId: string;
let seq = 0;

const event = (resolvedBidId: string, user = `u-${++seq}`) => ({
  id: `e-${++seq}`,
  occurredAt: NOW.toISOString(),
  opaqueUserId: user,
  resolvedBidId,
});

/** One search auction and its winner's impression and click (valid, charged). */
async function searchAndClick(query: string, user?: string): Promise<string> {
  const [win] = await searchAuction(server, query, { slots: 1 });
  const imp = event(win!.resolvedBidId, user);
  const r = await callServing(server, '/v2/events', { impressions: [imp], clicks: [{ ...imp, id: `c-${imp.id}` }] });
  expect(r.body.accepted).toMatchObject({ impressions: 1, clicks: 1 });
  return win!.resolvedBidId;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loosely typed JSON
async function statistics(query: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.baseUrl}/api/statistics?campaignIdIn=${campaignId}&dateBegin=2026-03-10&dateEnd=2026-03-10&${query}`, {
    headers: { authorization: `Bearer ${token}`, 'account-id': accountId },
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  const ann = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1' });
  accountId = await createAccount(db, { name: 'Brand A', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id] });
  await seedCategories(db);
  await seedProducts(db, [{ id: 'p1' }]);
  campaignId = await seedCampaign(db, { accountId, name: 'sneakers', maxCpc: 150, productIds: ['p1'], startDate: '2026-03-01' });
  await seedKeywords(db, campaignId, [{ text: 'sneakersy', matchType: 'BROAD', bid: 300 }]);
  await reloadIndex(server);
  token = await server.login(ann.email, ann.password);
});

afterAll(async () => {
  await server?.close();
});

describe('search terms reach the statistics (PostgreSQL, real server)', () => {
  it('the resolved bid carries the normalised search term and the keyword', async () => {
    const [win] = await searchAuction(server, ' Sneakersy  DAMSKIE! ', { slots: 1 });
    const bid = resolvedBid(server, win!.resolvedBidId)!;
    expect(bid.searchTerm).toBe('sneakersy damskie');
    expect(bid.keywordId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports clicks and cost per search term equal to the click ledger, sales included, personal queries hidden', async () => {
    await searchAndClick('Sneakersy damskie', 'buyer');
    await searchAndClick('sneakersy DAMSKIE');
    await searchAndClick('sneakersy nike');
    await searchAndClick('sneakersy jan.kowalski@example.com');
    await searchAndClick('sneakersy 600 123 456');
    const p = await callServing(server, '/v2/events', {
      purchases: [
        { id: 'order-1', occurredAt: NOW.toISOString(), opaqueUserId: 'buyer', items: [{ productId: 'p1', unitPrice: 99.5, quantity: 2 }] },
      ],
    });
    expect(p.body.attributed).toEqual({ items: 1, revenue: 19900 });
    await settleStats(server);

    const ledger = await queryRows<{ searchTerm: string; clicks: number; cost: number }>(
      server.db.db,
      sql`select search_term as "searchTerm", count(*)::int as clicks, sum(price)::int as cost from clicks
          where campaign_id = ${campaignId} and billable group by search_term order by search_term`,
    );
    expect(ledger.map((r) => r.searchTerm)).toEqual([HIDDEN_SEARCH_TERM, 'sneakersy damskie', 'sneakersy nike']);

    const res = await statistics('dimensions=searchTerm&sortBy=searchTerm,ASC');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { searchTerm: string; clicks: number; cost: number }) => [r.searchTerm, r.clicks, r.cost])).toEqual(
      ledger.map((r) => [r.searchTerm, r.clicks, r.cost]),
    );
    const damskie = res.body.rows.find((r: { searchTerm: string }) => r.searchTerm === 'sneakersy damskie');
    expect(damskie).toMatchObject({ views: 2, clicks: 2, cost: 200, avgCPC: 100, ctr: 1, salesCount: 2, revenue: 19900, roas: 99.5 });
    // No raw personal query was stored anywhere.
    const leaked = await queryRows(server.db.db, sql`select 1 from stats_search_terms_daily where search_term ~ '@|[0-9]{3}'`);
    expect(leaked).toEqual([]);
  });

  it('sorts by a metric and groups by keyword', async () => {
    const byRevenue = await statistics('dimensions=searchTerm&sortBy=revenue,DESC');
    expect(byRevenue.body.rows[0].searchTerm).toBe('sneakersy damskie');
    const byKeyword = await statistics('dimensions=keywordId,searchTerm');
    expect(new Set(byKeyword.body.rows.map((r: { keywordId: string }) => r.keywordId)).size).toBe(1);
    expect(byKeyword.body.rows).toHaveLength(3);
  });

  it('the XLSX report has a "Search terms" sheet with the same clicks and cost', async () => {
    const res = await fetch(`${server.baseUrl}/api/statistics/report?campaignId=${campaignId}&dateBegin=2026-03-10&dateEnd=2026-03-10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const ws = book.getWorksheet('Search terms')!;
    const found: unknown[][] = [];
    ws.eachRow((row, n) => {
      if (n > 1) found.push([row.getCell(1).value, row.getCell(3).value, row.getCell(5).value]);
    });
    expect(found).toContainEqual(['sneakersy damskie', 2, 2]);
    expect(found).toHaveLength(3);
  });

  it('refuses a search dimension beside a product dimension', async () => {
    const res = await statistics('dimensions=searchTerm,productId');
    expect(res.status).toBe(400);
    expect(res.body.type).toContain('InvalidStatisticsParamsException');
  });

  it('the search-term roll-up only grows (trigger from migration 0028)', async () => {
    const triggers = await queryRows<{ tgname: string }>(
      server.db.db,
      sql`select tgname from pg_trigger where tgrelid = 'stats_search_terms_daily'::regclass and not tgisinternal`,
    );
    expect(triggers.map((t) => t.tgname)).toEqual(['stats_search_terms_daily_only_grows']);
  });

  it('sorts, pages and sums in SQL in the same order as every other statistics view (ties, ratios, numbers in terms)', async () => {
    const db = server.db.db;
    const other = await seedCampaign(db, { accountId, name: 'paged', maxCpc: 150, productIds: ['p1'], startDate: '2026-03-01' });
    const k1 = '00000000-0000-4000-8000-00000000000a';
    const k2 = '00000000-0000-4000-8000-000000000010';
    // 40 rows over 2 days and 2 keywords (and none): equal costs, ratios that round alike, terms with numbers.
    const raw = Array.from({ length: 40 }, (_, i) => ({
      day: i % 2 ? '2026-03-08' : '2026-03-09',
      keywordId: [k1, k2, null][i % 3]!,
      searchTerm: `buty ${i % 13}${i % 4 === 0 ? ' zimowe' : ''}`,
      impressions: 3 + ((i * 7) % 11),
      clicks: (i * 5) % 4,
      cost: ((i * 5) % 4) * (100 + (i % 3) * 50),
      salesCount: i % 5 === 0 ? 1 : 0,
      revenue: i % 5 === 0 ? 5000 + i : 0,
    }));
    for (const r of raw)
      await queryRows(
        db,
        sql`insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, impressions, clicks, cost, sales_count, revenue)
            values (${other}, ${r.day}::date, ${r.keywordId}, ${r.searchTerm}, ${r.impressions}, ${r.clicks}, ${r.cost}, ${r.salesCount}, ${r.revenue})
            on conflict (campaign_id, day, keyword_id, search_term) do update set impressions = stats_search_terms_daily.impressions + excluded.impressions,
              clicks = stats_search_terms_daily.clicks + excluded.clicks, cost = stats_search_terms_daily.cost + excluded.cost,
              sales_count = stats_search_terms_daily.sales_count + excluded.sales_count, revenue = stats_search_terms_daily.revenue + excluded.revenue`,
      );
    /** What the service's own sort gives for the rows grouped by `dims` (the oracle: statistics.metrics.ts). */
    const expected = (dims: Dimension[], sort: SortSpec): MetricsRow[] => {
      const groups = new Map<string, MetricsRow>();
      for (const r of raw) {
        const key = dims.map((d) => String(r[d as 'day' | 'keywordId' | 'searchTerm'])).join('|');
        const g = groups.get(key);
        const sums = g
          ? {
              views: g.views + r.impressions,
              clicks: g.clicks + r.clicks,
              cost: g.cost + r.cost,
              salesCount: g.salesCount + r.salesCount,
              revenue: g.revenue + r.revenue,
            }
          : { views: r.impressions, clicks: r.clicks, cost: r.cost, salesCount: r.salesCount, revenue: r.revenue };
        groups.set(key, {
          ...Object.fromEntries(dims.map((d) => [d, r[d as 'day' | 'keywordId' | 'searchTerm']])),
          ...deriveMetrics(sums),
        });
      }
      return sortRows([...groups.values()], sort, dims);
    };
    const cases: [Dimension[], SortSpec][] = [
      [['searchTerm'], { field: 'cost', direction: 'DESC' }],
      [['searchTerm'], { field: 'ctr', direction: 'DESC' }],
      [['searchTerm'], { field: 'avgCPC', direction: 'ASC' }],
      [['searchTerm'], { field: 'roas', direction: 'DESC' }],
      [['searchTerm'], { field: 'searchTerm', direction: 'ASC' }],
      [['searchTerm'], { field: 'searchTerm', direction: 'DESC' }],
      [['searchTerm', 'keywordId'], { field: 'keywordId', direction: 'ASC' }],
      [['searchTerm', 'keywordId', 'day'], { field: 'clicks', direction: 'DESC' }],
      [['keywordId'], { field: 'views', direction: 'ASC' }],
    ];
    for (const [dims, sort] of cases) {
      const all = expected(dims, sort);
      const res = await fetch(
        `${server.baseUrl}/api/statistics?campaignIdIn=${other}&dateBegin=2026-03-08&dateEnd=2026-03-09&dimensions=${dims.join(',')}` +
          `&sortBy=${sort.field},${sort.direction}&limit=7&offset=5`,
        { headers: { authorization: `Bearer ${token}`, 'account-id': accountId } },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { rows: unknown[]; totals: Record<string, number> };
      expect(body.rows, `${dims.join(',')} by ${sort.field} ${sort.direction}`).toEqual(all.slice(5, 12));
      expect(body.totals).toMatchObject({ views: raw.reduce((n, r) => n + r.impressions, 0), cost: raw.reduce((n, r) => n + r.cost, 0) });
    }
    // A page past the end is empty, with the totals still there.
    const past = await fetch(
      `${server.baseUrl}/api/statistics?campaignIdIn=${other}&dateBegin=2026-03-08&dateEnd=2026-03-09&dimensions=searchTerm&limit=10&offset=500`,
      { headers: { authorization: `Bearer ${token}`, 'account-id': accountId } },
    );
    const pastBody = (await past.json()) as { rows: unknown[]; totals: Record<string, number> };
    expect(pastBody.rows).toEqual([]);
    expect(pastBody.totals.views).toBe(raw.reduce((n, r) => n + r.impressions, 0));
  });
});
