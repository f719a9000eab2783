import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import {
  callServing,
  reloadIndex,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedProducts,
  startServingServer,
} from '../../testing/serving.testkit';

// Staff manage shop API keys (docs/serving-trust.md "Channels, markets and shop API keys"). The clock is the test server's.
const START = new Date('2026-03-10T10:00:00Z');
const HOUR = 3_600_000;
let clock = START;
let server: TestServer;
let staff: ReturnType<typeof apiClient>;
let advertiser: ReturnType<typeof apiClient>;

const auctionWith = (key: string) =>
  callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['k1'] } }] }, key);

beforeAll(async () => {
  server = await startServingServer({ now: () => clock });
  const db = server.db.db;
  const ann = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1' });
  const marek = await createUser(db, { email: 'marek@staff.test', password: 'secret-pass-2', roles: ['marops'] });
  const annToken = await server.login(ann.email, ann.password);
  const staffToken = await server.login(marek.email, marek.password);
  advertiser = apiClient(server, () => annToken);
  staff = apiClient(server, () => staffToken);
  await seedCategories(db);
  await seedProducts(db, [{ id: 'k1' }]);
  const accountId = await seedAccount(db, 'Brand K');
  await seedCampaign(db, {
    accountId,
    name: 'K',
    maxCpc: 200,
    productIds: ['k1'],
    startDate: '2026-03-01',
    channel: 'ALL',
    markets: ['PL'],
  });
  await reloadIndex(server);
});
afterAll(async () => {
  await server?.close();
});

describe('/api/marops/shop-api-keys', () => {
  let eobuwie: { key: string; shopApiKey: { id: string } };

  it('creates a key for one channel and market, shown once, and lists it without the key', async () => {
    const res = await staff('POST', '/marops/shop-api-keys', { name: 'eobuwie.pl', channel: 'EOBUWIE', market: 'PL' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      shopApiKey: { name: 'eobuwie.pl', channel: 'EOBUWIE', market: 'PL', status: 'ACTIVE', expiresAt: null, revokedAt: null },
    });
    eobuwie = res.json;
    expect((await auctionWith(eobuwie.key)).body.results[0].winners).toHaveLength(1);
    const list = await staff('GET', '/marops/shop-api-keys');
    expect(list.status).toBe(200);
    expect(list.json.content.map((k: { channel: string }) => k.channel).sort()).toEqual(['EOBUWIE', 'MAIN']);
    expect(JSON.stringify(list.json)).not.toContain(eobuwie.key);
  });

  it('refuses ALL, unknown channels and inactive markets with a field', async () => {
    for (const [body, field] of [
      [{ name: 'x', channel: 'ALL', market: 'PL' }, 'CHANNEL'],
      [{ name: 'x', channel: 'OTHER', market: 'PL' }, 'CHANNEL'],
      [{ name: 'x', channel: 'MAIN', market: 'DE' }, 'MARKET'],
    ] as const) {
      const res = await staff('POST', '/marops/shop-api-keys', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', field });
    }
  });

  it('rotates: the new key works, the old one keeps working for the 24 h overlap and then stops', async () => {
    const res = await staff('POST', `/marops/shop-api-keys/${eobuwie.shopApiKey.id}/rotate`);
    expect(res.status).toBe(201);
    expect(res.json.shopApiKey).toMatchObject({ channel: 'EOBUWIE', market: 'PL', status: 'ACTIVE' });
    const list = await staff('GET', '/marops/shop-api-keys');
    expect(list.json.content.find((k: { id: string }) => k.id === eobuwie.shopApiKey.id)).toMatchObject({
      status: 'ROTATING',
      expiresAt: new Date(START.getTime() + 24 * HOUR).toISOString(),
      replacedBy: res.json.shopApiKey.id,
    });
    expect((await auctionWith(res.json.key)).status).toBe(201);
    expect((await auctionWith(eobuwie.key)).status).toBe(201);
    expect((await staff('POST', `/marops/shop-api-keys/${eobuwie.shopApiKey.id}/rotate`)).json).toMatchObject({ field: 'ID' });
    clock = new Date(START.getTime() + 24 * HOUR - 1000);
    expect((await auctionWith(eobuwie.key)).status).toBe(201);
    clock = new Date(START.getTime() + 24 * HOUR);
    expect((await auctionWith(eobuwie.key)).status).toBe(401);
    expect((await auctionWith(res.json.key)).status).toBe(201);
    eobuwie = res.json;
  });

  it('revokes: the key fails at once', async () => {
    expect((await auctionWith(eobuwie.key)).status).toBe(201);
    const res = await staff('POST', `/marops/shop-api-keys/${eobuwie.shopApiKey.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'REVOKED', revokedAt: clock.toISOString() });
    expect((await auctionWith(eobuwie.key)).status).toBe(401);
    expect((await staff('POST', '/marops/shop-api-keys/4c1f6a8e-0b5d-4e2a-9f3c-7d8e9a0b1c2d/revoke')).status).toBe(404);
  });

  it('answers 403 to an advertiser on every key route', async () => {
    const id = eobuwie.shopApiKey.id;
    for (const [method, path] of [
      ['GET', '/marops/shop-api-keys'],
      ['POST', '/marops/shop-api-keys'],
      ['POST', `/marops/shop-api-keys/${id}/rotate`],
      ['POST', `/marops/shop-api-keys/${id}/revoke`],
    ] as const) {
      const res = await advertiser(method, path, method === 'POST' ? { name: 'x', channel: 'MAIN', market: 'PL' } : undefined);
      expect(res.status, path).toBe(403);
      expect(res.json.type).toBe('AccessForbiddenException');
    }
  });
});
