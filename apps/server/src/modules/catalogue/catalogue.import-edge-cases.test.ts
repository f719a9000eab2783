import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { importCatalogue } from './catalogue.importer';

const RATE = '0.0465';

describe('catalogue import of edge cases', () => {
  let db: TestDatabase;
  let dir: string;
  const header =
    'id,productDisplayName,brandName,gender,masterCategory,subCategory,articleType,baseColour,season,year,usage,price,discountedPrice,imageURL,landingPageUrl';

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const products = [
      header,
      '10,"Tee, red",Puma,Men,Apparel,Topwear,Tshirts,Red,Fall,2012,Casual,1000,799,,',
      '10,Tee again,Puma,Men,Apparel,Topwear,Tshirts,Red,Fall,2012,Casual,1000,799,,',
      ',No id,Puma,Men,Apparel,Topwear,Tshirts,Red,Fall,2012,Casual,1000,799,,',
      '11,Cap,Puma,Men,Accessories,Headwear,Caps,NA,,,NA,-5,-5,,',
      '12,Socks,,Men,Apparel,Innerwear,Socks,Red,Fall,2012,Casual,100,100,,',
      '13,Sock,Puma,Men,Apparel,Innerwear,,Red,Fall,2012,Casual,100,100,,',
    ].join('\n');
    const sizes = [
      'styleId,skuId,optionId,name,value,unifiedSize,active,available',
      '10,1,1,Size,M,M,True,True',
      '10,2,2,Size,L,L,False,True',
      '11,3,3,Size,M,M,True,False',
      '99,4,4,Size,M,M,True,False',
    ].join('\n');
    writeFileSync(join(dir, 'fashion_products.csv.gz'), gzipSync(products));
    writeFileSync(join(dir, 'fashion_product_skus.csv.gz'), gzipSync(sizes));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db?.close();
  });

  it('rejects duplicates, missing fields and negative prices; skips sizes of unknown products', async () => {
    const r = await importCatalogue(db.db, { dir, sourceToPlnRate: RATE });
    expect(r.products).toMatchObject({ read: 6, imported: 1, rejected: 5 });
    expect(r.rejected.byReason).toEqual({ 'duplicate id': 1, 'no id': 1, 'negative price': 1, 'no brand': 1, 'no category': 1 });
    expect(r.rejected.examples).toContainEqual({ row: 2, id: '10', reason: 'duplicate id' });
    expect(r.sizes).toMatchObject({ read: 4, imported: 2, skipped: 2 });
    const [p] = await queryRows<{ name: string; price: number; list_price: number; stock: number; image_url: string | null }>(
      db.db,
      sql`select name, price, list_price, stock, image_url from products where id = '10'`,
    );
    // 799 INR → 3,715.35 → 3,715 grosze; 1000 INR → 4,650; the inactive size L counts 0 units
    expect(p).toMatchObject({ name: 'Tee, red', price: 3715, list_price: 4650, image_url: null });
    const [m] = await queryRows<{ stock: number }>(db.db, sql`select stock from product_sizes where sku_id = '1'`);
    expect(p!.stock).toBe(m!.stock);
    expect(m!.stock).toBeGreaterThanOrEqual(1);
  });
});
