import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import { productStockSql } from '@ads/domain';

/** A product's units in stock from its sizes `s`: domain productStock's SQL mirror (packages/domain/src/catalogue.sql.ts). */
const PRODUCT_STOCK = sql.raw(productStockSql('s.active', 's.stock'));

/**
 * SQL of the shop's catalogue API beyond the shared upserts of catalogue-import.repository.ts:
 * lookups that decide which items are applied, size stock updates, removals and the products' stock
 * kept equal to domain `productStock` (the sum over active sizes).
 */
export class CatalogueFeedRepository {
  constructor(private readonly db: Database) {}

  /** Which of `codes` are level-3 categories (products belong to level-3 categories). */
  async leafCategories(codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await queryRows<{ code: string }>(this.db, sql`select code from categories where level = 3 and code = any(${textArray(codes)})`);
    return new Set(rows.map((r) => r.code));
  }

  /** The product each of `skuIds` belongs to today (absent ones are new). */
  async skuOwners(skuIds: readonly string[]): Promise<Map<string, string>> {
    if (skuIds.length === 0) return new Map();
    const rows = await queryRows<{ sku: string; product: string }>(
      this.db,
      sql`select sku_id as sku, product_id as product from product_sizes where sku_id = any(${textArray(skuIds)})`,
    );
    return new Map(rows.map((r) => [r.sku, r.product]));
  }

  /** Sizes of `productIds` not in `keep` stop being sold (inactive, 0 units). @returns product ids touched. */
  async retireOtherSizes(productIds: readonly string[], keep: readonly string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update product_sizes set active = false, stock = 0
          where product_id = any(${textArray(productIds)}) and not (sku_id = any(${textArray(keep)})) and (active or stock <> 0)
          returning product_id as id`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Sets availability (active = available, as the API means "sold now") and units of existing sizes.
   * @returns the SKU ids found (changed or not), how many sizes changed and their product ids.
   */
  async setSizeStock(
    updates: readonly { id: string; available?: boolean; stock?: number }[],
  ): Promise<{ found: Set<string>; changedSkus: number; changedProducts: string[] }> {
    if (updates.length === 0) return { found: new Set(), changedSkus: 0, changedProducts: [] };
    const json = JSON.stringify(updates.map((u) => ({ sku_id: u.id, available: u.available ?? null, stock: u.stock ?? null })));
    const rows = await queryRows<{ sku: string; product: string; changed: boolean }>(
      this.db,
      sql`with u as (select * from json_to_recordset(${json}::json) as r(sku_id text, available boolean, stock int)),
          changed as (
            update product_sizes s set
              available = coalesce(u.available, s.available), active = coalesce(u.available, s.active), stock = coalesce(u.stock, s.stock)
            from u where s.sku_id = u.sku_id
              and (s.available, s.active, s.stock) is distinct from (coalesce(u.available, s.available), coalesce(u.available, s.active), coalesce(u.stock, s.stock))
            returning s.sku_id, s.product_id)
          select s.sku_id as sku, s.product_id as product, (c.sku_id is not null) as changed
          from u join product_sizes s on s.sku_id = u.sku_id left join changed c on c.sku_id = u.sku_id`,
    );
    const changed = rows.filter((r) => r.changed);
    return { found: new Set(rows.map((r) => r.sku)), changedSkus: changed.length, changedProducts: [...new Set(changed.map((r) => r.product))] };
  }

  /**
   * Products' `stock` recomputed from their sizes: the sum over active sizes (domain `productStock`).
   * @returns the ids whose stock changed.
   */
  async refreshProductStock(productIds: readonly string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update products p set stock = t.units, updated_at = now()
          from (select p2.id, ${PRODUCT_STOCK}::int as units
                from products p2 left join product_sizes s on s.product_id = p2.id
                where p2.id = any(${textArray(productIds)}) group by p2.id) t
          where p.id = t.id and p.stock is distinct from t.units
          returning p.id`,
    );
    return rows.map((r) => r.id);
  }

  /** Every size of `ids` stops being sold. @returns the ids that exist (changed or not). */
  async retireProducts(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    await queryRows(this.db, sql`update product_sizes set active = false, stock = 0 where product_id = any(${textArray(ids)}) and (active or stock <> 0)`);
    const rows = await queryRows<{ id: string }>(this.db, sql`select id from products where id = any(${textArray(ids)})`);
    return new Set(rows.map((r) => r.id));
  }
}
