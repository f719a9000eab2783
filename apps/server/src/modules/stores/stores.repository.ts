import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';

/**
 * SQL behind the stores face (tables stores and store_products): what other modules read of stores,
 * without a staff scope (the caller has already checked access).
 */
export class StoresRepository {
  constructor(private readonly db: Database) {}

  async exists(storeId: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(this.db, sql`select id from stores where id = ${storeId}::uuid`);
    return rows.length > 0;
  }

  async productCount(storeId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from store_products where store_id = ${storeId}::uuid`,
    );
    return row?.n ?? 0;
  }

  async productsInStore(storeId: string, productIds: readonly string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select product_id as id from store_products where store_id = ${storeId}::uuid and product_id = any(${textArray(productIds)})`,
    );
    return rows.map((r) => r.id);
  }
}
