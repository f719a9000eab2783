import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, products, queryRows } from '@ads/db';
import { type TestServer } from '../../../testing/server.testkit';
import {
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
  servingFor,
  startServingServer,
} from '../../../testing/serving.testkit';

// Category auctions count the campaign products the ad index leaves out (docs/auction-insight.md "Out of stock
// and account state"), by the index's rule: a product is in its category and in each ancestor.
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
const ids: Record<string, string> = {};

interface Counted {
  eligible: number;
  won: number;
  lost: number;
  outOfStock: number;
  accountState: number;
  placeNotServed: number;
}

/** The flushed counts of one campaign, summed over its products and hours (`lost`: every reason). */
async function counted(campaignId: string): Promise<Counted> {
  const [row] = await queryRows<Counted>(
    server.db.db,
    sql`select coalesce(sum(eligible), 0)::int as eligible, coalesce(sum(won), 0)::int as won,
          coalesce(sum(outbid + paced + daily_budget + total_budget + out_of_stock + account_state + place_not_served + keyword_not_matched), 0)::int as lost,
          coalesce(sum(out_of_stock), 0)::int as "outOfStock", coalesce(sum(account_state), 0)::int as "accountState",
          coalesce(sum(place_not_served), 0)::int as "placeNotServed"
        from auction_insight_hourly where campaign_id = ${campaignId}::uuid`,
  );
  return row!;
}

/** Runs listings auctions of these categories (contract AuctionCategory), flushes, and returns every campaign's counts. */
async function runCategories(...categories: unknown[]): Promise<Record<string, Counted>> {
  const res = await callServing(server, '/v2/auctions', {
    auctions: categories.map((category) => ({ type: 'listings', slots: 2, category })),
  });
  expect(res.status).toBe(201);
  await flushInsight(server);
  return countsByName();
}

async function countsByName(): Promise<Record<string, Counted>> {
  const out: Record<string, Counted> = {};
  for (const [name, id] of Object.entries(ids)) {
    out[name] = await counted(id);
    expect(out[name].won + out[name].lost, name).toBe(out[name].eligible);
  }
  return out;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [
    { id: 'live', category: 'footwear/shoes/sports-shoes' },
    { id: 'oos', category: 'footwear/shoes/sports-shoes', stock: 0 },
    { id: 'susp', category: 'footwear/shoes' },
    { id: 'eob-oos', category: 'footwear/shoes/sports-shoes', stock: 0 },
    { id: 'other-oos', category: 'apparel/topwear/tshirts', stock: 0 },
  ]);
  const a = await seedAccount(db, 'Category A');
  const s = await seedAccount(db, 'Category suspended');
  await db.update(accounts).set({ status: 'SUSPENDED' }).where(eq(accounts.id, s));
  const base = { accountId: a, startDate: '2026-03-01', maxCpc: 200 };
  ids.live = await seedCampaign(db, { ...base, name: 'live', productIds: ['live'] });
  ids.oos = await seedCampaign(db, { ...base, name: 'oos', productIds: ['oos'] });
  ids.susp = await seedCampaign(db, { ...base, accountId: s, name: 'susp', productIds: ['susp'] });
  // An in-stock product in the index (through 'live') whose other campaign's account is suspended: counted once.
  ids.suspLive = await seedCampaign(db, { ...base, accountId: s, name: 'susp-live', productIds: ['live'] });
  ids.eob = await seedCampaign(db, { ...base, name: 'eob', productIds: ['eob-oos'], channel: 'EOBUWIE', markets: ['PL'] });
  ids.other = await seedCampaign(db, { ...base, name: 'other', productIds: ['other-oos'] });
  await seedKeywords(db, ids.live, [{ text: 'running', matchType: 'BROAD' }]);
  await reloadIndex(server);
  await reloadInsight(server);
});

beforeEach(async () => {
  await server.db.db.execute(sql`delete from auction_insight_hourly`);
});

afterAll(async () => {
  await server?.close();
});

