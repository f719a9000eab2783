import { Type, type Static } from '@sinclair/typebox';
import { CATALOGUE_BATCH_MAX, SKUS_PER_PRODUCT_MAX } from '@ads/domain';
import { SafeText } from '../../http/schema';

/**
 * The shop's catalogue API (docs/catalogue-api.md), authenticated by a shop API key like `/v2/auctions`.
 * Request bodies are checked item by item: the envelope only bounds the list, each item is checked on
 * its own against the item schema, and a bad item is listed with its reason while the rest are applied.
 */

const Id = (description: string) => SafeText({ minLength: 1, maxLength: 200, description });
const HttpUrl = (description: string) => Type.String({ maxLength: 2000, pattern: '^https?://[^\\u0000\\s]+$', description });
const Grosze = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000_00, description });

export const CatalogueSkuSchema = Type.Object(
  {
    id: Id('SKU id: one size of the product, unique over the catalogue'),
    size: SafeText({ minLength: 1, maxLength: 50, description: 'Size label, e.g. "42" or "M"' }),
    available: Type.Boolean({ description: 'Whether the shop sells this size now' }),
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Units in stock' }),
  },
  { additionalProperties: false },
);

export const CatalogueProductSchema = Type.Object(
  {
    id: Id("Product id: the catalogue's style id, the id auctions and events use"),
    name: SafeText({ minLength: 1, maxLength: 500 }),
    brand: SafeText({ minLength: 1, maxLength: 200, description: 'Brand name; its code is derived from it' }),
    category: Id('Code of an existing level-3 category (GET /api/category-dictionaries lists them)'),
    price: Grosze('Selling price, grosze'),
    listPrice: Type.Optional(Grosze('List price before discount, grosze; default: price')),
    gender: Type.Optional(SafeText({ maxLength: 50 })),
    colour: Type.Optional(SafeText({ maxLength: 100 })),
    season: Type.Optional(SafeText({ maxLength: 50 })),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
    usage: Type.Optional(SafeText({ maxLength: 100 })),
    imageUrl: Type.Optional(HttpUrl('Product image')),
    landingPageUrl: Type.Optional(HttpUrl("The product's page in the shop")),
    skus: Type.Array(CatalogueSkuSchema, {
      maxItems: SKUS_PER_PRODUCT_MAX,
      description: 'Every size of the product; a size left out is no longer sold (stock 0)',
    }),
  },
  { additionalProperties: false },
);
export type CatalogueProduct = Static<typeof CatalogueProductSchema>;

export const SkuStockUpdateSchema = Type.Object(
  {
    id: Id('SKU id'),
    available: Type.Optional(Type.Boolean()),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type SkuStockUpdate = Static<typeof SkuStockUpdateSchema>;

const items = (description: string) => Type.Array(Type.Unknown(), { minItems: 1, maxItems: CATALOGUE_BATCH_MAX, description });

export const ProductUpsertBodySchema = Type.Object(
  { products: items(`Products to create or replace, 1–${CATALOGUE_BATCH_MAX} (each checked on its own, see CatalogueProduct)`) },
  { additionalProperties: false },
);
export const SkuStockBodySchema = Type.Object(
  { skus: items(`Stock and availability of sizes, 1–${CATALOGUE_BATCH_MAX} (each checked on its own, see SkuStockUpdate)`) },
  { additionalProperties: false },
);
export const ProductRemovalBodySchema = Type.Object(
  { ids: Type.Array(Type.Unknown(), { minItems: 1, maxItems: CATALOGUE_BATCH_MAX, description: 'Product ids the shop no longer sells' }) },
  { additionalProperties: false },
);

export const CatalogueRejectionSchema = Type.Object({
  index: Type.Integer({ description: 'Position of the item in the request, from 0' }),
  id: Type.Union([Type.String(), Type.Null()], { description: 'The item id when it had a readable one' }),
  field: Type.Union([Type.String(), Type.Null()], { description: 'JSON pointer of the offending value within the item' }),
  reason: Type.String({ description: 'Why the item was not applied' }),
});
export type CatalogueRejection = Static<typeof CatalogueRejectionSchema>;

export const CatalogueWriteResultSchema = Type.Object({
  received: Type.Integer(),
  /** Items that changed something (created or updated). */
  changed: Type.Integer(),
  /** Items applied that were already as sent (idempotent repeats). */
  unchanged: Type.Integer(),
  rejected: Type.Array(CatalogueRejectionSchema),
});
export type CatalogueWriteResult = Static<typeof CatalogueWriteResultSchema>;
