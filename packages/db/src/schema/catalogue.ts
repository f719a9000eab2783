import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money, updatedAt } from './columns';
import { stores } from './stores';

/* The product catalogue: brands, categories, products, sizes, store assortments and import runs. */

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
});

export const categories = pgTable('categories', {
  /** Slug path, e.g. "apparel/topwear/tshirts". */
  code: text('code').primaryKey(),
  /** Display path, e.g. "Apparel > Topwear > Tshirts". */
  path: text('path').notNull(),
  label: text('label').notNull(),
  level: integer('level').notNull(),
  parentCode: text('parent_code'),
});

export const products = pgTable(
  'products',
  {
    /** The product's SKU id (the catalogue's style id). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    seasonCode: text('season_code'),
    year: integer('year'),
    gender: text('gender'),
    /** Level-3 category code. */
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    colour: text('colour'),
    usage: text('usage'),
    /** Selling price, grosze (converted from the source currency at the configured rate). */
    price: money('price').notNull(),
    /** List price before discount, grosze. */
    listPrice: money('list_price').notNull(),
    imageUrl: text('image_url'),
    landingPageUrl: text('landing_page_url'),
    /** Units in stock over all sizes; the product is in stock when > 0. */
    stock: integer('stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandCode),
    index('products_category_idx').on(t.categoryCode),
    index('products_season_idx').on(t.seasonCode),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    skuId: text('sku_id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    active: boolean('active').notNull(),
    /** The source's availability flag at crawl time. */
    available: boolean('available').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const storeProducts = pgTable(
  'store_products',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index('store_products_product_idx').on(t.productId)],
);

export const catalogueImports = pgTable('catalogue_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  productsRead: integer('products_read').notNull(),
  productsUpserted: integer('products_upserted').notNull(),
  rejected: jsonb('rejected').notNull(),
});