describe('auction insight of category auctions', () => {
  it('counts the out-of-stock and account-state campaign products of the category and its subcategories, not of another', async () => {
    const c = await runCategories({ id: 'footwear' });
    expect(c.live).toMatchObject({ eligible: 1, won: 1 });
    expect(c.oos).toMatchObject({ eligible: 1, outOfStock: 1, won: 0 });
    expect(c.susp).toMatchObject({ eligible: 1, accountState: 1, won: 0 });
    expect(c.suspLive).toMatchObject({ eligible: 1, accountState: 1 });
    // Channel and market first, as the ad index: the default key is not EOBUWIE's.
    expect(c.eob).toMatchObject({ eligible: 1, placeNotServed: 1, outOfStock: 0 });
    expect(c.other).toMatchObject({ eligible: 0 });
  });

  it('counts a product in the deepest category, and nothing for a category with none of them', async () => {
    const c = await runCategories({ id: 'footwear/shoes/sports-shoes' }, { id: 'apparel/topwear' });
    expect(c.oos).toMatchObject({ eligible: 1, outOfStock: 1 });
    expect(c.susp).toMatchObject({ eligible: 0 }); // its category is footwear/shoes, above sports-shoes
    expect(c.other).toMatchObject({ eligible: 1, outOfStock: 1 }); // apparel/topwear holds tshirts
  });

  it('follows ids (every category) and disjunctions as the candidates do, a product once per auction', async () => {
    const c = await runCategories(
      { ids: ['footwear', 'footwear/shoes/sports-shoes'] },
      { ids: ['footwear', 'apparel'] },
      { disjunctions: [['footwear', 'footwear/shoes']] },
      { disjunctions: [['apparel', 'footwear/shoes'], ['footwear/shoes/sports-shoes']] },
    );
    // ids: in both (1); none in footwear and apparel (0); footwear or shoes: once (1); (apparel or shoes) and sports-shoes (1).
    expect(c.oos).toMatchObject({ eligible: 3, outOfStock: 3 });
    expect(c.live).toMatchObject({ eligible: 3 });
    expect(c.suspLive).toMatchObject({ eligible: 3, accountState: 3 });
    expect(c.susp).toMatchObject({ eligible: 1, accountState: 1 });
    expect(c.other).toMatchObject({ eligible: 0 });
  });

  it('counts them in a search auction with a category too', async () => {
    await searchAuction(server, 'running shoes', { category: 'footwear/shoes' });
    await flushInsight(server);
    const c = await countsByName();
    expect(c.live).toMatchObject({ eligible: 1, won: 1 });
    expect(c.oos).toMatchObject({ eligible: 1, outOfStock: 1 });
    expect(c.susp).toMatchObject({ eligible: 1, accountState: 1 });
    expect(c.other).toMatchObject({ eligible: 0 });
  });

  it('moves a product between the index and the left-out map when its stock changes', async () => {
    const serving = servingFor(server.ctx)!;
    const insight = serving.insight!;
    const setStock = async (stock: number) => {
      await server.db.db.update(products).set({ stock }).where(eq(products.id, 'oos'));
      server.ctx.events.emit('catalogue.changed', ['oos']);
      await serving.index.settled();
    };
    expect(insight.unlistedOf('oos')).toEqual([{ campaignId: ids.oos, reason: 'OUT_OF_STOCK' }]);

    await setStock(5);
    await vi.waitFor(() => expect(insight.unlistedOf('oos')).toEqual([]), { timeout: 5_000 });
    expect(serving.index.productsInCategory('footwear').has('oos')).toBe(true);
    let c = await runCategories({ id: 'footwear' });
    expect(c.oos).toMatchObject({ eligible: 1, outOfStock: 0 });
    expect(c.oos!.won).toBe(1); // two slots, two equal bids in the index

    await server.db.db.execute(sql`delete from auction_insight_hourly`);
    await setStock(0);
    await vi.waitFor(() => expect(insight.unlistedOf('oos')).toEqual([{ campaignId: ids.oos, reason: 'OUT_OF_STOCK' }]), {
      timeout: 5_000,
    });
    expect(serving.index.productsInCategory('footwear').has('oos')).toBe(false);
    c = await runCategories({ id: 'footwear' });
    expect(c.oos).toMatchObject({ eligible: 1, outOfStock: 1, won: 0 });
  });
});
