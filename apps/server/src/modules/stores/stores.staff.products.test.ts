import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { importSampleCatalogue } from '../../testing/catalogue.testkit';
import { assignStoreShare } from './stores.share';
import { apiClient } from '../../testing/accounts.testkit';

describe("a store's products: GET /api/marops/stores/{id}/products and the CSV import (docs/architecture.md 'Staff run the platform')", () => {
  let server: TestServer;
  let staff: ReturnType<typeof apiClient>;
  let token: string;
  let advertiserToken: string;
  let storeId: string;
  let productIds: string[];
  let events = 0;

  const importCsv = (csv: string, mode: string, t = token, id = storeId) =>
    fetch(`${server.baseUrl}/api/marops/stores/${id}/products/import?mode=${mode}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t}`, 'content-type': 'text/csv' },
      body: csv,
    }).then(async (r) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
      const json: any = await r.json();
      return { status: r.status, type: r.headers.get('content-type'), json };
    });

  beforeAll(async () => {
    server = await startTestServer();
    await importSampleCatalogue(server.ctx.db, { limit: 60 });
    const marek = await createUser(server.ctx.db, { email: 'marek@staff.test', password: 'secret-pass-2', roles: ['marops'] });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    token = await server.login(marek.email, marek.password);
    advertiserToken = await server.login(ann.email, ann.password);
    staff = apiClient(server, () => token);
    const store = await staff('POST', '/marops/stores', {
      name: 'Demo',
      externalId: 'demo-1',
      domain: 'demo.example.pl',
      channel: 'MAIN',
      markets: ['PL'],
    });
    storeId = store.json.id;
    // The documented deterministic demo assignment (stores.share.ts): the same salt, the same products.
    await assignStoreShare(server.ctx.db, storeId, { share: 0.3, salt: 'demo-1' });
    server.ctx.events.on('catalogue.changed', () => events++);
    const all = await server.ctx.db.execute('select id from products order by id');
    productIds = (all as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
  afterAll(async () => server?.close());

  it("lists the store's products with name, brand and stock, paged and searchable", async () => {
    const store = await staff('GET', `/marops/stores/${storeId}`);
    const res = await staff('GET', `/marops/stores/${storeId}/products?page=0&size=5`);
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBe(store.json.productCount);
    expect(res.json.totalElements).toBeGreaterThan(5);
    expect(res.json.content).toHaveLength(5);
    const first = res.json.content[0];
    expect(first).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      brandCode: expect.any(String),
      brandLabel: expect.any(String),
      stock: expect.any(Number),
      imageUrl: expect.toSatisfy((v) => v === null || typeof v === 'string'),
    });
    const search = await staff('GET', `/marops/stores/${storeId}/products?search=${encodeURIComponent(first.id)}`);
    expect(search.json.content.map((p: { id: string }) => p.id)).toContain(first.id);
    expect((await staff('GET', '/marops/stores/6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f/products')).status).toBe(404);
  });

  it('replaces the list from a CSV with a product_id header, reporting unknown ids (not stored)', async () => {
    const [a, b, c] = productIds;
    const csv = `name,product_id\nx,${a}\ny,${b}\nz,${b}\nw,no-such-product\n\n`;
    const res = await importCsv(csv, 'replace');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ unknown: ['no-such-product'], unknownCount: 1, total: 2 });
    const list = await staff('GET', `/marops/stores/${storeId}/products?size=200`);
    expect(list.json.content.map((p: { id: string }) => p.id).sort()).toEqual([a, b].sort());
    expect(events).toBeGreaterThan(0);

    const add = await importCsv(`${c}\n${a}\nghost-1\nghost-2\n`, 'add');
    expect(add.json).toEqual({ added: 1, removed: 0, unknown: ['ghost-1', 'ghost-2'], unknownCount: 2, total: 3 });
    const again = await importCsv(`product_id\n${c}\n`, 'replace');
    expect(again.json).toEqual({ added: 0, removed: 2, unknown: [], unknownCount: 0, total: 1 });
  });

  it('lists at most 50 unknown ids but counts all', async () => {
    const csv = Array.from({ length: 120 }, (_, i) => `missing-${i}`).join('\n');
    const res = await importCsv(csv, 'add');
    expect(res.json.unknown).toHaveLength(50);
    expect(res.json).toMatchObject({ unknownCount: 120, added: 0, total: 1 });
  });

  it('answers problem details for a too large body (413), too many rows, a bad mode, a bad CSV and a JSON body (400)', async () => {
    const big = await importCsv('x'.repeat(2 * 1024 * 1024 + 10), 'add');
    expect(big.status).toBe(413);
    expect(big.type).toMatch(/^application\/problem\+json/);
    const rows = await importCsv(Array.from({ length: 100_001 }, (_, i) => `p${i}`).join('\n'), 'add');
    expect(rows.status).toBe(400);
    expect(rows.json).toMatchObject({ type: 'ValidationException', field: 'csv' });
    expect((await importCsv('a', 'merge')).json).toMatchObject({ status: 400, type: 'ValidationException', field: 'mode' });
    expect((await importCsv('"unclosed\n', 'add')).json).toMatchObject({ status: 400, field: 'csv' });
    const json = await staff('POST', `/marops/stores/${storeId}/products/import?mode=add`, { ids: ['1'] });
    expect([400, 415]).toContain(json.status);
    expect(json.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await staff('GET', `/marops/stores/${storeId}`)).json.productCount).toBe(1);
  });

  it('answers 404 for an unknown store and 403 to an advertiser', async () => {
    expect((await importCsv('a', 'add', token, '6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f')).status).toBe(404);
    const res = await importCsv('a', 'add', advertiserToken);
    expect(res.status).toBe(403);
    expect(res.json.type).toBe('AccessForbiddenException');
  });
});
