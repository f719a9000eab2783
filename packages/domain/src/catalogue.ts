/**
 * Catalogue rules shared by the shop's catalogue API and the CSV import (docs/catalogue-api.md).
 * A product (the catalogue's style id) is sold in sizes, each a SKU with its own stock.
 */

/** Most products (or SKU updates, or removals) one catalogue API call may carry. */
export const CATALOGUE_BATCH_MAX = 5000;
/** Most SKUs (sizes) one product may list. */
export const SKUS_PER_PRODUCT_MAX = 300;

/** One size of a product as the catalogue keeps it. */
export interface SkuStock {
  /** False for a size the shop no longer sells (removed, or `available: false` from the API). */
  active: boolean;
  /** Units in stock, ≥ 0. */
  stock: number;
}

/**
 * Units of a product in stock: the sum over its active sizes. A product is in stock — it can win
 * auctions and its campaigns run (docs/requirements.md §4: suspended while sold out, resumed when
 * available again) — when this is above 0.
 */
export function productStock(skus: readonly SkuStock[]): number {
  let units = 0;
  for (const s of skus) if (s.active && s.stock > 0) units += s.stock;
  return units;
}
