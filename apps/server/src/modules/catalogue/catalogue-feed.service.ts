import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SAFE_TEXT_PATTERN } from '../../http/schema';
import type { Database } from '@ads/db';
import { writeProducts, type CatalogueEntry } from './catalogue-writer';
import { CatalogueFeedRepository } from './catalogue-feed.repository';
import { slug } from './catalogue.rules';
import {
  CatalogueProductSchema,
  SkuStockUpdateSchema,
  type CatalogueProduct,
  type CatalogueRejection,
  type CatalogueWriteResult,
  type SkuStockUpdate,
} from './catalogue-feed.schemas';

const productCheck = TypeCompiler.Compile(CatalogueProductSchema);
const skuCheck = TypeCompiler.Compile(SkuStockUpdateSchema);
/** Text PostgreSQL can store (http/schema.ts SAFE_TEXT_PATTERN: no NUL, no lone surrogate). */
const SAFE_TEXT = new RegExp(SAFE_TEXT_PATTERN, 'u');

/** Called with the product ids a write changed: the ad index of every serving process reloads them. */
export type CatalogueChanged = (productIds: string[]) => void;

/** An item's id when it has a readable one (for the rejection list). */
function readableId(item: unknown): string | null {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length <= 200 ? id : null;
}

function schemaRejection(index: number, item: unknown, check: typeof productCheck | typeof skuCheck): CatalogueRejection {
  const error = check.Errors(item).First();
  return { index, id: readableId(item), field: error?.path || null, reason: error?.message ?? 'not a valid item' };
}

/**
 * Writes of the shop's catalogue API (docs/catalogue-api.md): product upserts with their sizes, size
 * stock updates and removals. Each item is checked on its own; a bad item is listed with its reason and
 * the rest are applied in one transaction. Writes only rows whose values differ, so repeating a call
 * changes nothing (idempotent). Every changed product is announced through `changed`, which reaches
 * every serving process's ad index (the change bus), so an out-of-stock product stops winning and is
 * back when in stock again. The CSV import writes through {@link writeProducts} too.
 */
export class CatalogueFeedService {
  constructor(
    private readonly db: Database,
    private readonly changed: CatalogueChanged,
  ) {}

