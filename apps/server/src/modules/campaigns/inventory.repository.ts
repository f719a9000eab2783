import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** Whose products: a published campaign or a draft. */
export type InventoryOwner = 'campaign' | 'draft';

/** The owner row as locked for an inventory change. */
export interface InventoryOwnerRow {
  version: number;
  /** ACTIVE, PAUSED, ARCHIVED; null for a draft. */
  userStatus: string | null;
}

const TABLES = {
  campaign: {
    owner: sql.raw('campaigns'),
    products: sql.raw('campaign_products'),
    key: sql.raw('campaign_id'),
    status: sql.raw('user_status'),
  },
  draft: {
    owner: sql.raw('campaign_drafts'),
    products: sql.raw('campaign_draft_products'),
    key: sql.raw('draft_id'),
    status: sql.raw('null::text'),
  },
} as const;

/** SQL of campaign and draft products (inventory api-version 2). Every query is scoped by account id. */
export class InventoryRepository {
  constructor(private readonly db: Database) {}

  /** The owner's SKUs (sorted), how many are in stock, and its version; undefined when not the account's. */
  async inventory(
    owner: InventoryOwner,
    scope: AccountScope,
    id: string,
  ): Promise<{ skus: string[]; inStock: number; version: number } | undefined> {
    const { accountId } = scope;
    const t = TABLES[owner];
    const [row] = await queryRows<{ version: number; skus: string[] | null; in_stock: number }>(
      this.db,
      sql`select o.version,
            (select array_agg(x.product_id order by x.product_id) from ${t.products} x where x.${t.key} = o.id) as skus,
            (select count(*)::int from ${t.products} x join products p on p.id = x.product_id where x.${t.key} = o.id and p.stock > 0) as in_stock
          from ${t.owner} o where o.id = ${id} and o.account_id = ${accountId}`,
    );
    return row ? { skus: row.skus ?? [], inStock: row.in_stock, version: row.version } : undefined;
  }

  /**
   * Adds and removes SKUs in one transaction with the owner row locked (`FOR UPDATE`), then bumps
   * the owner's version. `before` sees the locked row and `after` the resulting SKU count; either
   * may throw (a DomainError), which rolls everything back.
   * @returns false when the owner is not the account's.
   */
  async changeInventory(
    owner: InventoryOwner,
    scope: AccountScope,
    id: string,
    change: { add: string[]; remove: string[] },
    guards: { before: (row: InventoryOwnerRow) => void; after: (count: number) => void },
  ): Promise<boolean> {
    const { accountId } = scope;
    const t = TABLES[owner];
    return this.db.transaction(async (tx) => {
      const [row] = await queryRows<{ version: number; user_status: string | null }>(
        tx,
        sql`select version, ${t.status} as user_status from ${t.owner} where id = ${id} and account_id = ${accountId} for update`,
      );
      if (!row) return false;
      guards.before({ version: row.version, userStatus: row.user_status });
      if (change.remove.length) {
        await tx.execute(sql`delete from ${t.products} where ${t.key} = ${id} and product_id = any(${textArray(change.remove)})`);
      }
      if (change.add.length) {
        await tx.execute(
          sql`insert into ${t.products} (${t.key}, product_id) select ${id}::uuid, unnest(${textArray(change.add)}) on conflict do nothing`,
        );
      }
      const [counted] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${t.products} where ${t.key} = ${id}`);
      guards.after(counted!.n);
      await tx.execute(sql`update ${t.owner} set version = version + 1, updated_at = now() where id = ${id}`);
      return true;
    });
  }
}
