import { sql, type SQL } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** Which products an account may advertise (its inventory): its brands' products, or its store's. */
export type InventoryScope = { type: 'BRAND'; brandCodes: string[] } | { type: 'MERCHANT'; storeId: string | null };

export interface ProductCriteria {
  /** Restrict to this inventory; absent = any product (used for IN_CAMPAIGN). */
  scope?: InventoryScope;
  /** IN: only products of the campaign or draft; NOT_IN: exclude them. */
  campaign?: { kind: 'CAMPAIGN' | 'DRAFT'; id: string; mode: 'IN' | 'NOT_IN' };
  search?: string;
  brandCodes?: string[];
  seasonCodes?: string[];
  categoryCodes?: string[];
}

export interface ProductListRow {
  id: string;
  name: string;
  brand_code: string;
  brand_label: string;
  season_code: string | null;
  category_code: string;
  category_path: string;
  /** grosze */ price: number;
  image_url: string | null;
  stock: number;
}

type Facet = 'brands' | 'seasons' | 'categories';

/** ILIKE pattern matching `text` anywhere; %, _ and \ in the input match themselves (backslash is ILIKE's default escape). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** WHERE condition over `products p` for the criteria, leaving out one facet's own filter (faceted counts). */
function where(c: ProductCriteria, omit?: Facet): SQL {
  const parts: SQL[] = [];
  if (c.scope?.type === 'BRAND') parts.push(sql`p.brand_code = any(${sql.param(c.scope.brandCodes)}::text[])`);
  if (c.scope?.type === 'MERCHANT') {
    parts.push(
      c.scope.storeId === null
        ? sql`false`
        : sql`exists (select 1 from store_products sp where sp.store_id = ${c.scope.storeId}::uuid and sp.product_id = p.id)`,
    );
  }
  if (c.campaign) {
    const member =
      c.campaign.kind === 'CAMPAIGN'
        ? sql`exists (select 1 from campaign_products cp where cp.campaign_id = ${c.campaign.id}::uuid and cp.product_id = p.id)`
        : sql`exists (select 1 from campaign_draft_products dp where dp.draft_id = ${c.campaign.id}::uuid and dp.product_id = p.id)`;
    parts.push(c.campaign.mode === 'IN' ? member : sql`not ${member}`);
  }
  if (c.search) {
    const pattern = containsPattern(c.search);
    parts.push(sql`(p.name ilike ${pattern} or p.id ilike ${pattern})`);
  }
  if (c.brandCodes && omit !== 'brands') parts.push(sql`p.brand_code = any(${sql.param(c.brandCodes)}::text[])`);
  if (c.seasonCodes && omit !== 'seasons') parts.push(sql`p.season_code = any(${sql.param(c.seasonCodes)}::text[])`);
  if (c.categoryCodes && omit !== 'categories') {
    // A category code matches itself and its descendants ('apparel' matches 'apparel/topwear/tshirts').
    parts.push(sql`exists (select 1 from unnest(${sql.param(c.categoryCodes)}::text[]) as f(code)
      where p.category_code = f.code or left(p.category_code, length(f.code) + 1) = f.code || '/')`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** SQL of the catalogue's read side: dictionaries, the product list and its filter counts. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  async listBrands(): Promise<{ code: string; label: string }[]> {
    return queryRows(this.db, sql`select code, label from brands order by lower(label), code`);
  }

  /** The ids among `ids` that are products. */
  async knownProductIds(ids: readonly string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(this.db, sql`select id from products where id = any(${textArray(ids)})`);
    return rows.map((r) => r.id);
  }

  /** Every level of the category tree, ordered by path. */
  async listCategories(): Promise<{ code: string; path: string }[]> {
    return queryRows(this.db, sql`select code, path from categories order by path`);
  }

  /** Whether `id` is a campaign or a campaign draft of the account; null when neither. */
  async campaignKind(scope: AccountScope, id: string): Promise<'CAMPAIGN' | 'DRAFT' | null> {
    const { accountId } = scope;
    const [row] = await queryRows<{ kind: 'CAMPAIGN' | 'DRAFT' }>(
      this.db,
      sql`
      select 'CAMPAIGN' as kind from campaigns where id = ${id}::uuid and account_id = ${accountId}::uuid
      union all
      select 'DRAFT' as kind from campaign_drafts where id = ${id}::uuid and account_id = ${accountId}::uuid`,
    );
    return row?.kind ?? null;
  }

  /** One page of matching products ordered by name then id, and the number of all matching products. */
  async pageProducts(c: ProductCriteria, page: number, size: number): Promise<{ rows: ProductListRow[]; total: number }> {
    const rows = await queryRows<ProductListRow>(
      this.db,
      sql`
      select p.id, p.name, p.brand_code, b.label as brand_label, p.season_code, p.category_code,
             cat.path as category_path, p.price, p.image_url, p.stock
      from products p
        join brands b on b.code = p.brand_code
        join categories cat on cat.code = p.category_code
      where ${where(c)}
      order by p.name, p.id
      limit ${size} offset ${page * size}`,
    );
    const [count] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from products p where ${where(c)}`);
    return { rows, total: count?.n ?? 0 };
  }

  /** Brand counts over products matching every criterion except the brand filter. Ordered by label. */
  async brandCounts(c: ProductCriteria): Promise<{ code: string; label: string; count: number }[]> {
    return queryRows(
      this.db,
      sql`
      select b.code, b.label, count(*)::int as count
      from products p join brands b on b.code = p.brand_code
      where ${where(c, 'brands')}
      group by b.code, b.label
      order by lower(b.label), b.code`,
    );
  }

  /** Season counts over products matching every criterion except the season filter; products without a season are left out. */
  async seasonCounts(c: ProductCriteria): Promise<{ code: string; count: number }[]> {
    return queryRows(
      this.db,
      sql`
      select p.season_code as code, count(*)::int as count
      from products p
      where p.season_code is not null and ${where(c, 'seasons')}
      group by p.season_code
      order by p.season_code`,
    );
  }

  /** Counts per category of every level (a parent counts its descendants' products), excluding the category filter. */
  async categoryCounts(c: ProductCriteria): Promise<{ code: string; path: string; count: number }[]> {
    return queryRows(
      this.db,
      sql`
      with leaf as (
        select p.category_code, count(*) as n from products p where ${where(c, 'categories')} group by p.category_code
      )
      select cat.code, cat.path, sum(leaf.n)::int as count
      from leaf join categories cat
        on leaf.category_code = cat.code or left(leaf.category_code, length(cat.code) + 1) = cat.code || '/'
      group by cat.code, cat.path
      order by cat.path`,
    );
  }
}
