import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateAtBid } from '@ads/domain';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import type { TestServer } from '../../testing/server.testkit';
import {
  auction,
  callServing,
  flushInsight,
  reloadIndex,
  resolvedBid,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  settleStats,
  startServingServer,
} from '../../testing/serving.testkit';

// Auction insight and the bid simulator through the API (docs/auction-insight.md), on PostgreSQL: a constructed
// day of auctions, impressions and clicks; then what the campaign overview and the max CPC field read.
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let token: string;
let accountId: string;
let mine: string;
let rivalCampaign: string;
let seq = 0;
/** What actually happened to `mine`: auctions won, clicks, cost (grosze). */
const actual = { won: 0, clicks: 0, cost: 0 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loosely typed JSON
async function get(path: string, account = accountId): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}`, 'account-id': account } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  const ann = await createUser(db, { email: 'ann@insight.test', password: 'secret-pass-1' });
  accountId = await createAccount(db, { name: 'Brand A', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id] });
  const rival = await seedAccount(db, 'Rival');
  await seedCategories(db);
  await seedProducts(db, [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }, { id: 'p4' }, { id: 'p5' }]);
  const base = { startDate: '2026-03-01' };
  mine = await seedCampaign(db, { ...base, accountId, name: 'mine', maxCpc: 200, productIds: ['p1', 'p2', 'p3', 'p4', 'p5'] });
  // Rivals of another account on four of the products: mine wins p1 (pays 1.50), p3 (1.80) and p5 (reserve), loses p2 and p4.
  rivalCampaign = await seedCampaign(db, { ...base, accountId: rival, name: 'r150', maxCpc: 150, productIds: ['p1'] });
  await seedCampaign(db, { ...base, accountId: rival, name: 'r250', maxCpc: 250, productIds: ['p2'] });
  await seedCampaign(db, { ...base, accountId: rival, name: 'r180', maxCpc: 180, productIds: ['p3'] });
  await seedCampaign(db, { ...base, accountId: rival, name: 'r320', maxCpc: 320, productIds: ['p4'] });
  await reloadIndex(server);
  token = await server.login(ann.email, ann.password);

  // The constructed run: 40 single-slot auctions per product; every fourth win of mine is clicked (p1, p3 and p5 alike).
  for (let round = 0; round < 40; round++) {
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      const [w] = await auction(server, [p], 1);
      if (!w || w.campaignId !== mine) continue;
      actual.won += 1;
      if (actual.won % 4 !== 0) continue;
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

describe('GET /api/campaigns/{id}/insight', () => {
  it('answers eligible, won and lost by reason with the top reason, its advice and the outbid distance', async () => {
    const { status, body } = await get(`/campaigns/${mine}/insight`);
    expect(status).toBe(200);
    expect(body.dateBegin).toBe('2026-03-04');
    expect(body.dateEnd).toBe('2026-03-10');
    expect(body.days).toHaveLength(7);
    expect(body.totals).toMatchObject({ eligible: 200, won: 120, impressionShare: 0.6 });
    expect(body.totals.lost).toMatchObject({ OUTBID: 80, PACED: 0, DAILY_BUDGET: 0 });
    // Outbid on p2 by 2.50 (needs 2.51: +0.51) and on p4 by 3.20 (needs 3.21: +1.21): on average +0.86 PLN.
    expect(body.totals.averageOutbidGap).toBe(86);
    expect(body.topReason).toEqual({ reason: 'OUTBID', count: 80, share: 0.4, advice: 'raiseMaxCpc' });
    expect(body.notableReasons).toEqual(['OUTBID']);
    expect(body.hours).toEqual([expect.objectContaining({ hour: 11, eligible: 200 })]);
    expect(body.products.find((p: { productId: string }) => p.productId === 'p2')).toMatchObject({ eligible: 40, won: 0, impressionShare: 0 });
  });

  it('refuses a foreign account (403), a campaign of another account (404) and a backwards range (400)', async () => {
    const other = await createAccount(server.db.db, { name: 'Not mine', type: 'BRAND', brandCodes: ['nike'] });
    expect((await get(`/campaigns/${mine}/insight`, other)).status).toBe(403);
    expect((await get(`/campaigns/${rivalCampaign}/insight`)).body.type).toBe('ResourceNotFoundException');
    const back = await get(`/campaigns/${mine}/insight?dateBegin=2026-03-10&dateEnd=2026-03-01`);
    expect(back.status).toBe(400);
    expect((await get(`/campaigns/${mine}/bid-simulation?bids=abc`)).status).toBe(400);
  });
});

describe('GET /api/campaigns/{id}/bid-simulation', () => {
  it('estimates at today\'s bid what actually happened; more bid wins the lost products', async () => {
    const { status, body } = await get(`/campaigns/${mine}/bid-simulation?bids=200,260,400`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ days: 1, currentMaxCpc: 200 });
    expect(body.actual).toEqual({ auctionsWon: actual.won, clicks: actual.clicks, cost: actual.cost });
    const [at200, at260, at400] = body.estimates;
    const wonError = (at200.auctionsWon - actual.won) / actual.won;
    const clickError = (at200.clicks - actual.clicks) / actual.clicks;
    const costError = (at200.cost - actual.cost) / actual.cost;
    console.info(
      `bid simulator at today's bid: won ${at200.auctionsWon} vs ${actual.won} (${(wonError * 100).toFixed(1)} %), ` +
        `clicks ${at200.clicks} vs ${actual.clicks} (${(clickError * 100).toFixed(1)} %), cost ${at200.cost} vs ${actual.cost} grosze (${(costError * 100).toFixed(1)} %)`,
    );
    expect(Math.abs(wonError)).toBeLessThan(0.01);
    expect(Math.abs(clickError)).toBeLessThan(0.01);
    expect(Math.abs(costError)).toBeLessThan(0.05);
    // 2.60 cuts the bucket holding p2's needed 2.51 (part of its 40 auctions); 4.00 wins every auction.
    expect(at260.auctionsWon).toBeGreaterThan(actual.won);
    expect(at260.auctionsWon).toBeLessThan(actual.won + 40);
    expect(at400.auctionsWon).toBe(200);
    expect(at400.avgCpc).toBeGreaterThan(at200.avgCpc);
  });

  it('defaults to bids around the current max CPC and agrees with the domain estimate', async () => {
    const { body } = await get(`/campaigns/${mine}/bid-simulation`);
    expect(body.estimates.map((e: { bid: number }) => e.bid)).toEqual([100, 150, 200, 250, 300, 400]);
    expect(body.estimates.every((e: { budgetLimited: boolean }) => !e.budgetLimited)).toBe(true);
    expect(estimateAtBid({ landscape: [], days: 1, clicksPerWin: 0.5, reservePrice: 100, dailyBudget: null }, 200).auctionsWon).toBe(0);
  });
});
