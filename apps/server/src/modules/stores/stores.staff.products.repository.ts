import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import type { StaffScope } from '../access';
import type { ImportMode, StoreProductView } from './stores.staff.schemas';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What one import did: counts of rows. */
export interface ImportOutcome {
  added: number;
  removed: number;
  total: number;
  totalBefore: number;
}

/**
 * SQL of a store's product list (table store_products: what a MERCHANT account of the store may
 * advertise). The catalogue has no sellers, so demo stores get a deterministic share
 * (stores.share.ts assignStoreShare) and staff replace or extend it with a CSV import.
 */
export class StoreProductsStaffRepository {
  constructor(private readonly db: Database) {}

  /** A page of the store's products by name then id; `search` matches name, id or brand label (case-insensitive). */
  async list(_scope: StaffScope, storeId: string, search: string | undefined, page: number, size: number) {
    const filter = search
      ? sql`and (p.name ilike ${`%${likeLiteral(search)}%`} or p.id ilike ${`%${likeLiteral(search)}%`} or b.label ilike ${`%${likeLiteral(search)}%`})`
      : sql``;
    const from = sql`from store_products sp join products p on p.id = sp.product_id join brands b on b.code = p.brand_code
      where sp.store_id = ${storeId}::uuid ${filter}`;
    const rows = await queryRows<{
      id: string;
      name: string;
      brand_code: string;
      brand_label: string;
      stock: number;
      image_url: string | null;
    }>(
      this.db,
      sql`select p.id, p.name, p.brand_code, b.label as brand_label, p.stock, p.image_url ${from}
      order by lower(p.name), p.id limit ${size} offset ${page * size}`,
    );
    const [count] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n ${from}`);
    const content: StoreProductView[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      brandCode: r.brand_code,
      brandLabel: r.brand_label,
      stock: r.stock,
      imageUrl: r.image_url,
    }));
    return { content, total: count?.n ?? 0 };
  }

  /**
   * Sets (`replace`) or extends (`add`) the store's products with `knownIds` (ids of catalogue
   * products), in one transaction that first locks the store row, so two imports of one store run
   * one after the other. Undefined when the store does not exist.
   */
  async import(_scope: StaffScope, storeId: string, knownIds: readonly string[], mode: ImportMode): Promise<ImportOutcome | undefined> {
    return this.db.transaction(async (tx) => {
      const [store] = await queryRows<{ id: string }>(tx, sql`select id from stores where id = ${storeId}::uuid for update`);
      if (!store) return undefined;
      const [before] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from store_products where store_id = ${storeId}::uuid`,
      );
      const removed =
        mode === 'replace'
          ? await queryRows<{ product_id: string }>(
              tx,
              sql`delete from store_products where store_id = ${storeId}::uuid and not (product_id = any(${textArray(knownIds)}))
              returning product_id`,
            )
          : [];
      const added = await queryRows<{ product_id: string }>(
        tx,
        sql`insert into store_products (store_id, product_id)
        select ${storeId}::uuid, id from unnest(${textArray(knownIds)}) as id
        on conflict do nothing returning product_id`,
      );
      const [after] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from store_products where store_id = ${storeId}::uuid`,
      );
      return {
        added: added.length,
        removed: removed.length,
        total: after?.n ?? 0,
        totalBefore: before?.n ?? 0,
      };
    });
  }
}
