import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import { auction, reloadIndex, seedAccount, seedCampaign, seedCategories, startServingServer, TEST_SHOP_API_KEY } from '../../testing/serving.testkit';

// The shop's catalogue API on PostgreSQL through the real server (docs/catalogue-api.md).
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;

async function call(method: string, path: string, body: unknown, key: string | null = TEST_SHOP_API_KEY) {
  const res = await fetch(`${server.baseUrl}/v2/catalog${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers freely
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

const product = (id: string, skus = [{ id: `${id}-m`, size: 'M', available: true, stock: 3 }], over: Record<string, unknown> = {}) => ({
  id,
  name: `Shirt ${id}`,
  brand: 'Żółw & Co',
  category: 'apparel/topwear/tshirts',
  price: 4999,
  skus,
  ...over,
});

/** Polls `probe` every 20 ms until it holds; returns the ms it took. @throws after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - started;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  await seedCategories(server.db.db);
});

afterAll(async () => {
  await server?.close();
});

describe('catalogue API', () => {
  it('refuses a call without a valid shop API key (401) and a body without its list (400)', async () => {
    expect((await call('PUT', '/products', { products: [product('k1')] }, null)).status).toBe(401);
    expect((await call('PUT', '/products', { products: [product('k1')] }, 'x'.repeat(40))).status).toBe(401);
    const bad = await call('PUT', '/products', { items: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('ValidationException');
  });

  it('applies the good items, lists each bad one with its reason, and is idempotent', async () => {
    const items = [
      product('a1'),
      product('a2', undefined, { category: 'no/such/category' }),
      product('a3', undefined, { price: -1 }),
      'not an object',
      product('a1'),
      product('a4', [{ id: 'a1-m', size: 'M', available: true, stock: 1 }]),
    ];
    const first = await call('PUT', '/products', { products: items });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ received: 6, changed: 1, unchanged: 0 });
    expect(first.body.rejected.map((r: { index: number; field: string | null }) => [r.index, r.field])).toEqual([
      [1, '/category'],
      [2, '/price'],
      [3, null],
      [4, '/id'],
      [5, '/skus'],
    ]);
    expect(first.body.rejected[4].reason).toBe('SKU a1-m belongs to product a1');
    const again = await call('PUT', '/products', { products: [product('a1')] });
    expect(again.body).toEqual({ received: 1, changed: 0, unchanged: 1, rejected: [] });
    const [row] = await queryRows<{ stock: number; brand: string }>(
      server.db.db,
      sql`select p.stock, b.label as brand from products p join brands b on b.code = p.brand_code where p.id = 'a1'`,
    );
    expect(row).toEqual({ stock: 3, brand: 'Żółw & Co' });
  });

  it('takes 1,000 products in one call', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => product(`bulk-${i}`, [{ id: `bulk-${i}-s`, size: 'S', available: i % 2 === 0, stock: 2 }]));
    const res = await call('PUT', '/products', { products: many });
    expect(res.body).toMatchObject({ received: 1000, changed: 1000, rejected: [] });
    const [n] = await queryRows<{ n: number }>(server.db.db, sql`select count(*)::int as n from products where id like 'bulk-%' and stock > 0`);
    expect(n!.n).toBe(500);
  });

  it('an out-of-stock product stops winning within 1 s and wins again when back in stock, untouched', async () => {
    await call('PUT', '/products', { products: [product('live', [{ id: 'live-m', size: 'M', available: true, stock: 2 }, { id: 'live-l', size: 'L', available: true, stock: 1 }])] });
    const account = await seedAccount(server.db.db, 'Live Brand');
    await seedCampaign(server.db.db, { accountId: account, startDate: '2026-03-01', name: 'Live', maxCpc: 200, productIds: ['live'] });
    await reloadIndex(server);
    await within(1000, async () => (await auction(server, ['live'])).length === 1);

    const soldOut = await call('PATCH', '/skus', { skus: [{ id: 'live-m', stock: 0 }, { id: 'live-l', available: false }, { id: 'nope' }] });
    expect(soldOut.body).toMatchObject({ received: 3, changed: 2, unchanged: 0, rejected: [{ index: 2, id: 'nope', reason: 'unknown SKU' }] });
    await within(1000, async () => (await auction(server, ['live'])).length === 0);

    const back = await call('PATCH', '/skus', { skus: [{ id: 'live-m', stock: 4 }] });
    expect(back.body.changed).toBe(1);
    await within(1000, async () => (await auction(server, ['live'])).length === 1);
  });

  it('a removed product stops winning; an unknown id is listed', async () => {
    const res = await call('POST', '/products/removals', { ids: ['live', 'ghost'] });
    expect(res.body).toMatchObject({ received: 2, changed: 1, rejected: [{ index: 1, id: 'ghost', reason: 'unknown product' }] });
    await within(1000, async () => (await auction(server, ['live'])).length === 0);
    expect((await call('POST', '/products/removals', { ids: ['live'] })).body).toMatchObject({ changed: 0, unchanged: 1 });
    // An id PostgreSQL cannot hold (NUL, a lone surrogate) is listed, never a 500.
    const odd = await call('POST', '/products/removals', { ids: ['a\u0000b', '\ud800', 'live'] });
    expect(odd.status).toBe(200);
    expect(odd.body).toMatchObject({ received: 3, rejected: [{ index: 0, reason: 'not a product id' }, { index: 1, reason: 'not a product id' }] });
  });
});
