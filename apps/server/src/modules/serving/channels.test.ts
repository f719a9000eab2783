import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import {
  addShopApiKey,
  auction,
  callServing,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  resolvedBid,
  startServingServer,
  TEST_EOBUWIE_KEY,
  TEST_SHOP_API_KEY,
} from '../../testing/serving.testkit';

// docs/serving-trust.md "Channels, markets and shop API keys": a campaign wins only auctions of its channel and market (the presenting key's).
const NOW = new Date('2026-03-10T10:00:00Z');
const MAIN_CZ_KEY = 'test-main-cz-key-0123456789abcdef';
let server: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  await addShopApiKey(server, TEST_EOBUWIE_KEY, 'EOBUWIE');
  // A CZ key (markets beyond PL are not offered yet; the filter must still keep them apart).
  await addShopApiKey(server, MAIN_CZ_KEY, 'MAIN', 'CZ');
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'main-only' }, { id: 'eob-only' }, { id: 'both' }, { id: 'rival' }]);
  const account = await seedAccount(db, 'Brand Ch');
  const base = { accountId: account, startDate: '2026-03-01' };
  ids.main = await seedCampaign(db, { ...base, name: 'main PL', maxCpc: 300, productIds: ['main-only'], channel: 'MAIN', markets: ['PL'] });
  ids.eob = await seedCampaign(db, {
    ...base,
    name: 'eobuwie PL',
    maxCpc: 300,
    productIds: ['eob-only'],
    channel: 'EOBUWIE',
    markets: ['PL'],
  });
  ids.all = await seedCampaign(db, { ...base, name: 'all PL', maxCpc: 300, productIds: ['both'], channel: 'ALL', markets: ['PL'] });
  // Of another account: only another account's bid sets a winner's price (docs/auction.md).
  const rivalAccount = await seedAccount(db, 'Brand Rival');
  ids.rival = await seedCampaign(db, { ...base, accountId: rivalAccount, name: 'rival', maxCpc: 200, productIds: ['rival'], channel: 'ALL', markets: ['PL'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

const winners = async (key: string, products = ['main-only', 'eob-only', 'both']) =>
  (await auction(server, products, 5, key)).map((w) => w.campaignId).sort();

describe('auctions filter campaigns by the shop API key channel and market', () => {
  it('a main-channel PL campaign wins with the main/PL key and never with the EOBUWIE/PL key', async () => {
    expect(await winners(TEST_SHOP_API_KEY, ['main-only'])).toEqual([ids.main]);
    expect(await winners(TEST_EOBUWIE_KEY, ['main-only'])).toEqual([]);
  });

  it('an EOBUWIE campaign wins only with the EOBUWIE key; an ALL campaign wins with both', async () => {
    expect(await winners(TEST_SHOP_API_KEY)).toEqual([ids.main, ids.all].sort());
    expect(await winners(TEST_EOBUWIE_KEY)).toEqual([ids.eob, ids.all].sort());
  });

  it('a key of a market the campaigns do not name wins nothing', async () => {
    expect(await winners(MAIN_CZ_KEY)).toEqual([]);
  });

  it('signs the key into each resolved bid', async () => {
    const [win] = await auction(server, ['both'], 1, TEST_EOBUWIE_KEY);
    const [row] = await queryRows<{ channel: string }>(
      server.db.db,
      sql`select channel from shop_api_keys where id = ${resolvedBid(server, win!.resolvedBidId)!.keyId}`,
    );
    expect(row).toEqual({ channel: 'EOBUWIE' });
  });
});

describe('events are bound to the key that made the resolved bid', () => {
  it('rejects an impression and records a click sent with another key as invalid (KEY_MISMATCH), charging nothing', async () => {
    const [win] = await auction(server, ['both', 'rival'], 1, TEST_SHOP_API_KEY);
    expect(win!.campaignId).toBe(ids.all);
    const at = NOW.toISOString();
    const event = (id: string) => ({ id, occurredAt: at, opaqueUserId: 'u1', resolvedBidId: win!.resolvedBidId });
    const res = await callServing(server, '/v2/events', { impressions: [event('imp-x')], clicks: [event('click-x')] }, TEST_EOBUWIE_KEY);
    expect(res.status).toBe(200);
    expect(res.body.rejected).toEqual([{ kind: 'impression', index: 0, id: 'imp-x', reason: 'KEY_MISMATCH' }]);
    expect(res.body.charged).toEqual({ clicks: 0, cost: 0 });
    const [spent] = await queryRows<{ reasons: string[]; spent: number }>(
      server.db.db,
      sql`select (select array_agg(not_billable_reason) from clicks where resolved_bid_id = ${win!.resolvedBidId}) as reasons,
                 (select spent_total::int from campaigns where id = ${ids.all}) as spent`,
    );
    expect(spent).toEqual({ reasons: ['KEY_MISMATCH'], spent: 0 });
    // The invalid click did not use up the bid's one click: with the auction's key it is charged (GSP price against the rival: 200).
    const ok = await callServing(server, '/v2/events', { impressions: [event('imp-y')], clicks: [event('click-y')] }, TEST_SHOP_API_KEY);
    expect(ok.body).toMatchObject({ rejected: [], charged: { clicks: 1, cost: 200 } });
  });
});
