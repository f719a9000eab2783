import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, stores } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { CATALOGUE_DIR } from '../../testing/catalogue.testkit';
import { importCatalogue, type ImportReport } from './catalogue.importer';
import { assignStoreShare } from '../stores';

const RATE = '0.0465';

describe('catalogue import of the real files (data/README.md)', () => {
  let db: TestDatabase;
  let first: ImportReport;
  let second: ImportReport;

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await importCatalogue(db.db, { dir: CATALOGUE_DIR, sourceToPlnRate: RATE });
    second = await importCatalogue(db.db, { dir: CATALOGUE_DIR, sourceToPlnRate: RATE });
  });
  afterAll(() => db?.close());

  it('imports every valid product and size and reports the rejects', () => {
    expect(first.products).toMatchObject({ read: 44441, imported: 44412, inserted: 44412, updated: 0, changed: 44412, rejected: 29 });
    expect(first.rejected.byReason).toEqual({ 'non-integer price': 20, 'no name': 7, 'zero price': 2 });
    expect(first.rejected.examples).toContainEqual({ row: 12769, id: '16798', reason: 'non-integer price' });
    expect(first.rejected.examples).toContainEqual({ row: 21948, id: '28319', reason: 'zero price' });
    expect(first.sizes).toMatchObject({ read: 158059, imported: 157978, changed: 157978, skipped: 81 });
    expect(first.categories).toEqual({ count: 223, changed: 223 });
    expect(first.brands).toEqual({ count: 420, changed: 420 });
    console.info(`full import on ${db.kind}: ${first.elapsedMs} ms; unchanged re-run: ${second.elapsedMs} ms`);
  });

  it('is idempotent: a second run changes nothing', () => {
    expect(second.products).toMatchObject({ imported: 44412, changed: 0, inserted: 0, updated: 0 });
    expect(second.sizes).toMatchObject({ imported: 157978, changed: 0 });
    expect(second.categories.changed).toBe(0);
    expect(second.brands.changed).toBe(0);
  });

  it('stores product 1163 with exact PLN prices and its category, brand and season', async () => {
    const [p] = await queryRows<Record<string, unknown>>(db.db, sql`select * from products where id = '1163'`);
    // 895 INR × 0.0465 = 41.6175 PLN → 4,162 grosze (half-up)
    expect(p).toMatchObject({
      name: 'Nike Sahara Team India Fanwear Round Neck Jersey',
      brand_code: 'nike',
      season_code: 'SUMMER',
      year: 2011,
      gender: 'Men',
      category_code: 'apparel/topwear/tshirts',
      colour: 'Blue',
      usage: 'Sports',
      price: 4162,
      list_price: 4162,
      landing_page_url: 'Tshirts/Nike/Nike-Sahara-Team-India-Fanwear-Round-Neck-Jersey/1163/buy',
    });
    const [rejected] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from products where id in ('16798', '28319', '30991')`,
    );
    expect(rejected?.n).toBe(0);
  });

  it('builds the 3-level category tree and brand labels', async () => {
    const cats = await queryRows(
      db.db,
      sql`
      select code, path, label, level, parent_code from categories where code in ('apparel', 'apparel/topwear', 'apparel/topwear/tshirts') order by level`,
    );
    expect(cats).toEqual([
      { code: 'apparel', path: 'Apparel', label: 'Apparel', level: 1, parent_code: null },
      { code: 'apparel/topwear', path: 'Apparel > Topwear', label: 'Topwear', level: 2, parent_code: 'apparel' },
      { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parent_code: 'apparel/topwear' },
    ]);
    const levels = await queryRows<{ level: number; n: number }>(
      db.db,
      sql`select level, count(*)::int as n from categories group by level order by level`,
    );
    expect(levels).toEqual([
      { level: 1, n: 7 },
      { level: 2, n: 47 },
      { level: 3, n: 169 },
    ]);
    const orphans = await queryRows(
      db.db,
      sql`select code from categories c where level > 1 and not exists (select 1 from categories p where p.code = c.parent_code)`,
    );
    expect(orphans).toEqual([]);
    const brands = await queryRows(
      db.db,
      sql`select code, label from brands where code in ('united-colors-of-benetton', 'adidas', 'nike') order by code`,
    );
    expect(brands).toEqual([
      { code: 'adidas', label: 'ADIDAS' },
      { code: 'nike', label: 'Nike' },
      { code: 'united-colors-of-benetton', label: 'United Colors of Benetton' },
    ]);
  });

  it('keeps products.stock = the sum of its synthetic size stock, ≈15 % of sizes empty', async () => {
    const [mismatch] = await queryRows<{ n: number }>(
      db.db,
      sql`
      select count(*)::int as n from products p
      where p.stock <> coalesce((select sum(s.stock) from product_sizes s where s.product_id = p.id), 0)`,
    );
    expect(mismatch?.n).toBe(0);
    const [s] = await queryRows<{ zero: number; total: number; available_zero: number; max: number }>(
      db.db,
      sql`
      select count(*) filter (where stock = 0)::int as zero, count(*)::int as total,
             count(*) filter (where available and stock = 0)::int as available_zero, max(stock)::int as max
      from product_sizes`,
    );
    expect(s!.zero / s!.total).toBeGreaterThan(0.14);
    expect(s!.zero / s!.total).toBeLessThan(0.16);
    expect(s!.available_zero).toBe(0);
    expect(s!.max).toBe(20);
    expect(first.sizes.outOfStock).toBe(s!.zero);
  });

  it('records each import', async () => {
    const rows = await queryRows<{ products_read: number; products_upserted: number; rejected: { byReason: Record<string, number> } }>(
      db.db,
      sql`select products_read, products_upserted, rejected from catalogue_imports order by started_at`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ products_read: 44441, products_upserted: 44412, rejected: { byReason: { 'zero price': 2 } } });
  });

  it('updates only what differs', async () => {
    await queryRows(db.db, sql`update products set price = 1 where id = '1163'`);
    await queryRows(db.db, sql`update product_sizes set stock = 99 where sku_id = '8478'`);
    const report = await importCatalogue(db.db, { dir: CATALOGUE_DIR, sourceToPlnRate: RATE, limit: 20 });
    expect(report.products).toMatchObject({ read: 20, changed: 1, updated: 1, inserted: 0 });
    expect(report.sizes).toMatchObject({ changed: 1, updated: 1 });
    const [p] = await queryRows<{ price: number }>(db.db, sql`select price from products where id = '1163'`);
    expect(p?.price).toBe(4162);
  });

  it('puts a deterministic share of the catalogue into a demo store', async () => {
    const [a] = await db.db.insert(stores).values({ externalId: 'a', name: 'A', channel: 'MAIN' }).returning();
    const [b] = await db.db.insert(stores).values({ externalId: 'b', name: 'B', channel: 'MAIN' }).returning();
    const first = await assignStoreShare(db.db, a!.id, { share: 0.3, salt: 'a' });
    expect(first.added).toBe(first.total);
    expect(first.total / 44412).toBeGreaterThan(0.29);
    expect(first.total / 44412).toBeLessThan(0.31);
    expect(await assignStoreShare(db.db, a!.id, { share: 0.3, salt: 'a' })).toEqual({ added: 0, total: first.total });
    await assignStoreShare(db.db, b!.id, { share: 0.3, salt: 'b' });
    const [overlap] = await queryRows<{ n: number }>(
      db.db,
      sql`
      select count(*)::int as n from store_products x join store_products y on x.product_id = y.product_id
      where x.store_id = ${a!.id}::uuid and y.store_id = ${b!.id}::uuid`,
    );
    // independent picks: ≈ 0.3 × 0.3 of the catalogue is in both
    expect(overlap!.n / 44412).toBeGreaterThan(0.08);
    expect(overlap!.n / 44412).toBeLessThan(0.1);
    await expect(assignStoreShare(db.db, a!.id, { share: 1.5, salt: 'a' })).rejects.toThrow(RangeError);
  });
});
