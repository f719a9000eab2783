import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { campaignDraftProducts, campaignDrafts, campaignProducts, campaigns, queryRows, stores } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { importSampleCatalogue } from '../../testing/catalogue.testkit';
import { assignStoreShare } from '../stores';

describe('catalogue API (docs/requirements.md §7)', () => {
  let server: TestServer;
  let token: string;
  let brandAccount: string, merchantAccount: string, foreignAccount: string;
  let draftId: string, campaignId: string, foreignDraftId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.ctx.db;
    await importSampleCatalogue(db, { limit: 1500 });
    const [store] = await db.insert(stores).values({ externalId: 'store-1', name: 'Store 1', channel: 'MAIN' }).returning();
    await assignStoreShare(db, store!.id, { share: 0.3, salt: 'store-1' });
    const user = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    brandAccount = await createAccount(db, { name: 'Nike and Puma', type: 'BRAND', brandCodes: ['nike', 'puma'], memberIds: [user.id] });
    merchantAccount = await createAccount(db, { name: 'Store 1', type: 'MERCHANT', storeId: store!.id, memberIds: [user.id] });
    foreignAccount = await createAccount(db, { name: 'Someone else', type: 'BRAND', brandCodes: ['nike'] });
    draftId = (await db.insert(campaignDrafts).values({ accountId: brandAccount, name: 'Draft' }).returning())[0]!.id;
    await db.insert(campaignDraftProducts).values(['1163', '1164'].map((productId) => ({ draftId, productId })));
    const [campaign] = await db
      .insert(campaigns)
      .values({ accountId: brandAccount, name: 'Live', maxCpc: 100, dailyBudget: 2000, startDate: '2026-01-01' })
      .returning();
    campaignId = campaign!.id;
    await db.insert(campaignProducts).values({ campaignId, productId: '1163' });
    foreignDraftId = (await db.insert(campaignDrafts).values({ accountId: foreignAccount }).returning())[0]!.id;
    token = await server.login(user.email, user.password);
  });
  afterAll(() => server?.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
  const get = async (path: string, accountId = brandAccount): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}`, 'account-id': accountId } });
    return { status: res.status, body: await res.json() };
  };
  const count = async (where: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(server.ctx.db, sql`select count(*)::int as n from products p where ${where}`))[0]!.n;
  const nikeOrPuma = sql`p.brand_code in ('nike', 'puma')`;

  it('GET /services-config gives requirements, markets and channels', async () => {
    const { status, body } = await get('/services-config');
    expect(status).toBe(200);
    expect(body).toEqual({
      campaignRequirements: server.ctx.config.campaignRequirements,
      keywordRequirements: { maxKeywords: 1000, maxNegativeKeywords: 1000, maxLength: 80, maxWords: 10 },
      markets: [{ code: 'PL', label: 'Poland' }],
      activeChannelMarkets: { MAIN: [{ code: 'PL' }], EOBUWIE: [{ code: 'PL' }] },
      channels: [
        { code: 'MAIN', label: 'Shop' },
        { code: 'EOBUWIE', label: 'eobuwie' },
        { code: 'ALL', label: 'Shop and eobuwie' },
      ],
    });
  });

  it('GET /brands and /category-dictionaries list the dictionaries', async () => {
    const brands = await get('/brands');
    expect(brands.body).toContainEqual({ code: 'nike', label: 'Nike' });
    const labels = brands.body.map((b: { label: string }) => b.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const cats = await get('/category-dictionaries?channels=MAIN,EOBUWIE&markets=PL');
    expect(cats.body).toContainEqual({ code: 'apparel', path: 'Apparel' });
    expect(cats.body).toContainEqual({ code: 'apparel/topwear', path: 'Apparel > Topwear' });
    expect(cats.body).toContainEqual({ code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts' });
    expect((await get('/category-dictionaries?markets=DE')).body).toEqual([]);
  });

  it("lists the BRAND account's inventory, 10 per page by default", async () => {
    const { status, body } = await get('/products');
    expect(status).toBe(200);
    const total = await count(nikeOrPuma);
    expect(total).toBeGreaterThan(20);
    expect(body).toMatchObject({ page: 0, size: 10, totalElements: total, totalPages: Math.ceil(total / 10) });
    expect(body.content).toHaveLength(10);
    expect(body.availableFilters).toBeUndefined();
    for (const p of body.content) expect(['nike', 'puma']).toContain(p.brand.code);
  });

  it('shows a product with its price in grosze, category path and stock', async () => {
    const { body } = await get('/products?search=1163');
    const p = body.content.find((x: { sku: string }) => x.sku === '1163');
    const [row] = await queryRows<{ stock: number }>(server.ctx.db, sql`select stock from products where id = '1163'`);
    expect(p).toEqual({
      sku: '1163',
      name: 'Nike Sahara Team India Fanwear Round Neck Jersey',
      brand: { code: 'nike', label: 'Nike' },
      seasonCode: 'SUMMER',
      categoryCode: 'apparel/topwear/tshirts',
      categoryPath: 'Apparel > Topwear > Tshirts',
      price: 4162,
      imageUrl: expect.stringMatching(/^http:\/\/assets\.myntassets\.com\//),
      stock: row!.stock,
      inStock: row!.stock > 0,
    });
  });

  it('pages consistently', async () => {
    const ten = (await get('/products?page=0&size=10')).body.content.map((p: { sku: string }) => p.sku);
    const second = await get('/products?page=1&size=5');
    expect(second.body.content.map((p: { sku: string }) => p.sku)).toEqual(ten.slice(5, 10));
    expect((await get('/products?size=101')).body).toMatchObject({ type: 'ValidationException' });
  });

  it('searches name and SKU case-insensitively', async () => {
    const { body } = await get('/products?search=JERSEY&size=100');
    expect(body.totalElements).toBe(await count(sql`${nikeOrPuma} and p.name ilike '%jersey%'`));
    expect(body.totalElements).toBeGreaterThan(0);
    for (const p of body.content) expect(p.name.toLowerCase()).toContain('jersey');
    expect((await get('/products?search=100%25')).body.totalElements).toBe(0);
  });

  it('filters by brand, season and category (a category matches its subcategories)', async () => {
    const puma = await get('/products?brandCodes=puma&size=100');
    expect(puma.body.totalElements).toBe(await count(sql`p.brand_code = 'puma'`));
    const summer = await get('/products?seasonCodes=summer,WINTER');
    expect(summer.body.totalElements).toBe(await count(sql`${nikeOrPuma} and p.season_code in ('SUMMER', 'WINTER')`));
    const topwear = await get('/products?categoryCodes=apparel/topwear&size=100');
    expect(topwear.body.totalElements).toBe(await count(sql`${nikeOrPuma} and p.category_code like 'apparel/topwear/%'`));
    for (const p of topwear.body.content) expect(p.categoryCode.startsWith('apparel/topwear/')).toBe(true);
    const apparel = await get('/products?categoryCodes=apparel,footwear');
    expect(apparel.body.totalElements).toBe(
      await count(sql`${nikeOrPuma} and split_part(p.category_code, '/', 1) in ('apparel', 'footwear')`),
    );
    expect((await get('/products?brandCodes=&seasonCodes=')).body.totalElements).toBe(await count(nikeOrPuma));
  });

  it('GET /products/skus gives the SKUs of every matching product up to the SKU limit, in the list order, and the full count', async () => {
    const all = await get('/products/skus');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await count(nikeOrPuma));
    expect(all.body.limit).toBe(1000);
    expect(all.body.skus).toHaveLength(Math.min(all.body.total, 1000));
    const firstPage = await get('/products?size=100');
    expect(all.body.skus.slice(0, 100)).toEqual(firstPage.body.content.map((p: { sku: string }) => p.sku));
    const puma = await get('/products/skus?brandCodes=puma&search=shoe');
    expect(puma.body.total).toBe(await count(sql`p.brand_code = 'puma' and p.name ilike '%shoe%'`));
    expect(puma.body.skus).toHaveLength(puma.body.total);
    const notInDraft = await get(`/products/skus?brandCodes=nike&campaignId=${draftId}`);
    expect(notInDraft.body.skus).not.toContain('1163');
    expect((await get('/products/skus', foreignAccount)).status).toBe(403);
  });

  it('returns available filters, each facet counted over the other filters', async () => {
    const { body } = await get('/products?brandCodes=nike&seasonCodes=SUMMER&returnAvailableFilters=true');
    const f = body.availableFilters;
    expect(f.brands.find((b: { code: string }) => b.code === 'nike').count).toBe(body.totalElements);
    expect(f.brands.find((b: { code: string }) => b.code === 'puma').count).toBe(
      await count(sql`p.brand_code = 'puma' and p.season_code = 'SUMMER'`),
    );
    expect(f.brands.map((b: { code: string }) => b.code).sort()).toEqual(['nike', 'puma']);
    expect(f.seasons.find((s: { code: string }) => s.code === 'SUMMER').count).toBe(body.totalElements);
    expect(f.seasons.find((s: { code: string }) => s.code === 'WINTER').count).toBe(
      await count(sql`p.brand_code = 'nike' and p.season_code = 'WINTER'`),
    );
    const level1 = f.categories.filter((c: { code: string }) => !c.code.includes('/'));
    expect(level1.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(body.totalElements);
    expect(f.categories).toContainEqual({
      code: 'apparel/topwear',
      path: 'Apparel > Topwear',
      count: await count(sql`p.brand_code = 'nike' and p.season_code = 'SUMMER' and p.category_code like 'apparel/topwear/%'`),
    });
  });

  it("lists a MERCHANT account's store products only", async () => {
    const { body } = await get('/products?size=100', merchantAccount);
    const [store] = await queryRows<{ n: number }>(server.ctx.db, sql`select count(*)::int as n from store_products`);
    expect(body.totalElements).toBe(store!.n);
    expect(body.totalElements).toBeGreaterThan(300);
    expect(body.totalElements).toBeLessThan(600);
    const skus = body.content.map((p: { sku: string }) => p.sku);
    const inStore = await queryRows<{ product_id: string }>(
      server.ctx.db,
      sql`select product_id from store_products where product_id = any(${sql.param(skus)}::text[])`,
    );
    expect(inStore).toHaveLength(skus.length);
  });

  it('excludes products already in a draft or campaign, or lists only those', async () => {
    const all = (await get('/products')).body.totalElements;
    expect((await get(`/products?campaignId=${draftId}`)).body.totalElements).toBe(all - 2);
    expect((await get(`/products?campaignId=${campaignId}&skuSelect=AVAILABLE_FOR_CAMPAIGN`)).body.totalElements).toBe(all - 1);
    const inDraft = await get(`/products?campaignId=${draftId}&skuSelect=IN_CAMPAIGN`);
    expect(inDraft.body.content.map((p: { sku: string }) => p.sku).sort()).toEqual(['1163', '1164']);
    const inCampaign = await get(`/products?campaignId=${campaignId}&skuSelect=IN_CAMPAIGN&returnAvailableFilters=true`);
    expect(inCampaign.body.totalElements).toBe(1);
    expect(inCampaign.body.availableFilters.brands).toEqual([{ code: 'nike', label: 'Nike', count: 1 }]);
    expect(await get(`/products?campaignId=${foreignDraftId}`)).toMatchObject({ status: 404, body: { type: 'ResourceNotFoundException' } });
    expect(await get('/products?campaignId=not-a-uuid')).toMatchObject({ status: 404 });
    expect(await get('/products?skuSelect=IN_CAMPAIGN')).toMatchObject({
      status: 400,
      body: { type: 'ValidationException', field: 'CAMPAIGN_ID' },
    });
  });

  it("refuses another account's products with 403", async () => {
    expect(await get('/products', foreignAccount)).toMatchObject({ status: 403, body: { type: 'AccessForbiddenException' } });
  });

  it('accepts 100 codes per filter and refuses 101 (docs/requirements.md §5)', async () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `brand-${i}`).join(',');
    expect((await get(`/products?brandCodes=${codes(100)}`)).status).toBe(200);
    expect(await get(`/products?brandCodes=${codes(101)}`)).toMatchObject({
      status: 400,
      body: { type: 'InventoryFilterValidationException', field: 'BRANDS' },
    });
    expect(await get(`/products?categoryCodes=${codes(101)}`)).toMatchObject({ status: 400, body: { field: 'CATEGORIES' } });
  });
});
