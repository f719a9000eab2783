import { join } from 'node:path';
import type { Database } from '@ads/db';
import { syntheticStock } from './catalogue.rules';
import { productStock } from '@ads/domain';
import { CatalogueImportRepository, type BrandRow, type CategoryRow } from './catalogue-import.repository';
import { writeProducts, type CatalogueEntry } from './catalogue-writer';
import {
  checkProductRow,
  PRODUCTS_FILE,
  readCsvGz,
  sizeFromRow,
  SIZES_FILE,
  type CatalogueProduct,
  type RejectReason,
} from './catalogue.source';
import { categoryRows, pickBrandLabels } from './catalogue.dimensions';

export interface ImportOptions {
  /** Folder holding fashion_products.csv.gz and fashion_product_skus.csv.gz (config CATALOGUE_DIR). */
  dir: string;
  /** PLN per rupee as a decimal string (config SOURCE_TO_PLN_RATE, default '0.0465'). */
  sourceToPlnRate: string;
  /** Read only the first `limit` product rows (and their sizes); for tests and quick demos. */
  limit?: number;
  now?: () => Date;
}

export interface RejectedExample {
  row: number;
  id: string | null;
  reason: RejectReason;
}

export interface ImportReport {
  importId: string;
  /** Wall-clock time of the whole import, ms. */
  elapsedMs: number;
  /** imported = accepted rows sent to the upsert; changed = inserted + updated (0 on an unchanged re-run). */
  products: { read: number; imported: number; changed: number; inserted: number; updated: number; rejected: number; inStock: number };
  /** byReason counts every rejected product row; examples keeps the first 3 rows of each reason (row 1 = first data row). */
  rejected: { byReason: Partial<Record<RejectReason, number>>; examples: RejectedExample[] };
  /** skipped = size rows without a sku/style id or whose product was rejected or not read. */
  sizes: { read: number; imported: number; changed: number; inserted: number; updated: number; skipped: number; outOfStock: number };
  categories: { count: number; changed: number };
  brands: { count: number; changed: number };
}

const PRODUCT_BATCH = 2000;
const EXAMPLES_PER_REASON = 3;


/**
 * Imports the Myntra fashion catalogue (data/README.md) into brands, categories, products and
 * product_sizes, and records a catalogue_imports row; all in one transaction.
 * - Products: id = style id; prices are whole rupees converted to grosze at `sourceToPlnRate`
 *   (convertMinorUnits(rupees × 100, rate), half-up); rows without id, name, brand or category, or with
 *   a zero, negative or non-integer price, are rejected and reported, never stored.
 * - Sizes: stock is synthetic and deterministic (syntheticStock, 0..20 units per size, ≈15 % zero);
 *   products.stock = sum over the product's sizes.
 * - Upserts only touch rows whose values differ, so running it twice reports 0 changed.
 * Products missing from the files are left as they are (a partial or `limit` import deletes nothing).
 * @throws when a file cannot be read or the database refuses a statement (nothing is kept then).
 */
