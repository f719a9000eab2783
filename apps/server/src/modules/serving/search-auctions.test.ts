import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import {
  auction,
  callServing,
  reloadIndex,
  resolvedBid,
  searchAuction,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedKeywords,
  seedProducts,
  startServingServer,
} from '../../testing/serving.testkit';

// Search auctions on the real serving path (keyword index loaded from PostgreSQL, signed resolved bids);
// docs/search-placements.md "Search auctions".
const NOW = new Date('2026-03-10T10:00:00Z');
const START = '2026-03-01';
let server: TestServer;
let brandA: string;
let brandB: string;

const ids = async (query: string, options: Parameters<typeof searchAuction>[2] = {}) =>
  (await searchAuction(server, query, options)).map((w) => w.id).sort();
const campaign = (accountId: string, name: string, maxCpc: number, productIds: string[]) =>
  seedCampaign(server.db.db, { accountId, name, maxCpc, productIds, startDate: START });

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [
    ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => ({ id })),
    { id: 'p7', category: 'footwear/shoes/sports-shoes' },
    { id: 'p8', category: 'footwear/shoes/sports-shoes' },
  ]);
  brandA = await seedAccount(db, 'Brand A');
  brandB = await seedAccount(db, 'Brand B');
  // Match types: one campaign per type, all on "sneakersy damskie".
  await seedKeywords(db, await campaign(brandA, 'exact', 150, ['p1']), [{ text: 'Sneakersy damskie', matchType: 'EXACT' }]);
  await seedKeywords(db, await campaign(brandA, 'phrase', 150, ['p2']), [{ text: 'sneakersy damskie', matchType: 'PHRASE' }]);
  await seedKeywords(db, await campaign(brandA, 'broad', 150, ['p3']), [{ text: 'sneakersy DAMSKIE', matchType: 'BROAD' }]);
  // Negatives: kozaki, but not with "podróbka" anywhere nor exactly "kozaki tanie".
  await seedKeywords(
    db,
    await campaign(brandB, 'boots', 150, ['p4']),
    [{ text: 'kozaki', matchType: 'BROAD' }],
    [
      { text: 'podróbka', matchType: 'PHRASE' },
      { text: 'kozaki tanie', matchType: 'EXACT' },
    ],
  );
  await seedKeywords(db, await campaign(brandA, 'boots too', 150, ['p5']), [{ text: 'kozaki', matchType: 'BROAD' }]);
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('match types, Polish text (PostgreSQL, serving path)', () => {
  it('EXACT, PHRASE and BROAD all match the same words in any case and with diacritics', async () => {
    expect(await ids('Sneakersy DAMSKIE')).toEqual(['p1', 'p2', 'p3']);
    expect(await ids('sneakersy dámskie')).toEqual(['p1', 'p2', 'p3']);
  });

  it('PHRASE needs the words together and in order; BROAD takes any order; EXACT nothing more', async () => {
    expect(await ids('białe sneakersy damskie')).toEqual(['p2', 'p3']);
    expect(await ids('sneakersy białe damskie')).toEqual(['p3']);
    expect(await ids('damskie sneakersy')).toEqual(['p3']);
    expect(await ids('sneakersy męskie')).toEqual([]);
  });

  it('a negative keyword excludes its own campaign only: PHRASE anywhere (diacritics folded), EXACT only as a whole', async () => {
    expect(await ids('kozaki')).toEqual(['p4', 'p5']);
    expect(await ids('KOZAKI PODROBKA damskie')).toEqual(['p5']);
    expect(await ids('kozaki tanie')).toEqual(['p5']);
    expect(await ids('tanie kozaki')).toEqual(['p4', 'p5']);
  });

  it('searchQuery with products or a category: only those candidates', async () => {
    expect(await ids('sneakersy damskie', { products: ['p2', 'nope'] })).toEqual(['p2']);
    expect(await ids('sneakersy damskie', { category: 'apparel' })).toEqual(['p1', 'p2', 'p3']);
    expect(await ids('sneakersy damskie', { category: 'footwear' })).toEqual([]);
  });

  it('a searchQuery without letters or digits finds nothing alone and is ignored beside products', async () => {
    expect(await ids(' !!! ')).toEqual([]);
    expect(await ids('!!!', { products: ['p1', 'p4'] })).toEqual(['p1', 'p4']);
  });

  it('reads a long query up to its first words: a hostile one of 900 kB answers like a short one', async () => {
    // docs/search-placements.md "Long queries": the words past the 32nd, and the characters past the 1,000th, are not read.
    const filler = Array.from({ length: 40 }, (_, i) => `slowo${i}`).join(' ');
    expect(await ids(`kozaki ${filler}`)).toEqual(['p4', 'p5']);
    expect(await ids(`${filler} kozaki`)).toEqual([]);
    expect(await ids(`kozaki ${'a'.repeat(900_000)}`)).toEqual(['p4', 'p5']);
  });

  it('refuses a listings auction with both products and category, or with none of products, category and searchQuery', async () => {
    const both = await callServing(server, '/v2/auctions', {
      auctions: [{ type: 'listings', slots: 1, products: { ids: ['p1'] }, category: { id: 'apparel' } }],
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ type: 'ValidationException', field: 'auctions' });
    const none = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1 }] });
    expect(none.status).toBe(400);
  });
});

