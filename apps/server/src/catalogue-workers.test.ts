import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { ensureShopApiKey } from './modules/shop-keys';
import { callOnNewConnection, startServer, type StartedServer } from './testing/processes.testkit';
import { seedAccount, seedCampaign, seedCategories, seedProducts, TEST_SHOP_API_KEY } from './testing/serving.testkit';

// The shop's catalogue API with two server processes (WORKERS=2, docs/catalogue-api.md): a product sold
// out through one process stops winning in both within 1 s, and wins in both again when back in stock.
let db: TestDatabase;
let server: StartedServer;

const headers = { 'content-type': 'application/json', authorization: `Bearer ${TEST_SHOP_API_KEY}` };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers freely
async function call(method: string, path: string, body: unknown): Promise<{ status: number; by: string; json: any }> {
  const res = await callOnNewConnection(server.port, method, path, headers, JSON.stringify(body));
  return { status: res.status, by: res.by, json: res.text ? JSON.parse(res.text) : undefined };
}

/** Winners of 12 auctions on product w1 by the process that answered (node:cluster hands connections round-robin). */
async function winnersByProcess(): Promise<Map<string, number[]>> {
  const seen = new Map<string, number[]>();
  for (let i = 0; i < 12; i++) {
    const res = await call('POST', '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['w1'] } }] });
    seen.set(res.by, [...(seen.get(res.by) ?? []), res.json.results[0].winners.length]);
  }
  return seen;
}

/** Polls until every process answers `expected` winners; returns the ms it took. */
async function settle(expected: number, limitMs = 1000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const seen = await winnersByProcess();
    if (seen.size === 2 && [...seen.values()].every((v) => v.every((n) => n === expected))) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not settled within ${limitMs} ms: ${JSON.stringify([...seen])}`);
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db.url) return;
  await seedCategories(db.db);
  await seedProducts(db.db, [{ id: 'w1' }]);
  await queryRows(db.db, sql`insert into product_sizes (sku_id, product_id, size, active, available, stock) values ('w1-m', 'w1', 'M', true, true, 5)`);
  const account = await seedAccount(db.db, 'Workers Brand');
  await seedCampaign(db.db, { accountId: account, startDate: '2020-01-01', name: 'Workers', maxCpc: 150, productIds: ['w1'] });
  await ensureShopApiKey(db.db, TEST_SHOP_API_KEY);
  server = await startServer({ DATABASE_URL: db.url, WORKERS: '2' });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe('catalogue API with WORKERS=2 on PostgreSQL', () => {
  it('a sold-out product stops winning in both processes within 1 s, and wins in both again when back in stock', async () => {
    if (!db.url) return;
    await settle(1, 10_000); // both workers loaded their index
    const soldOut = await call('PATCH', '/v2/catalog/skus', { skus: [{ id: 'w1-m', stock: 0 }] });
    expect(soldOut.json).toMatchObject({ changed: 1, rejected: [] });
    expect(await settle(0)).toBeLessThanOrEqual(1000);
    const back = await call('PATCH', '/v2/catalog/skus', { skus: [{ id: 'w1-m', stock: 3 }] });
    expect(back.json).toMatchObject({ changed: 1 });
    expect(await settle(1)).toBeLessThanOrEqual(1000);
  }, 60_000);
});
