import { and, eq, sql, type SQL } from 'drizzle-orm';
import { stores, type Database } from '@ads/db';
import type { StaffScope } from '../access';

/** A store row as the staff screens see it, with its product count. */
export interface StoreRow {
  id: string;
  externalId: string;
  name: string;
  domain: string | null;
  channel: string;
  markets: string[];
  productCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Store fields staff set (POST/PUT /marops/stores). */
export interface StoreFields {
  name: string;
  externalId: string;
  domain: string;
  channel: string;
  markets: string[];
}

export interface StoreCriteria {
  externalId?: string;
  search?: string;
  channel?: string;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const columns = {
  id: stores.id,
  externalId: stores.externalId,
  name: stores.name,
  domain: stores.domain,
  channel: stores.channel,
  markets: stores.markets,
  productCount: sql<number>`(select count(*)::int from store_products sp where sp.store_id = ${stores.id})`,
  version: stores.version,
  createdAt: stores.createdAt,
  updatedAt: stores.updatedAt,
};

/**
 * SQL of the staff stores screen (table `stores`). Every method takes the StaffScope that
 * `requireStaff` made, so nothing reaches it without the access check. The external id is unique
 * (constraint stores_external_id_unique): inserting or updating to a taken one raises PostgreSQL 23505.
 */
export class StoresStaffRepository {
  constructor(private readonly db: Database) {}

  /** A page of stores, by name (case-insensitive) then id; `externalId` matches exactly. */
  async list(_scope: StaffScope, c: StoreCriteria, page: number, size: number): Promise<{ rows: StoreRow[]; total: number }> {
    const pattern = c.search ? `%${likeLiteral(c.search)}%` : undefined;
    const where: SQL | undefined = and(
      c.externalId !== undefined ? eq(stores.externalId, c.externalId) : undefined,
      c.channel !== undefined ? eq(stores.channel, c.channel) : undefined,
      pattern ? sql`(${stores.name} ilike ${pattern} or ${stores.externalId} ilike ${pattern})` : undefined,
    );
    const rows = await this.db
      .select(columns)
      .from(stores)
      .where(where)
      .orderBy(sql`lower(${stores.name})`, stores.id)
      .limit(size)
      .offset(page * size);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stores)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  }

  async find(_scope: StaffScope, id: string): Promise<StoreRow | undefined> {
    const [row] = await this.db.select(columns).from(stores).where(eq(stores.id, id));
    return row;
  }

  /** Inserts a store (version 1). @throws PostgreSQL 23505 for a taken external id. */
  async create(_scope: StaffScope, fields: StoreFields): Promise<StoreRow> {
    const [row] = await this.db.insert(stores).values(fields).returning({ id: stores.id });
    return (await this.find(_scope, row!.id))!;
  }

  /**
   * Replaces the store's fields when its version is `expectedVersion` (any version when null),
   * bumping the version. Undefined when the store is gone or the version is stale.
   * @throws PostgreSQL 23505 for a taken external id.
   */
  async update(_scope: StaffScope, id: string, fields: StoreFields, expectedVersion: number | null): Promise<StoreRow | undefined> {
    const where = and(eq(stores.id, id), expectedVersion === null ? undefined : eq(stores.version, expectedVersion));
    const updated = await this.db
      .update(stores)
      .set({ ...fields, version: sql`${stores.version} + 1`, updatedAt: new Date() })
      .where(where)
      .returning({ id: stores.id });
    return updated.length ? this.find(_scope, id) : undefined;
  }
}
