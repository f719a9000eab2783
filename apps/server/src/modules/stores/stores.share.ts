import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

export interface StoreShareOptions {
  /** Fraction of the catalogue to put into the store, 0..1 (e.g. 0.3 ≈ 30 %). */
  share: number;
  /** Makes different stores get different products; use e.g. the store's external id. */
  salt: string;
}

/**
 * Demo stores (for the seeding code): puts a deterministic ≈`share` of the catalogue into the store's
 * inventory (store_products), which is what a MERCHANT account of that store may advertise.
 * A product is chosen when the first 32 bits of md5(salt + ':' + product id), read as an unsigned
 * integer, are below share × 2^32 (data/README.md "Demo stores"). The same salt always picks the same
 * products, and a product's pick does not depend on the rest of the catalogue. Additive: products
 * already in the store stay; run it after the catalogue import.
 * @returns added = rows inserted now, total = products in the store afterwards.
 * @throws RangeError when share is outside 0..1.
 */
export async function assignStoreShare(
  db: Database,
  storeId: string,
  options: StoreShareOptions,
): Promise<{ added: number; total: number }> {
  if (!(options.share >= 0 && options.share <= 1)) throw new RangeError('share must be between 0 and 1');
  const threshold = Math.floor(options.share * 2 ** 32);
  const added = await queryRows<{ product_id: string }>(
    db,
    sql`
    insert into store_products (store_id, product_id)
    select ${storeId}::uuid, p.id from products p
    where ('x' || substr(md5(${options.salt} || ':' || p.id), 1, 8))::bit(32)::bigint < ${threshold}
    on conflict do nothing
    returning product_id`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from store_products where store_id = ${storeId}::uuid`);
  return { added: added.length, total: count?.n ?? 0 };
}