  /** Creates or replaces products and their sizes; a size left out of a product stops being sold. */
  async upsertProducts(items: readonly unknown[]): Promise<CatalogueWriteResult> {
    const rejected: CatalogueRejection[] = [];
    const valid: { index: number; product: CatalogueProduct }[] = [];
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!productCheck.Check(item)) return rejected.push(schemaRejection(index, item, productCheck));
      if (seen.has(item.id)) return rejected.push({ index, id: item.id, field: '/id', reason: 'the product appears twice in this request' });
      if (!slug(item.brand)) return rejected.push({ index, id: item.id, field: '/brand', reason: 'the brand name has no letter or digit' });
      seen.add(item.id);
      valid.push({ index, product: item });
    });
    const feed = new CatalogueFeedRepository(this.db);
    const categories = await feed.leafCategories([...new Set(valid.map((v) => v.product.category))]);
    const owners = await feed.skuOwners(valid.flatMap((v) => v.product.skus.map((s) => s.id)));
    const accepted: CatalogueProduct[] = [];
    for (const { index, product } of valid) {
      const problem = this.#skuProblem(product, owners) ?? (categories.has(product.category) ? null : `unknown level-3 category ${product.category}`);
      if (problem) {
        rejected.push({ index, id: product.id, field: problem.startsWith('unknown') ? '/category' : '/skus', reason: problem });
        continue;
      }
      accepted.push(product);
      // Sizes claimed by an earlier item of this request belong to it.
      for (const s of product.skus) owners.set(s.id, product.id);
    }
    const { changedIds } = await this.db.transaction((tx) => writeProducts(tx, accepted.map(toEntry)));
    this.#announce(changedIds);
    return { received: items.length, changed: changedIds.length, unchanged: accepted.length - changedIds.length, rejected: rejected.sort((a, b) => a.index - b.index) };
  }

  /** Sets availability and units of existing sizes; an unknown SKU id is rejected. */
  async updateSkuStock(items: readonly unknown[]): Promise<CatalogueWriteResult> {
    const rejected: CatalogueRejection[] = [];
    const valid: { index: number; sku: SkuStockUpdate }[] = [];
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!skuCheck.Check(item)) return rejected.push(schemaRejection(index, item, skuCheck));
      if (seen.has(item.id)) return rejected.push({ index, id: item.id, field: '/id', reason: 'the SKU appears twice in this request' });
      seen.add(item.id);
      valid.push({ index, sku: item });
    });
    const { found, changedProducts, changedSkus } = await this.db.transaction(async (tx) => {
      const feed = new CatalogueFeedRepository(tx);
      const result = await feed.setSizeStock(valid.map((v) => v.sku));
      await feed.refreshProductStock(result.changedProducts);
      return result;
    });
    for (const { index, sku } of valid) if (!found.has(sku.id)) rejected.push({ index, id: sku.id, field: '/id', reason: 'unknown SKU' });
    this.#announce(changedProducts);
    return { received: items.length, changed: changedSkus, unchanged: found.size - changedSkus, rejected: rejected.sort((a, b) => a.index - b.index) };
  }

  /** Products the shop no longer sells: every size stops being sold, so they stop winning. Unknown ids are rejected. */
  async removeProducts(items: readonly unknown[]): Promise<CatalogueWriteResult> {
    const rejected: CatalogueRejection[] = [];
    const ids: { index: number; id: string }[] = [];
    items.forEach((id, index) => {
      if (typeof id !== 'string' || id.length === 0 || id.length > 200 || !SAFE_TEXT.test(id)) rejected.push({ index, id: null, field: '', reason: 'not a product id' });
      else ids.push({ index, id });
    });
    const { existing, changed } = await this.db.transaction(async (tx) => {
      const feed = new CatalogueFeedRepository(tx);
      const exists = await feed.retireProducts(ids.map((i) => i.id));
      return { existing: exists, changed: await feed.refreshProductStock([...exists]) };
    });
    for (const { index, id } of ids) if (!existing.has(id)) rejected.push({ index, id, field: '', reason: 'unknown product' });
    this.#announce(changed);
    const applied = ids.filter((i) => existing.has(i.id)).length;
    return { received: items.length, changed: changed.length, unchanged: applied - changed.length, rejected: rejected.sort((a, b) => a.index - b.index) };
  }

  /** Why the product's sizes cannot be applied: a size listed twice, or a size of another product. */
  #skuProblem(product: CatalogueProduct, owners: Map<string, string>): string | null {
    const skus = new Set<string>();
    for (const s of product.skus) {
      if (skus.has(s.id)) return `SKU ${s.id} is listed twice`;
      skus.add(s.id);
      const owner = owners.get(s.id);
      if (owner !== undefined && owner !== product.id) return `SKU ${s.id} belongs to product ${owner}`;
    }
    return null;
  }

  #announce(productIds: string[]): void {
    if (productIds.length > 0) this.changed([...new Set(productIds)]);
  }
}

/** The shared write form of an API product: `available` is what the shop sells now, so it sets `active` too. */
function toEntry(p: CatalogueProduct): CatalogueEntry {
  return {
    product: {
      id: p.id,
      name: p.name,
      brand_code: slug(p.brand),
      season_code: p.season ?? null,
      year: p.year ?? null,
      gender: p.gender ?? null,
      category_code: p.category,
      colour: p.colour ?? null,
      usage: p.usage ?? null,
      price: p.price,
      list_price: p.listPrice ?? p.price,
      image_url: p.imageUrl ?? null,
      landing_page_url: p.landingPageUrl ?? null,
    },
    brandLabel: p.brand,
    sizes: p.skus.map((s) => ({ sku_id: s.id, size: s.size, active: s.available, available: s.available, stock: s.stock })),
  };
}
