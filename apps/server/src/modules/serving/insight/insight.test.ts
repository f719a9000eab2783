import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, queryRows } from '@ads/db';
import { landscapeBucket } from '@ads/domain';
import { eq } from 'drizzle-orm';
import { type TestServer } from '../../../testing/server.testkit';
import {
  auction,
  callServing,
  flushInsight,
  reloadIndex,
  reloadInsight,
  searchAuction,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedKeywords,
  seedProducts,
  startServingServer,
} from '../../../testing/serving.testkit';

// 11:00 in Warsaw on 2026-03-10 (docs/auction-insight.md "Counting").
const NOW = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';
let server: TestServer;
const ids: Record<string, string> = {};

interface Counted {
  eligible: number;
  won: number;
  outbid: number;
  outbidGap: number;
  paced: number;
  dailyBudget: number;
  totalBudget: number;
  outOfStock: number;
  accountState: number;
  placeNotServed: number;
  keywordNotMatched: number;
  landscape: number[];
}

/** The flushed counts of one campaign, summed over its products and hours. */
async function counted(campaignId: string): Promise<Counted> {
  const [row] = await queryRows<Record<keyof Counted, string | number | number[]>>(
    server.db.db,
    sql`select coalesce(sum(eligible), 0)::int as eligible, coalesce(sum(won), 0)::int as won, coalesce(sum(outbid), 0)::int as outbid,
          coalesce(sum(outbid_gap), 0)::int as "outbidGap", coalesce(sum(paced), 0)::int as paced,
          coalesce(sum(daily_budget), 0)::int as "dailyBudget", coalesce(sum(total_budget), 0)::int as "totalBudget",
          coalesce(sum(out_of_stock), 0)::int as "outOfStock", coalesce(sum(account_state), 0)::int as "accountState",
          coalesce(sum(place_not_served), 0)::int as "placeNotServed", coalesce(sum(keyword_not_matched), 0)::int as "keywordNotMatched",
          (select array_agg(s order by n) from (select n, sum(x)::int as s from auction_insight_hourly h2, unnest(h2.landscape) with ordinality u(x, n)
             where h2.campaign_id = ${campaignId}::uuid group by n) b) as landscape
        from auction_insight_hourly where campaign_id = ${campaignId}::uuid`,
  );
  return row as unknown as Counted;
}

const lostSum = (c: Counted) =>
  c.outbid + c.paced + c.dailyBudget + c.totalBudget + c.outOfStock + c.accountState + c.placeNotServed + c.keywordNotMatched;

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [
    { id: 'shared' },
    { id: 'paced' },
    { id: 'daily' },
    { id: 'total' },
    { id: 'nostock', stock: 0 },
    { id: 'suspended' },
    { id: 'eob' },
    { id: 'kw' },
  ]);
  const a = await seedAccount(db, 'Insight A');
  const b = await seedAccount(db, 'Insight B');
  const s = await seedAccount(db, 'Insight suspended');
  await db.update(accounts).set({ status: 'SUSPENDED' }).where(eq(accounts.id, s));
  const base = { accountId: a, startDate: '2026-03-01' };
  ids.high = await seedCampaign(db, { ...base, accountId: b, name: 'high', maxCpc: 300, productIds: ['shared'] });
  ids.low = await seedCampaign(db, { ...base, name: 'low', maxCpc: 150, productIds: ['shared'] });
  // At 11:00 the default curve allows 20.00 PLN × (share + 2 %) — well under the 15.00 PLN spent today.
  ids.paced = await seedCampaign(db, {
    ...base,
    name: 'paced',
    maxCpc: 200,
    productIds: ['paced'],
    dailyBudget: 2_000,
    spentToday: 1_500,
    spentTotal: 1_500,
    spendDay: TODAY,
  });
  ids.daily = await seedCampaign(db, {
    ...base,
    name: 'daily',
    maxCpc: 200,
    productIds: ['daily'],
    dailyBudget: 2_000,
    spentToday: 1_950,
    spentTotal: 1_950,
    spendDay: TODAY,
  });
  ids.total = await seedCampaign(db, { ...base, name: 'total', maxCpc: 200, productIds: ['total'], totalBudget: 2_000, spentTotal: 2_000 });
  ids.nostock = await seedCampaign(db, { ...base, name: 'nostock', maxCpc: 200, productIds: ['nostock'] });
  ids.suspended = await seedCampaign(db, { ...base, accountId: s, name: 'suspended', maxCpc: 200, productIds: ['suspended'] });
  ids.eob = await seedCampaign(db, { ...base, name: 'eob', maxCpc: 200, productIds: ['eob'], channel: 'EOBUWIE', markets: ['PL'] });
  ids.kw = await seedCampaign(db, { ...base, name: 'kw', maxCpc: 200, productIds: ['kw'] });
  await seedKeywords(db, ids.kw, [{ text: 'running shoes', matchType: 'PHRASE' }]);
  await reloadIndex(server);
  await reloadInsight(server);
});

