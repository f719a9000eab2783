import { sql } from 'drizzle-orm';
import { catalogueImports, queryRows, type Database } from '@ads/db';

/**
 * SQL of the catalogue import (the write side of the catalogue module). Every upsert is one
 * multi-row statement fed by a single JSON parameter (json_to_recordset), and only touches a row
 * when a value differs (`WHERE (...) IS DISTINCT FROM (...)`), so a repeated import changes nothing.
 * RETURNING yields only the inserted or updated rows; `xmax = 0` tells an insert from an update.
 */

export interface BrandRow {
  code: string;
  label: string;
}
export interface CategoryRow {
  code: string;
  path: string;
  label: string;
  level: number;
  parent_code: string | null;
}
export interface ProductRow {
  id: string;
  name: string;
  brand_code: string;
  season_code: string | null;
  year: number | null;
  gender: string | null;
  category_code: string;
  colour: string | null;
  usage: string | null;
  /** grosze */ price: number;
  /** grosze */ list_price: number;
  image_url: string | null;
  landing_page_url: string | null;
  stock: number;
}
export interface SizeRow {
  sku_id: string;
  product_id: string;
  size: string;
  active: boolean;
  available: boolean;
  stock: number;
}

/** Rows written by one statement: inserted (new) and updated (existing, some value differed). */
export interface Written {
  inserted: number;
  updated: number;
}

/** {@link Written} with the keys of the rows written (product ids for products and sizes). */
export interface WrittenIds extends Written {
  ids: string[];
}

function tally(rows: { inserted: boolean }[]): Written {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

function tallyIds(rows: { inserted: boolean; id: string }[]): WrittenIds {
  return { ...tally(rows), ids: rows.map((r) => r.id) };
}

export class CatalogueImportRepository {
  constructor(private readonly db: Database) {}

  async upsertBrands(rows: BrandRow[]): Promise<Written> {
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    return tally(
      await queryRows<{ inserted: boolean }>(
        this.db,
        sql`
      insert into brands (code, label)
      select code, label from json_to_recordset(${JSON.stringify(rows)}::json) as r(code text, label text)
      on conflict (code) do update set label = excluded.label
      where brands.label is distinct from excluded.label
      returning (xmax = 0) as inserted`,
      ),
    );
  }

  /** Rows must come parents first (level 1, 2, 3) only for readability; there is no FK on parent_code. */
  async upsertCategories(rows: CategoryRow[]): Promise<Written> {
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    return tally(
      await queryRows<{ inserted: boolean }>(
        this.db,
        sql`
      insert into categories (code, path, label, level, parent_code)
      select code, path, label, level, parent_code
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(code text, path text, label text, level int, parent_code text)
      on conflict (code) do update
        set path = excluded.path, label = excluded.label, level = excluded.level, parent_code = excluded.parent_code
      where (categories.path, categories.label, categories.level, categories.parent_code)
        is distinct from (excluded.path, excluded.label, excluded.level, excluded.parent_code)
      returning (xmax = 0) as inserted`,
      ),
    );
  }

  /** Creates or replaces products; only rows whose values differ are written. */
  async upsertProducts(rows: ProductRow[]): Promise<WrittenIds> {
    if (rows.length === 0) return { inserted: 0, updated: 0, ids: [] };
    return tallyIds(
      await queryRows<{ inserted: boolean; id: string }>(
        this.db,
        sql`
      insert into products (id, name, brand_code, season_code, year, gender, category_code, colour, usage,
                            price, list_price, image_url, landing_page_url, stock)
      select id, name, brand_code, season_code, year, gender, category_code, colour, usage,
             price, list_price, image_url, landing_page_url, stock
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(
        id text, name text, brand_code text, season_code text, year int, gender text, category_code text,
        colour text, usage text, price bigint, list_price bigint, image_url text, landing_page_url text, stock int)
      on conflict (id) do update set
        name = excluded.name, brand_code = excluded.brand_code, season_code = excluded.season_code,
        year = excluded.year, gender = excluded.gender, category_code = excluded.category_code,
        colour = excluded.colour, usage = excluded.usage, price = excluded.price, list_price = excluded.list_price,
        image_url = excluded.image_url, landing_page_url = excluded.landing_page_url, stock = excluded.stock,
        updated_at = now()
      where (products.name, products.brand_code, products.season_code, products.year, products.gender,
             products.category_code, products.colour, products.usage, products.price, products.list_price,
             products.image_url, products.landing_page_url, products.stock)
        is distinct from (excluded.name, excluded.brand_code, excluded.season_code, excluded.year, excluded.gender,
             excluded.category_code, excluded.colour, excluded.usage, excluded.price, excluded.list_price,
             excluded.image_url, excluded.landing_page_url, excluded.stock)
      returning id, (xmax = 0) as inserted`,
      ),
    );
  }

  /** Creates or replaces sizes (SKUs); `ids` are the product ids of the rows written. */
  async upsertSizes(rows: SizeRow[]): Promise<WrittenIds> {
    if (rows.length === 0) return { inserted: 0, updated: 0, ids: [] };
    return tallyIds(
      await queryRows<{ inserted: boolean; id: string }>(
        this.db,
        sql`
      insert into product_sizes (sku_id, product_id, size, active, available, stock)
      select sku_id, product_id, size, active, available, stock
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(sku_id text, product_id text, size text, active boolean, available boolean, stock int)
      on conflict (sku_id) do update set
        product_id = excluded.product_id, size = excluded.size, active = excluded.active,
        available = excluded.available, stock = excluded.stock
      where (product_sizes.product_id, product_sizes.size, product_sizes.active, product_sizes.available, product_sizes.stock)
        is distinct from (excluded.product_id, excluded.size, excluded.active, excluded.available, excluded.stock)
      returning product_id as id, (xmax = 0) as inserted`,
      ),
    );
  }

  async recordImport(values: typeof catalogueImports.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(catalogueImports).values(values).returning({ id: catalogueImports.id });
    return row!.id;
  }
}
