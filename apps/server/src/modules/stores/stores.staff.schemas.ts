import { Type, type Static } from '@sinclair/typebox';
import { pageSchema } from '../../http/page';
import { PageIndex, QueryInteger, SafeText, Uuid, nullable } from '../../http/schema';

/**
 * A shop host name (RFC 1123 §2.1 labels): two or more dot-separated labels of letters, digits and
 * inner hyphens, 1–63 characters each, ending in an alphabetic top-level label; e.g. www.example.pl.
 * No scheme, port, path or trailing dot. Stored in lower case.
 */
export const HOSTNAME_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

/** A market code (ISO 3166-1 alpha-2, upper case), e.g. PL (docs/requirements.md §3 "markets (code, label)"). */
export const MARKET_PATTERN = '^[A-Z]{2}$';

const Markets = Type.Array(Type.String({ pattern: MARKET_PATTERN, minLength: 2, maxLength: 2 }), {
  minItems: 1,
  maxItems: 30,
  uniqueItems: true,
  description: 'Market codes the store sells in, e.g. ["PL"]',
});

export const StoreSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  externalId: Type.String({ description: "The shop's own seller id of the store, unique" }),
  name: Type.String(),
  domain: nullable(Type.String({ description: 'Shop domain, e.g. www.example.pl (null for stores made before staff editing)' })),
  channel: Type.String({ description: 'MAIN shop channel (config productChannel.code) or EOBUWIE' }),
  markets: Type.Array(Type.String()),
  productCount: Type.Integer({ description: 'Products the store sells (store_products)' }),
  version: Type.Integer({ description: 'Version for optimistic concurrency, also sent as the ETag' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type StoreView = Static<typeof StoreSchema>;

/** Body of POST /marops/stores and PUT /marops/stores/{id} (every field, PUT replaces). */
export const StoreInputSchema = Type.Object(
  {
    name: SafeText({ minLength: 1, maxLength: 200, description: 'Store name (trimmed, not blank)' }),
    externalId: SafeText({
      minLength: 1,
      maxLength: 100,
      pattern: '^[^\\s\\u0000\\uD800-\\uDFFF]+$',
      description: "The shop's seller id, no spaces",
    }),
    domain: Type.String({ minLength: 4, maxLength: 253, pattern: HOSTNAME_PATTERN, description: 'Shop host name, e.g. www.example.pl' }),
    channel: SafeText({ minLength: 1, maxLength: 40, description: 'MAIN shop channel code (config productChannel.code) or EOBUWIE' }),
    markets: Markets,
  },
  { additionalProperties: false },
);
export type StoreInput = Static<typeof StoreInputSchema>;

export const StoreListQuerySchema = Type.Object({
  externalId: Type.Optional(
    SafeText({ minLength: 1, maxLength: 100, description: 'Exact seller id: the page holds that store or nothing (docs/requirements.md §7)' }),
  ),
  search: Type.Optional(SafeText({ maxLength: 100, description: 'Part of the name or external id, any letter case' })),
  channel: Type.Optional(SafeText({ minLength: 1, maxLength: 40, description: 'Only stores of this channel' })),
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 25 }),
});
export type StoreListQuery = Static<typeof StoreListQuerySchema>;

export const StorePageSchema = pageSchema(StoreSchema);

export const StoreIdParams = Type.Object({ id: Uuid() });

export const StoreProductSchema = Type.Object({
  id: Type.String({ description: 'Product (SKU style) id' }),
  name: Type.String(),
  brandCode: Type.String(),
  brandLabel: Type.String(),
  stock: Type.Integer({ description: 'Units in stock over all sizes' }),
  imageUrl: nullable(Type.String()),
});
export type StoreProductView = Static<typeof StoreProductSchema>;

export const StoreProductPageSchema = pageSchema(StoreProductSchema);

export const StoreProductQuerySchema = Type.Object({
  search: Type.Optional(SafeText({ maxLength: 100, description: 'Part of the product name, id or brand, any letter case' })),
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 25 }),
});

export const ImportModeSchema = Type.Union([Type.Literal('replace'), Type.Literal('add')], {
  description: "replace: the CSV becomes the store's whole list; add: the CSV is added to it",
});
export type ImportMode = Static<typeof ImportModeSchema>;

export const ImportQuerySchema = Type.Object({ mode: ImportModeSchema });

export const ImportResultSchema = Type.Object({
  added: Type.Integer({ description: 'Products newly put into the store' }),
  removed: Type.Integer({ description: 'Products taken out (replace mode only)' }),
  unknown: Type.Array(Type.String(), { description: 'The first 50 ids that are no catalogue product (not stored)' }),
  unknownCount: Type.Integer({ description: 'All ids that are no catalogue product' }),
  total: Type.Integer({ description: 'Products in the store afterwards' }),
});
export type ImportResult = Static<typeof ImportResultSchema>;
