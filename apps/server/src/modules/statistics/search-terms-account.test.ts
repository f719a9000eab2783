import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, campaigns, queryRows, statsDeltas } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import type { AccountScope } from '../access';
import { StatsRollup } from '../serving/rollup/stats-rollup';
import { SearchTermsRepository } from './search-terms.repository';
import type { Dimension, SortSpec, StatisticsQuery } from './statistics.params';

/**
 * The account roll-up of search terms (docs/statistics-scale.md "Search terms"): the roll-up statement keeps
 * stats_search_terms_account_daily beside stats_search_terms_daily, and the report over every campaign of the account
 * (read from it) answers exactly what the per-campaign roll-up answers for the same rows.
 */
describe('search terms over every campaign of the account', () => {
  let db: TestDatabase;
  let repo: SearchTermsRepository;
  let scope: AccountScope;
  const own: string[] = [];
  let otherCampaign = '';
  const KEYWORDS = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000010', null];

  const campaign = async (accountId: string, name: string) => {
    const [row] = await db.db
      .insert(campaigns)
      .values({ accountId, name, maxCpc: 100, startDate: '2026-11-01' })
      .returning({ id: campaigns.id });
    return row!.id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    repo = new SearchTermsRepository(db.db);
    const [a] = await db.db.insert(accounts).values({ name: 'Terms A', type: 'BRAND' }).returning({ id: accounts.id });
    const [b] = await db.db.insert(accounts).values({ name: 'Terms B', type: 'BRAND' }).returning({ id: accounts.id });
    scope = { accountId: a!.id, via: 'member', role: 'OWNER' } as unknown as AccountScope;
    for (const name of ['A1', 'A2', 'A3 (no rows)']) own.push(await campaign(a!.id, name));
    otherCampaign = await campaign(b!.id, 'B1');
  });
  afterAll(() => db?.close());

  /** Deterministic search deltas (xorshift) over A1, A2 and B1, 3 days, 3 keywords, terms with numbers and ties. */
  function deltas(n: number, seed: number) {
    let s = seed;
    const next = (m: number) => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) % m;
    };
    const targets = [own[0]!, own[1]!, otherCampaign];
    return Array.from({ length: n }, () => {
      const clicks = next(3);
      return {
        campaignId: targets[next(targets.length)]!,
        productId: 'p1',
        day: `2026-11-0${1 + next(3)}`,
        keywordId: KEYWORDS[next(KEYWORDS.length)]!,
        searchTerm: `buty ${next(12)}${next(4) === 0 ? ' zimowe' : ''}`,
        impressions: 1 + next(9),
        clicks,
        invalidClicks: next(2),
        cost: clicks * 100,
        salesCount: next(5) === 0 ? 1 : 0,
        revenue: next(5) === 0 ? 5000 : 0,
      };
    });
  }

  const query = (campaignIds: string[], dimensions: Dimension[], sort: SortSpec, limit?: number, offset = 0): StatisticsQuery => ({
    metrics: ['views', 'clicks', 'cost'],
    dimensions,
    campaignIds,
    dateBegin: '2026-11-01',
    dateEnd: '2026-11-03',
    sort,
    limit,
    offset,
  });

  const CASES: [Dimension[], SortSpec, number | undefined, number][] = [
    [['searchTerm'], { field: 'cost', direction: 'DESC' }, 100, 0],
    [['searchTerm'], { field: 'ctr', direction: 'DESC' }, 5, 3],
    [['searchTerm'], { field: 'avgCPC', direction: 'ASC' }, undefined, 0],
    [['searchTerm'], { field: 'searchTerm', direction: 'ASC' }, 7, 2],
    [['searchTerm', 'day'], { field: 'clicks', direction: 'DESC' }, 20, 4],
    [['day', 'searchTerm'], { field: 'roas', direction: 'ASC' }, undefined, 0],
  ];

  it('answers every campaign from the account roll-up exactly as the per-campaign roll-up answers them', async () => {
    await db.db.insert(statsDeltas).values(deltas(300, 7919));
    await new StatsRollup(db.db, 0).drain();
    const [rows] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from stats_search_terms_account_daily`);
    expect(rows!.n).toBeGreaterThan(20);
    for (const [dims, sort, limit, offset] of CASES) {
      const label = `${dims.join(',')} by ${sort.field} ${sort.direction}`;
      // Every campaign (A3 has no rows): the account roll-up. All but A3: the campaign roll-up, the same rows.
      const whole = await repo.searchTermPage(scope, query(own, dims, sort, limit, offset));
      const part = await repo.searchTermPage(scope, query(own.slice(0, 2), dims, sort, limit, offset));
      expect(whole.owned).toBe(true);
      expect(whole.rows.length, label).toBeGreaterThan(0);
      expect(whole, label).toEqual(part);
    }
    // All but a campaign with rows reads the campaign roll-up: less than the whole account.
    const one = await repo.searchTermPage(scope, query([own[0]!, own[2]!], ['searchTerm'], { field: 'cost', direction: 'DESC' }));
    const all = await repo.searchTermPage(scope, query(own, ['searchTerm'], { field: 'cost', direction: 'DESC' }));
    expect(one.totals.views).toBeLessThan(all.totals.views);
    // Another account's campaign among the ids: nothing is read.
    expect(await repo.searchTermPage(scope, query([...own, otherCampaign], ['searchTerm'], { field: 'cost', direction: 'DESC' }))).toEqual({
      owned: false,
      rows: [],
      totals: { views: 0, clicks: 0, cost: 0, salesCount: 0, revenue: 0 },
    });
  });

  it('lands each delta once in both roll-ups, batch after batch and from two processes at once', async () => {
    const a = new StatsRollup(db.db, 0);
    const b = new StatsRollup(db.db, 0);
    const sent = { impressions: 0, cost: 0 };
    const [before] = await queryRows<{ impressions: number; cost: number }>(
      db.db,
      sql`select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(cost), 0)::int as cost from stats_search_terms_account_daily`,
    );
    for (let round = 1; round <= 4; round += 1) {
      const batch = deltas(80, round * 104729);
      for (const d of batch) {
        sent.impressions += d.impressions;
        sent.cost += d.cost;
      }
      await db.db.insert(statsDeltas).values(batch);
      await Promise.all([a.drain(), b.drain(), a.drain()]);
    }
    const [after] = await queryRows<{ impressions: number; cost: number }>(
      db.db,
      sql`select sum(impressions)::int as impressions, sum(cost)::int as cost from stats_search_terms_account_daily`,
    );
    expect(after).toEqual({ impressions: before!.impressions + sent.impressions, cost: before!.cost + sent.cost });
    // Row by row, the account roll-up is the per-campaign roll-up summed per account, day and term.
    const mismatches = await queryRows(
      db.db,
      sql`select * from (
            select c.account_id, s.day, s.search_term, sum(s.impressions) as impressions, sum(s.clicks) as clicks,
              sum(s.invalid_clicks) as invalid_clicks, sum(s.cost) as cost, sum(s.sales_count) as sales_count, sum(s.revenue) as revenue
            from stats_search_terms_daily s join campaigns c on c.id = s.campaign_id group by 1, 2, 3
          ) e full join stats_search_terms_account_daily t using (account_id, day, search_term)
          where e.impressions is distinct from t.impressions or e.clicks is distinct from t.clicks
            or e.invalid_clicks is distinct from t.invalid_clicks or e.cost is distinct from t.cost
            or e.sales_count is distinct from t.sales_count or e.revenue is distinct from t.revenue`,
    );
    expect(mismatches).toEqual([]);
    for (const [dims, sort, limit, offset] of CASES) {
      expect(await repo.searchTermPage(scope, query(own, dims, sort, limit, offset))).toEqual(
        await repo.searchTermPage(scope, query(own.slice(0, 2), dims, sort, limit, offset)),
      );
    }
  });
});