export async function importCatalogue(db: Database, options: ImportOptions): Promise<ImportReport> {
  const startedAt = (options.now ?? (() => new Date()))();
  const t0 = performance.now();
  const limit = options.limit ?? Infinity;

  // 1. Products: check every row; keep the accepted ones in memory (44k rows ≈ 20 MB).
  const accepted = new Map<string, CatalogueProduct>();
  const seen = new Set<string>();
  const byReason: Partial<Record<RejectReason, number>> = {};
  const examples: RejectedExample[] = [];
  let read = 0;
  let lastNumericId = 0;
  for await (const raw of readCsvGz(join(options.dir, PRODUCTS_FILE))) {
    if (read >= limit) break;
    read++;
    const checked = checkProductRow(raw, options.sourceToPlnRate);
    const id = raw['id']?.trim() || null;
    if (id !== null) lastNumericId = Math.max(lastNumericId, Number(id) || 0);
    const reason = checked.ok ? (seen.has(checked.product.id) ? 'duplicate id' : null) : checked.reason;
    if (id !== null) seen.add(id);
    if (reason !== null) {
      byReason[reason] = (byReason[reason] ?? 0) + 1;
      if (byReason[reason] <= EXAMPLES_PER_REASON) examples.push({ row: read, id, reason });
    } else if (checked.ok) {
      accepted.set(checked.product.id, checked.product);
    }
  }

  // 2. Sizes of the accepted products, with their synthetic stock.
  const sizesOf = new Map<string, CatalogueEntry['sizes']>();
  let sizesRead = 0;
  let skipped = 0;
  for await (const raw of readCsvGz(join(options.dir, SIZES_FILE))) {
    // The SKU file is sorted by style id like the products file (data/README.md): with a limit, stop past the last product read.
    if (limit !== Infinity && Number(raw['styleId']) > lastNumericId) break;
    sizesRead++;
    const size = sizeFromRow(raw);
    if (size === null || !accepted.has(size.productId)) {
      skipped++;
      continue;
    }
    const stock = syntheticStock(size.skuId, size.active, size.available);
    const list = sizesOf.get(size.productId) ?? [];
    list.push({ sku_id: size.skuId, size: size.size, active: size.active, available: size.available, stock });
    sizesOf.set(size.productId, list);
  }

  const products = [...accepted.values()];
  const brands: BrandRow[] = pickBrandLabels(products);
  const labelOf = new Map(brands.map((b) => [b.code, b.label]));
  const categories: CategoryRow[] = categoryRows(products);
  const entries: CatalogueEntry[] = products.map((p) => ({
    product: {
      id: p.id,
      name: p.name,
      brand_code: p.brandCode,
      season_code: p.seasonCode,
      year: p.year,
      gender: p.gender,
      category_code: p.categoryCode,
      colour: p.colour,
      usage: p.usage,
      price: p.price,
      list_price: p.listPrice,
      image_url: p.imageUrl,
      landing_page_url: p.landingPageUrl,
    },
    brandLabel: labelOf.get(p.brandCode) ?? p.brandCode,
    sizes: sizesOf.get(p.id) ?? [],
  }));
  const sizes = entries.flatMap((e) => e.sizes);

  // 3. Write: dimensions first (products reference them), then products with their sizes through the
  // catalogue's one write path (catalogue-writer.ts, shared with the shop's catalogue API).
  const report = await db.transaction(async (tx) => {
    const repo = new CatalogueImportRepository(tx);
    const b = await repo.upsertBrands(brands);
    const c = await repo.upsertCategories(categories);
    const p = { inserted: 0, updated: 0 };
    const s = { inserted: 0, updated: 0 };
    for (let i = 0; i < entries.length; i += PRODUCT_BATCH) {
      const written = await writeProducts(tx, entries.slice(i, i + PRODUCT_BATCH));
      p.inserted += written.products.inserted;
      p.updated += written.products.updated;
      s.inserted += written.sizes.inserted;
      s.updated += written.sizes.updated;
    }
    const rejected = { byReason, examples };
    const importId = await repo.recordImport({
      startedAt,
      finishedAt: new Date(startedAt.getTime() + Math.round(performance.now() - t0)),
      productsRead: read,
      productsUpserted: entries.length,
      rejected,
    });
    return {
      importId,
      elapsedMs: 0,
      products: {
        read,
        imported: entries.length,
        changed: p.inserted + p.updated,
        ...p,
        rejected: read - entries.length,
        inStock: entries.filter((e) => productStock(e.sizes) > 0).length,
      },
      rejected,
      sizes: {
        read: sizesRead,
        imported: sizes.length,
        changed: s.inserted + s.updated,
        ...s,
        skipped,
        outOfStock: sizes.filter((r) => r.stock === 0).length,
      },
      categories: { count: categories.length, changed: c.inserted + c.updated },
      brands: { count: brands.length, changed: b.inserted + b.updated },
    };
  });
  return { ...report, elapsedMs: Math.round(performance.now() - t0) };
}
