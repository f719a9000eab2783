import type { Database } from '@ads/db';
import { CatalogueImportRepository } from './catalogue-import.repository';

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
  const repo = new CatalogueImportRepository(db);
  const added = await repo.addShareToStore(storeId, options.share, options.salt);
  return { added, total: await repo.storeProductCount(storeId) };
}