describe('keyword bids and the price (PostgreSQL, serving path; docs/auction.md)', () => {
  let keywordA: string;
  beforeAll(async () => {
    const db = server.db.db;
    const ids = await seedKeywords(db, await campaign(brandA, 'trampki A', 150, ['p6']), [
      { text: 'trampki', matchType: 'EXACT', bid: 400 },
    ]);
    keywordA = ids.trampki!;
    await seedKeywords(db, await campaign(brandB, 'trampki B', 300, ['p7']), [{ text: 'trampki', matchType: 'BROAD' }]);
    await reloadIndex(server);
  });

  it('a keyword bid replaces the max CPC in ranking and price; the resolved bid carries the keyword', async () => {
    const winners = await searchAuction(server, 'Trampki', { slots: 2 });
    expect(winners.map((w) => [w.id, resolvedBid(server, w.resolvedBidId)!.price])).toEqual([
      ['p6', 300], // 400 beats B's 300 although A's max CPC is 150; B's bid sets the price
      ['p7', 100],
    ]);
    expect(resolvedBid(server, winners[0]!.resolvedBidId)).toMatchObject({ maxCpc: 400, keywordId: keywordA });
    expect(winners[0]!.transparency.mainParameters).toContain('targeting: the search words entered');
    expect(await ids('trampki', { category: 'footwear' })).toEqual(['p7']);
  });

  it('a click on a search winner is charged its price, once, after its impression', async () => {
    const [win] = await searchAuction(server, 'trampki', { slots: 1 });
    const c = { id: 'search-click-1', occurredAt: NOW.toISOString(), opaqueUserId: 'shopper-1', resolvedBidId: win!.resolvedBidId };
    const res = await callServing(server, '/v2/events', { impressions: [{ ...c, id: 'search-imp-1' }], clicks: [c] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: { clicks: 1 }, charged: { clicks: 1, cost: 300 }, rejected: [] });
    const again = await callServing(server, '/v2/events', { clicks: [{ ...c, id: 'search-click-2' }] });
    expect(again.body).toMatchObject({ charged: { clicks: 0 } });
  });

  it('without searchQuery nothing changes: max CPCs rank, no keyword in the bid', async () => {
    const winners = await auction(server, ['p6', 'p7'], 2);
    expect(winners.map((w) => [w.id, resolvedBid(server, w.resolvedBidId)!.price])).toEqual([
      ['p7', 150],
      ['p6', 100],
    ]);
    expect(resolvedBid(server, winners[0]!.resolvedBidId)!.keywordId).toBeUndefined();
  });

  it('two keywords of the same account never price each other; the best matching keyword of a campaign bids', async () => {
    const db = server.db.db;
    await seedKeywords(db, await campaign(brandA, 'klapki 1', 150, ['p1']), [{ text: 'klapki', matchType: 'PHRASE', bid: 300 }]);
    const second = await seedKeywords(db, await campaign(brandA, 'klapki 2', 150, ['p2']), [
      { text: 'klapki basenowe', matchType: 'EXACT', bid: 250 },
      { text: 'klapki', matchType: 'BROAD' },
    ]);
    await reloadIndex(server);
    const alone = await searchAuction(server, 'klapki basenowe', { slots: 3 });
    expect(alone.map((w) => [w.id, resolvedBid(server, w.resolvedBidId)!.price])).toEqual([
      ['p1', 100],
      ['p2', 100],
    ]);
    expect(resolvedBid(server, alone[1]!.resolvedBidId)).toMatchObject({ maxCpc: 250, keywordId: second['klapki basenowe'] });

    await seedKeywords(db, await campaign(brandB, 'klapki B', 150, ['p8']), [{ text: 'basenowe', matchType: 'BROAD', bid: 180 }]);
    await reloadIndex(server);
    const rivals = await searchAuction(server, 'klapki basenowe', { slots: 3 });
    expect(rivals.map((w) => [w.id, resolvedBid(server, w.resolvedBidId)!.price])).toEqual([
      ['p1', 180],
      ['p2', 180],
      ['p8', 100],
    ]);
  });
});
