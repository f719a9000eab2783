import { productStock } from '@ads/domain';
import type { Database } from '@ads/db';
import { CatalogueImportRepository, type ProductRow, type SizeRow, type Written } from './catalogue-import.repository';
import { CatalogueFeedRepository } from './catalogue-feed.repository';

/** One product as both catalogue sources write it: the shop's catalogue API and the CSV import. */
export interface CatalogueEntry {
  /** The product row; its stock is derived from `sizes`. */
  product: Omit<ProductRow, 'stock'>;
  /** The brand's display name (its code is `product.brand_code`). */
  brandLabel: string;
  /** Every size of the product; a size not listed stops being sold. */
  sizes: Omit<SizeRow, 'product_id'>[];
}

export interface CatalogueWrite {
  products: Written;
  sizes: Written;
  /** Ids of the products whose row or sizes changed. */
  changedIds: string[];
}

/**
 * The one write path of the catalogue (docs/catalogue-api.md): brands by label, products with their
 * stock = domain `productStock` of their sizes, the sizes, and sizes no longer listed retired (inactive,
 * 0 units). Writes only what differs, so a repeat changes nothing. Run it inside a transaction.
 */
export async function writeProducts(db: Database, entries: readonly CatalogueEntry[]): Promise<CatalogueWrite> {
  if (entries.length === 0) return { products: { inserted: 0, updated: 0 }, sizes: { inserted: 0, updated: 0 }, changedIds: [] };
  const repo = new CatalogueImportRepository(db);
  const brands = new Map(entries.map((e) => [e.product.brand_code, e.brandLabel]));
  await repo.upsertBrands([...brands].map(([code, label]) => ({ code, label })));
  const products = await repo.upsertProducts(entries.map((e) => ({ ...e.product, stock: productStock(e.sizes) })));
  const sizes = await repo.upsertSizes(entries.flatMap((e) => e.sizes.map((s) => ({ ...s, product_id: e.product.id }))));
  const retired = await new CatalogueFeedRepository(db).retireOtherSizes(
    entries.map((e) => e.product.id),
    entries.flatMap((e) => e.sizes.map((s) => s.sku_id)),
  );
  return {
    products: { inserted: products.inserted, updated: products.updated },
    sizes: { inserted: sizes.inserted, updated: sizes.updated },
    changedIds: [...new Set([...products.ids, ...sizes.ids, ...retired])],
  };
}
