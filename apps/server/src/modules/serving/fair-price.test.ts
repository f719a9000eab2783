import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import { auction, callServing, reloadIndex, resolvedBid, seedAccount, seedCampaign, seedCategories, seedProducts, startServingServer } from '../../testing/serving.testkit';

// The fair second price on the real serving path (ad index on PostgreSQL, signed resolved bids):
// a winner's price is set only by bids of another advertiser account (docs/auction.md).
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let own: string;

const prices = async (productIds: string[], slots: number) =>
  (await auction(server, productIds, slots)).map((w) => [w.id, resolvedBid(server, w.resolvedBidId)!.price]);

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'f1' }, { id: 'f2' }, { id: 'f3' }, { id: 'f4' }, { id: 'f5' }]);
  own = await seedAccount(db, 'Brand X');
  await seedCampaign(db, { accountId: own, startDate: '2026-03-01', name: 'X on three SKUs', maxCpc: 250, productIds: ['f1', 'f2', 'f3'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('fair second price (PostgreSQL, serving path)', () => {
  it('a campaign alone on 3 of its own SKUs pays the reserve price on each', async () => {
    expect(await prices(['f1', 'f2', 'f3'], 3)).toEqual([
      ['f1', 100],
      ['f2', 100],
      ['f3', 100],
    ]);
  });

  it("a rival campaign of the winner's own account does not set the price", async () => {
    await seedCampaign(server.db.db, { accountId: own, startDate: '2026-03-01', name: 'X again', maxCpc: 240, productIds: ['f1', 'f4'] });
    await reloadIndex(server);
    expect(await prices(['f1', 'f4'], 2)).toEqual([
      ['f1', 100],
      ['f4', 100],
    ]);
  });

  it('a rival of another account on the next product sets the price', async () => {
    const rival = await seedAccount(server.db.db, 'Brand Y');
    await seedCampaign(server.db.db, { accountId: rival, startDate: '2026-03-01', name: 'Y', maxCpc: 180, productIds: ['f5'] });
    await reloadIndex(server);
    // Equal pCTRs (prior only): the price is the other account's max CPC; Y itself pays the reserve.
    expect(await prices(['f1', 'f4', 'f5'], 3)).toEqual([
      ['f1', 180],
      ['f4', 180],
      ['f5', 100],
    ]);
  });

  it('each winner carries the DSA transparency of its account (art. 26(1))', async () => {
    const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['f5'] } }] });
    expect(res.body.results[0].winners[0].transparency).toEqual({
      sponsored: true,
      onBehalfOf: 'Brand Y',
      paidBy: 'Brand Y',
      mainParameters: expect.arrayContaining(['targeting: the product on this page']),
    });
  });
});