afterAll(async () => {
  await server?.close();
});

describe('auction insight counting', () => {
  it('counts each loss reason of a constructed auction, the win, and the outbid distance', async () => {
    const winners = await auction(server, ['shared', 'paced', 'daily', 'total', 'nostock', 'suspended', 'eob', 'kw'], 1);
    expect(winners.map((w) => w.campaignId)).toEqual([ids.high]);
    await searchAuction(server, 'leather sandals', { products: ['kw'] });
    await flushInsight(server);

    const high = await counted(ids.high!);
    expect(high).toMatchObject({ eligible: 1, won: 1, outbid: 0 });
    // It paid 2.00 PLN (its price-setting rival: the 'kw' campaign's bid on the next product; equal pCTRs).
    expect(high.landscape[landscapeBucket(200)]).toBe(1);
    const low = await counted(ids.low!);
    // Outbid on its own product: 3.01 PLN would have won, 1.51 PLN more than its 1.50 PLN.
    expect(low).toMatchObject({ eligible: 1, won: 0, outbid: 1, outbidGap: 151 });
    expect(low.landscape[landscapeBucket(301)]).toBe(1);
    // The 'kw' campaign took part in the listings auction (outbid: one slot, taken by 'high') and missed the search.
    expect(await counted(ids.kw!)).toMatchObject({ eligible: 2, outbid: 1, keywordNotMatched: 1 });
    expect(await counted(ids.paced!)).toMatchObject({ eligible: 1, paced: 1 });
    expect(await counted(ids.daily!)).toMatchObject({ eligible: 1, dailyBudget: 1 });
    expect(await counted(ids.total!)).toMatchObject({ eligible: 1, totalBudget: 1 });
    expect(await counted(ids.nostock!)).toMatchObject({ eligible: 1, outOfStock: 1 });
    expect(await counted(ids.suspended!)).toMatchObject({ eligible: 1, accountState: 1 });
    expect(await counted(ids.eob!)).toMatchObject({ eligible: 1, placeNotServed: 1 });
    for (const id of Object.values(ids)) {
      const c = await counted(id);
      expect(c.won + lostSum(c), id).toBe(c.eligible);
    }
    const [hour] = await queryRows<{ day: string; hour: number }>(
      server.db.db,
      sql`select day::text, hour from auction_insight_hourly where campaign_id = ${ids.high!}::uuid`,
    );
    expect(hour).toEqual({ day: TODAY, hour: 11 });
  });

  it('counts equal the auctions sent in a replay: won + lost by reason = eligible, wins = winners answered', async () => {
    await server.db.db.execute(sql`delete from auction_insight_hourly`);
    const products = ['shared', 'paced', 'daily', 'total', 'nostock', 'suspended', 'eob', 'kw'];
    const campaignOf: Record<string, string[]> = {
      shared: [ids.high!, ids.low!],
      paced: [ids.paced!],
      daily: [ids.daily!],
      total: [ids.total!],
      nostock: [ids.nostock!],
      suspended: [ids.suspended!],
      eob: [ids.eob!],
      kw: [ids.kw!],
    };
    const eligible = new Map<string, number>();
    const won = new Map<string, number>();
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let r = 0; r < 60; r++) {
      const batch = Array.from({ length: 5 }, () => {
        const ids2 = products.filter(() => next() < 0.5);
        return { type: 'listings', slots: 1 + Math.floor(next() * 3), products: { ids: ids2.length ? ids2 : ['shared'] } };
      });
      const res = await callServing(server, '/v2/auctions', { auctions: batch });
      expect(res.status).toBe(201);
      batch.forEach((a, i) => {
        for (const p of a.products.ids) for (const c of campaignOf[p]!) eligible.set(c, (eligible.get(c) ?? 0) + 1);
        for (const w of res.body.results[i].winners as Array<{ campaignId: string }>) won.set(w.campaignId, (won.get(w.campaignId) ?? 0) + 1);
      });
    }
    await flushInsight(server);
    for (const [name, id] of Object.entries(ids)) {
      const c = await counted(id);
      expect(c.eligible, name).toBe(eligible.get(id) ?? 0);
      expect(c.won, name).toBe(won.get(id) ?? 0);
      expect(c.won + lostSum(c), name).toBe(c.eligible);
      expect(c.landscape.reduce((x, y) => x + y, 0), name).toBe(c.won + c.outbid);
    }
    expect([...eligible.values()].reduce((x, y) => x + y, 0)).toBeGreaterThan(500);
  });
});
