import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../test-support/server';
import { createAccount, createUser } from '../../test-support/fixtures';
import { apiClient } from '../accounts/accounts.test-kit';
import { addShopApiKey, callServing, startServingServer, TEST_EOBUWIE_KEY, TEST_SHOP_API_KEY } from '../serving/test-fixtures';
import { servingFor } from '../serving/serving.module';
import { goodPng } from '../../testing/media.testkit';

// Issue #10: staff announcements, static banners (and their banner auctions); the content hub is tested in content/content.test.ts.
let server: TestServer;
let staff: ReturnType<typeof apiClient>;
let brandUser: ReturnType<typeof apiClient>;
let merchantUser: ReturnType<typeof apiClient>;
let brand: string;
let merchant: string;
let imageId: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ads-content-'));
  server = await startServingServer({ env: { DATA_DIR: dataDir, ALLOWED_EXTERNAL_HOSTS: 'www.eobuwie.pl' } });
  await addShopApiKey(server, TEST_EOBUWIE_KEY, 'EOBUWIE');
  const db = server.ctx.db;
  await createUser(db, { email: 'staff@retailer.test', password: 'secret-pass-1', roles: ['marops'] });
  const b = await createUser(db, { email: 'bea@brand.test', password: 'secret-pass-1' });
  const m = await createUser(db, { email: 'max@merchant.test', password: 'secret-pass-1' });
  brand = await createAccount(db, { name: 'Brand A', type: 'BRAND', memberIds: [b.id] });
  merchant = await createAccount(db, { name: 'Merchant B', type: 'MERCHANT', memberIds: [m.id] });
  const tokens = await Promise.all(
    ['staff@retailer.test', 'bea@brand.test', 'max@merchant.test'].map((e) => server.login(e, 'secret-pass-1')),
  );
  [staff, brandUser, merchantUser] = tokens.map((t) => apiClient(server, () => t)) as [typeof staff, typeof staff, typeof staff];
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await goodPng(728, 90))], { type: 'image/png' }), 'leaderboard.png');
  const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}` },
    body: form,
  });
  imageId = ((await res.json()) as { files: { id: string }[] }).files[0]!.id;
});
afterAll(() => server?.close());

const texts = async (call: typeof staff, account: string) =>
  ((await call('GET', `/account-announcements/${account}`)).json as { text: string }[]).map((a) => a.text);

describe('announcements (spec §2, §5, §7 /marops/account-announcements)', () => {
  const base = { type: 'INFO', text: 'Brand week starts Monday', audience: 'BRAND', accountIds: [], active: true };

  it('publishes for BRAND accounts: the brand advertiser sees it, the merchant does not', async () => {
    const res = await staff('POST', '/marops/account-announcements', {
      ...base,
      name: 'Brand week',
      link: 'https://www.eobuwie.pl/brand-week',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Brand week', audience: 'BRAND', version: 1 });
    expect(await texts(brandUser, brand)).toContain('Brand week starts Monday');
    expect(await texts(merchantUser, merchant)).not.toContain('Brand week starts Monday');
    const list = await staff('GET', '/marops/account-announcements');
    expect(list.json.map((a: { name: string }) => a.name)).toContain('Brand week');
  });

  it('answers 409 AnnouncementNameTakenException for a taken name in any letter case', async () => {
    const res = await staff('POST', '/marops/account-announcements', { ...base, name: 'BRAND WEEK' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ type: 'AnnouncementNameTakenException', field: 'name' });
  });

  it('refuses links to hosts not allowed and script protocols (spec §8)', async () => {
    for (const link of ['https://evil.test/x', 'javascript:alert(1)', '//evil.test']) {
      const res = await staff('POST', '/marops/account-announcements', { ...base, name: `bad ${link}`, link });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', field: 'LINK' });
    }
  });

  it('targets chosen accounts and edits with If-Match (412 when stale)', async () => {
    const created = await staff('POST', '/marops/account-announcements', {
      ...base,
      name: 'Merchants only',
      text: 'Hi merchant',
      audience: 'ACCOUNTS',
      accountIds: [merchant],
    });
    expect(await texts(merchantUser, merchant)).toContain('Hi merchant');
    expect(await texts(brandUser, brand)).not.toContain('Hi merchant');
    const path = `/marops/account-announcements/${created.json.id}`;
    const stale = await staff('PUT', path, { ...base, name: 'Merchants only', text: 'Bye' }, { 'if-match': '"9"' });
    expect(stale.status).toBe(412);
    const edited = await staff('PUT', path, { ...base, name: 'Merchants only', text: 'Hi all', audience: 'ALL' }, { 'if-match': '"1"' });
    expect(edited.json.version).toBe(2);
    expect(await texts(brandUser, brand)).toContain('Hi all');
  });

  it('refuses advertisers (403)', async () => {
    expect((await brandUser('GET', '/marops/account-announcements')).status).toBe(403);
  });
});

describe('static banners (spec §2, §5, §7 /marops/static-banners) and banner auctions (Topsort v2)', () => {
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
