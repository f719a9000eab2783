import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import {
  addShopApiKey,
  callServing,
  servingFor,
  startServingServer,
  TEST_EOBUWIE_KEY,
  TEST_SHOP_API_KEY,
} from '../../testing/serving.testkit';
import { goodPng } from '../../testing/media.testkit';

// Static banners (docs/requirements.md §6) and the banner auctions serving answers from them.
let server: TestServer;
let staff: ReturnType<typeof apiClient>;
let imageId: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ads-content-'));
  server = await startServingServer({ env: { DATA_DIR: dataDir, ALLOWED_EXTERNAL_HOSTS: 'www.eobuwie.pl' } });
  await addShopApiKey(server, TEST_EOBUWIE_KEY, 'EOBUWIE');
  await createUser(server.ctx.db, { email: 'staff@retailer.test', password: 'secret-pass-1', roles: ['marops'] });
  const token = await server.login('staff@retailer.test', 'secret-pass-1');
  staff = apiClient(server, () => token);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await goodPng(728, 90))], { type: 'image/png' }), 'leaderboard.png');
  const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  imageId = ((await res.json()) as { files: { id: string }[] }).files[0]!.id;
});
afterAll(() => server?.close());

describe('static banners (docs/requirements.md §2, §5, §7 /marops/static-banners) and banner auctions (Topsort v2)', () => {
  const bannerAuction = async (key: string, slotId = 'home-top') =>
    (await callServing(server, '/v2/auctions', { auctions: [{ type: 'banners', slots: 1, slotId }] }, key)).body.results[0];
  let bannerId: string;

  it('serves the static banner of the placement, channel and market, and nothing on EOBUWIE', async () => {
    const res = await staff('POST', '/marops/static-banners', {
      placement: 'home-top',
      channel: 'MAIN',
      market: 'PL',
      mediaId: imageId,
      link: '/sale',
      altText: 'Winter sale',
    });
    expect(res.status).toBe(201);
    bannerId = res.json.id;
    expect(res.json.image).toMatchObject({ id: imageId, width: 728, height: 90 });
    await servingFor(server.ctx)!.banners.ready;
    const main = await bannerAuction(TEST_SHOP_API_KEY);
    expect(main).toMatchObject({ resultType: 'banners', error: false });
    expect(main.winners).toEqual([
      {
        rank: 1,
        type: 'url',
        id: bannerId,
        resolvedBidId: expect.any(String),
        // DSA art. 26(1): the retailer shows and pays for its own static banners.
        transparency: { sponsored: true, onBehalfOf: server.ctx.config.billing.seller.name, paidBy: server.ctx.config.billing.seller.name, mainParameters: expect.any(Array) },
        asset: [
          { url: `${server.baseUrl}${res.json.image.url}`, content: { altText: 'Winter sale', width: 728, height: 90, link: '/sale' } },
        ],
      },
    ]);
    expect((await fetch(main.winners[0].asset[0].url)).headers.get('content-type')).toBe('image/png');
    expect((await bannerAuction(TEST_EOBUWIE_KEY)).winners).toEqual([]);
    expect((await bannerAuction(TEST_SHOP_API_KEY, 'other-slot')).winners).toEqual([]);
  });

  it('answers 409 StaticBannerDuplicatedPlacementChannelMarketException for a second banner of the place', async () => {
    const res = await staff('POST', '/marops/static-banners', {
      placement: 'HOME-TOP',
      channel: 'MAIN',
      market: 'PL',
      mediaId: imageId,
      altText: 'Again',
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      type: 'StaticBannerDuplicatedPlacementChannelMarketException',
      title: 'Static banner for placement, channel and market already exists.',
    });
  });

  it('refuses to delete the image while the banner uses it; after the banner is deleted the slot is empty', async () => {
    const refused = await staff('DELETE', `/marops/content/media/${imageId}`);
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toContain('static banner home-top / MAIN / PL');
    expect((await staff('DELETE', `/marops/static-banners/${bannerId}`)).status).toBe(204);
    await servingFor(server.ctx)!.banners.ready;
    expect((await bannerAuction(TEST_SHOP_API_KEY)).winners).toEqual([]);
  });

  it('checks channel, market and end date', async () => {
    const body = { placement: 'p1', channel: 'MAIN', market: 'PL', mediaId: imageId, altText: 'x' };
    expect((await staff('POST', '/marops/static-banners', { ...body, channel: 'NOPE' })).json.field).toBe('CHANNEL');
    expect((await staff('POST', '/marops/static-banners', { ...body, market: 'CZ' })).json.field).toBe('MARKET');
    const dates = { startsAt: '2026-01-02T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' };
    expect((await staff('POST', '/marops/static-banners', { ...body, ...dates })).json.field).toBe('END_DATE');
  });
});
