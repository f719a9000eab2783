import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsDaily } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import { rebuildStatsRollups } from './rollup/rollup-statement';
import {
  auction,
  callServing,
  reloadIndex,
  resolvedBid as decode,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  TEST_SHOP_API_KEY,
  startServingServer,
} from '../../testing/serving.testkit';

// 11:00 in Warsaw on 2026-03-10.
const NOW = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

let server: TestServer;
let account: string;
const campaignIds: Record<string, string> = {};

async function resolvedBid(id: string): Promise<{ price: number; rank: number; createdAt: Date }> {
  const bid = decode(server, id);
  if (!bid) throw new Error(`not a resolved bid of this server: ${id}`);
  return bid;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [
    { id: 'p1' },
    { id: 'p2' },
    { id: 'p3' },
    { id: 'p4' },
    { id: 'shoe1', category: 'footwear/shoes/sports-shoes' },
    { id: 'q-paused' },
    { id: 'q-scheduled' },
    { id: 'q-ended' },
    { id: 'q-nostock', stock: 0 },
    { id: 'q-daily-spent' },
    { id: 'q-total-spent' },
    { id: 'q-archived' },
    { id: 'q-ok' },
  ]);
  account = await seedAccount(db, 'Brand A');
  const base = { accountId: account, startDate: '2026-03-01' };
  campaignIds.a = await seedCampaign(db, { ...base, name: 'A', maxCpc: 300, productIds: ['p1'] });
  // B belongs to another account: only another account's bid sets a winner's price (docs/auction.md).
  const rivalAccount = await seedAccount(db, 'Brand B');
  campaignIds.b = await seedCampaign(db, { ...base, accountId: rivalAccount, name: 'B', maxCpc: 200, productIds: ['p2'] });
  campaignIds.c = await seedCampaign(db, { ...base, name: 'C', maxCpc: 150, productIds: ['p3'] });
  campaignIds.shoe = await seedCampaign(db, { ...base, name: 'Shoes', maxCpc: 120, productIds: ['shoe1'] });
  await seedCampaign(db, { ...base, name: 'paused', maxCpc: 900, productIds: ['q-paused'], userStatus: 'PAUSED' });
  await seedCampaign(db, { ...base, name: 'scheduled', maxCpc: 900, productIds: ['q-scheduled'], startDate: '2026-03-11' });
  await seedCampaign(db, { ...base, name: 'ended', maxCpc: 900, productIds: ['q-ended'], endDate: '2026-03-09' });
  await seedCampaign(db, { ...base, name: 'no stock', maxCpc: 900, productIds: ['q-nostock'] });
  await seedCampaign(db, {
    ...base,
    name: 'daily spent',
    maxCpc: 900,
    productIds: ['q-daily-spent'],
    dailyBudget: 2000,
    spentToday: 1950,
    spentTotal: 1950,
    spendDay: TODAY,
  });
  await seedCampaign(db, { ...base, name: 'total spent', maxCpc: 900, productIds: ['q-total-spent'], totalBudget: 2000, spentTotal: 2000 });
  await seedCampaign(db, { ...base, name: 'archived', maxCpc: 900, productIds: ['q-archived'], userStatus: 'ARCHIVED' });
  campaignIds.ok = await seedCampaign(db, { ...base, name: 'ok', maxCpc: 110, productIds: ['q-ok'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v2/auctions', () => {
  it('ranks by max CPC × pCTR and prices each winner at the generalized second price', async () => {
    const winners = await auction(server, ['p1', 'p2', 'p3'], 2);
    expect(winners.map((w) => [w.rank, w.id, w.campaignId])).toEqual([
      [1, 'p1', campaignIds.a],
      [2, 'p2', campaignIds.b],
    ]);
    // Equal pCTRs (prior only): the price is the next max CPC.
    expect((await resolvedBid(winners[0]!.resolvedBidId)).price).toBe(200);
    expect((await resolvedBid(winners[1]!.resolvedBidId)).price).toBe(150);
    expect(new Date((await resolvedBid(winners[0]!.resolvedBidId)).createdAt).toISOString()).toBe(NOW.toISOString());
    expect(winners[0]!.resolvedBidId).toMatch(/^[A-Za-z0-9_-]{100,160}$/);
  });

  it('a lone bid pays the reserve price (min CPC 1.00 PLN)', async () => {
    const [winner] = await auction(server, ['p1']);
    expect((await resolvedBid(winner!.resolvedBidId)).price).toBe(100);
  });

  it('uses the observed CTR: a higher-CTR product outranks a higher max CPC', async () => {
    await server.db.db
      .insert(statsDaily)
      .values({ campaignId: campaignIds.c!, productId: 'p3', day: '2026-03-09', impressions: 1000, clicks: 50 });
    await rebuildStatsRollups(server.db.db); // stats written by hand: the derived roll-ups (the index reads stats_product_daily) follow
    await reloadIndex(server);
    const winners = await auction(server, ['p1', 'p3'], 2);
    expect(winners.map((w) => w.id)).toEqual(['p3', 'p1']);
    // p3: pCTR (50 + 1) / 1200; needs only ceil(300·0.005 / 0.0425) = 36 grosze, so pays the reserve.
    expect((await resolvedBid(winners[0]!.resolvedBidId)).price).toBe(100);
    await server.db.db.delete(statsDaily);
    await rebuildStatsRollups(server.db.db);
    await reloadIndex(server);
  });

  it('ineligible campaigns (paused, scheduled, ended, out of stock, budget spent, archived) never win', async () => {
    const ids = ['q-paused', 'q-scheduled', 'q-ended', 'q-nostock', 'q-daily-spent', 'q-total-spent', 'q-archived', 'q-ok'];
    const winners = await auction(server, ids, 8);
    expect(winners.map((w) => w.id)).toEqual(['q-ok']);
  });

  it('runs category auctions: a category includes its descendants; ids = all of, disjunctions = one of each', async () => {
    const run = async (category: unknown) => {
      const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 40, category }] });
      expect(res.status).toBe(201);
      return (res.body.results[0].winners as Array<{ id: string }>).map((w) => w.id).sort();
    };
    expect(await run({ id: 'footwear' })).toEqual(['shoe1']);
    expect(await run({ ids: ['footwear', 'footwear/shoes/sports-shoes'] })).toEqual(['shoe1']);
    expect(await run({ ids: ['footwear', 'apparel'] })).toEqual([]);
    expect(await run({ disjunctions: [['footwear', 'apparel/topwear']] })).toEqual(['p1', 'p2', 'p3', 'q-ok', 'shoe1']);
    expect(await run({ id: 'no-such-category' })).toEqual([]);
    // A code repeated counts once; more than 20 codes in one list is a 400 (each code costs its products).
    expect(await run({ ids: Array.from({ length: 20 }, () => 'footwear') })).toEqual(['shoe1']);
    expect(await run({ disjunctions: [Array.from({ length: 20 }, () => 'apparel/topwear')] })).toEqual(['p1', 'p2', 'p3', 'q-ok']);
  });

  it('answers error: true for unsupported auction types and still runs the others', async () => {
    const res = await callServing(server, '/v2/auctions', {
      auctions: [
        { type: 'videos', slots: 1 },
        { type: 'listings', slots: 1, products: { ids: ['p2'] } },
        // docs/staff-content.md: banner auctions are answered from static banners (none for this slot here).
        { type: 'banners', slots: 1, slotId: 'top' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.results[0]).toEqual({ resultType: 'videos', winners: [], error: true });
    expect(res.body.results[1]).toMatchObject({ resultType: 'listings', error: false, winners: [{ rank: 1, type: 'product', id: 'p2' }] });
    expect(res.body.results[2]).toEqual({ resultType: 'banners', winners: [], error: false });
  });

  it('picks up a new campaign after a campaigns.changed event', async () => {
    expect(await auction(server, ['p4'])).toEqual([]);
    const id = await seedCampaign(server.db.db, { accountId: account, name: 'late', maxCpc: 130, startDate: TODAY, productIds: ['p4'] });
    server.ctx.events.emit('campaigns.changed', [id]);
    await expect.poll(async () => (await auction(server, ['p4'])).map((w) => w.campaignId), { timeout: 3000, interval: 30 }).toEqual([id]);
  });

  it('refuses malformed requests with a 400 problem', async () => {
    const bad = [
      { auctions: [] },
      { auctions: Array.from({ length: 6 }, () => ({ type: 'listings', slots: 1, products: { ids: ['p1'] } })) },
      { auctions: [{ type: 'listings', slots: 0, products: { ids: ['p1'] } }] },
      { auctions: [{ type: 'listings', slots: 41, products: { ids: ['p1'] } }] },
      { auctions: [{ type: 'listings', slots: 1 }] },
      { auctions: [{ type: 'listings', slots: 1, category: { ids: Array.from({ length: 21 }, (_, i) => `c${i}`) } }] },
      { auctions: [{ type: 'listings', slots: 1, category: { disjunctions: [Array.from({ length: 21 }, (_, i) => `c${i}`)] } }] },
      {
        auctions: [
          { type: 'listings', slots: 1, products: { ids: ['p1'] } },
          { type: 'listings', slots: 1, products: { ids: ['p1'] }, category: { id: 'apparel' } },
        ],
      },
      'not json',
    ];
    for (const body of bad) {
      const res = await callServing(server, '/v2/auctions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('ValidationException');
    }
  });

  it('answers 401 UnauthorizedException without a valid shop API key', async () => {
    for (const key of [null, 'wrong-key-wrong-key-wrong-key']) {
      const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['p1'] } }] }, key);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'UnauthorizedException', status: 401 });
    }
    const res = await callServing(server, '/v2/events', { impressions: [] }, 'nope');
    expect(res.status).toBe(401);
  });

  it('offers the replay setup endpoint (not in the contract) only in demo mode', async () => {
    const res = await fetch(`${server.baseUrl}/v2/replay/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_SHOP_API_KEY}` },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
