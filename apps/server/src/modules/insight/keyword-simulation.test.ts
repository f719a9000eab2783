import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import type { TestServer } from '../../testing/server.testkit';
import {
  callServing,
  flushInsight,
  reloadIndex,
  resolvedBid,
  searchAuction,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedKeywords,
  seedProducts,
  settleStats,
  startServingServer,
} from '../../testing/serving.testkit';

// The keyword bid simulator through the API (docs/auction-insight.md "Keyword bids"), on PostgreSQL: a constructed
// day of search auctions, impressions and clicks; then what a keyword's bid field reads.
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let token: string;
let accountId: string;
let mine: string;
let boots: string;
let rivalCampaign: string;
let rivalKeyword: string;
let seq = 0;
/** What actually happened to the keyword `boots` of `mine`: slots won, clicks, cost (grosze). */
const actual = { won: 0, clicks: 0, cost: 0 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loosely typed JSON
async function get(path: string, account = accountId): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}`, 'account-id': account } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  const ann = await createUser(db, { email: 'ann@keywords.test', password: 'secret-pass-1' });
  accountId = await createAccount(db, { name: 'Brand K', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id] });
  const rival = await seedAccount(db, 'Rival K');
  await seedCategories(db);
  await seedProducts(db, [{ id: 'k1' }, { id: 'k2' }, { id: 'k3' }]);
  const base = { startDate: '2026-03-01' };
  // The keyword bids 2.00 of its own (the campaign's max CPC is 1.20): it wins k1 (pays 1.50) and k3 (the
  // reserve, no rival) and loses k2 to a 2.50 keyword bid (needs 2.51).
  mine = await seedCampaign(db, { ...base, accountId, name: 'mine', maxCpc: 120, productIds: ['k1', 'k2', 'k3'] });
  boots = (await seedKeywords(db, mine, [{ text: 'boots', matchType: 'PHRASE', bid: 200 }])).boots!;
  rivalCampaign = await seedCampaign(db, { ...base, accountId: rival, name: 'r150', maxCpc: 150, productIds: ['k1'] });
  rivalKeyword = (await seedKeywords(db, rivalCampaign, [{ text: 'boots', matchType: 'BROAD' }])).boots!;
  const r250 = await seedCampaign(db, { ...base, accountId: rival, name: 'r250', maxCpc: 100, productIds: ['k2'] });
  await seedKeywords(db, r250, [{ text: 'winter boots', matchType: 'BROAD', bid: 250 }]);
  await reloadIndex(server);
  token = await server.login(ann.email, ann.password);
  // 40 single-slot search auctions per product; the keyword's wins of every fourth round are clicked (k1 and k3 alike).
  for (let round = 0; round < 40; round++) {
    for (const p of ['k1', 'k2', 'k3']) {
      const [w] = await searchAuction(server, 'winter boots', { slots: 1, products: [p] });
      if (!w || w.campaignId !== mine) continue;
      actual.won += 1;
      if (round % 4 !== 0) continue;
      const user = `u-${++seq}`;
      const imp = { id: `i-${seq}`, occurredAt: NOW.toISOString(), opaqueUserId: user, resolvedBidId: w.resolvedBidId };
      const r = await callServing(server, '/v2/events', { impressions: [imp], clicks: [{ ...imp, id: `c-${seq}` }] });
      expect(r.body.accepted).toMatchObject({ impressions: 1, clicks: 1 });
      actual.clicks += 1;
      actual.cost += resolvedBid(server, w.resolvedBidId)!.price;
    }
  }
  await settleStats(server);
  await flushInsight(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/campaigns/{id}/keywords/{keywordId}/bid-simulation', () => {
  it("estimates at the keyword's bid what actually happened; more bid wins the lost auctions", async () => {
    expect(actual.won).toBe(80);
    const { status, body } = await get(`/campaigns/${mine}/keywords/${boots}/bid-simulation?bids=200,260,400`);
    expect(status).toBe(200);
    // The current bid is the keyword's own, not the campaign's max CPC.
    expect(body).toMatchObject({ days: 1, currentMaxCpc: 200, dateBegin: '2026-03-04', dateEnd: '2026-03-10' });
    expect(body.actual).toEqual({ auctionsWon: actual.won, clicks: actual.clicks, cost: actual.cost });
    const [at200, at260, at400] = body.estimates;
    const costError = (at200.cost - actual.cost) / actual.cost;
    console.info(
      `keyword bid simulator at today's bid: won ${at200.auctionsWon} vs ${actual.won}, clicks ${at200.clicks} vs ${actual.clicks}, ` +
        `cost ${at200.cost} vs ${actual.cost} grosze (${(costError * 100).toFixed(1)} %)`,
    );
    expect(at200.auctionsWon).toBe(actual.won);
    expect(at200.clicks).toBe(actual.clicks);
    expect(Math.abs(costError)).toBeLessThan(0.05);
    // 2.60 cuts the bucket holding k2's needed 2.51 (part of its 40 auctions); 4.00 wins every one.
    expect(at260.auctionsWon).toBeGreaterThan(actual.won);
    expect(at260.auctionsWon).toBeLessThan(actual.won + 40);
    expect(at400.auctionsWon).toBe(120);
    expect(at400.avgCpc).toBeGreaterThan(at200.avgCpc);
  });

  it("defaults to bids around the keyword's bid; a keyword without auctions estimates nothing", async () => {
    const { body } = await get(`/campaigns/${mine}/keywords/${boots}/bid-simulation`);
    expect(body.estimates.map((e: { bid: number }) => e.bid)).toEqual([100, 150, 200, 250, 300, 400]);
    const quiet = (await seedKeywords(server.db.db, mine, [{ text: 'sandals', matchType: 'EXACT' }])).sandals!;
    const none = await get(`/campaigns/${mine}/keywords/${quiet}/bid-simulation?bids=500`);
    expect(none.status).toBe(200);
    // No bid of its own: the current bid is the campaign's max CPC.
    expect(none.body).toMatchObject({ days: 0, currentMaxCpc: 120, actual: { auctionsWon: 0, clicks: 0, cost: 0 } });
    expect(none.body.estimates).toEqual([expect.objectContaining({ bid: 500, auctionsWon: 0, cost: 0, avgCpc: null })]);
  });

  it("refuses another account's keyword or campaign (404), a foreign account (403) and bad bids (400)", async () => {
    const notFound = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.type, path).toBe('ResourceNotFoundException');
    };
    await notFound(`/campaigns/${rivalCampaign}/keywords/${rivalKeyword}/bid-simulation`);
    await notFound(`/campaigns/${mine}/keywords/${rivalKeyword}/bid-simulation`);
    await notFound(`/campaigns/${rivalCampaign}/keywords/${boots}/bid-simulation`);
    // A malformed id in the path names no resource (http/schema.ts ID_FORMATS).
    await notFound(`/campaigns/${mine}/keywords/not-a-uuid/bid-simulation`);
    const other = await createAccount(server.db.db, { name: 'Not mine K', type: 'BRAND', brandCodes: ['nike'] });
    expect((await get(`/campaigns/${mine}/keywords/${boots}/bid-simulation`, other)).status).toBe(403);
    for (const bad of ['abc', '-5', '1,,2', '12345678', Array.from({ length: 21 }, (_, i) => i + 100).join(',')]) {
      const res = await get(`/campaigns/${mine}/keywords/${boots}/bid-simulation?bids=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.type, bad).toBe('ValidationException');
    }
  });
});
