import { Type, type Static } from '@sinclair/typebox';
import { pageSchema } from '../../http/page';
import { PageIndex, QueryInteger, SafeText } from '../../http/schema';

const Grosze = (description: string) => Type.Integer({ description: `${description}, integer grosze (1 PLN = 100)` });
const CodeList = (what: string) =>
  Type.Optional(
    SafeText({ maxLength: 20000, description: `Comma-separated ${what} codes, 1 to 100 (docs/requirements.md §5); empty = no filter` }),
  );

export const ServicesConfigSchema = Type.Object({
  campaignRequirements: Type.Object({
    nameMaxLength: Type.Integer(),
    budget: Type.Object({
      dailyLimit: Type.Object({ minValue: Grosze('Lowest daily budget') }),
      totalLimit: Type.Object({
        minValue: Grosze('Lowest total budget'),
        ratio: Type.Number({ description: 'When both budgets are set: total ≥ daily × ratio' }),
        allowIncreaseOf: Grosze('A published campaign’s total budget may go no lower than spent + this'),
      }),
    }),
    maxCpc: Type.Object({ minValue: Grosze('Lowest max CPC (also the auction reserve price)'), maxValue: Grosze('Highest max CPC') }),
    maxSkuCount: Type.Integer({ description: 'Most SKUs in one campaign' }),
  }),
  keywordRequirements: Type.Object(
    {
      maxKeywords: Type.Integer({ description: 'Most keywords in one campaign' }),
      maxNegativeKeywords: Type.Integer({ description: 'Most negative keywords in one campaign' }),
      maxLength: Type.Integer({ description: 'Most characters of one keyword, trimmed' }),
      maxWords: Type.Integer({ description: 'Most words of one keyword' }),
    },
    { description: 'Search keyword limits (docs/search-placements.md); a keyword bid is within maxCpc' },
  ),
  markets: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
  activeChannelMarkets: Type.Record(Type.String(), Type.Array(Type.Object({ code: Type.String() })), {
    description: 'Channel code → markets it is active in',
  }),
  channels: Type.Array(Type.Object({ code: Type.String(), label: Type.String() }), {
    description: 'Shop channels; ALL is shown as "{product} and eobuwie" (docs/requirements.md §1)',
  }),
});

export const BrandLabelSchema = Type.Object({ code: Type.String({ description: 'e.g. united-colors-of-benetton' }), label: Type.String() });

export const CategoryLabelSchema = Type.Object({
  code: Type.String({ description: 'Slug path, e.g. apparel/topwear/tshirts' }),
  path: Type.String({ description: 'e.g. Apparel > Topwear > Tshirts' }),
});

export const CategoryDictionaryQuerySchema = Type.Object({
  channels: Type.Optional(SafeText({ maxLength: 1000, description: 'Comma-separated channel codes, e.g. MAIN,EOBUWIE' })),
  markets: Type.Optional(SafeText({ maxLength: 1000, description: 'Comma-separated market codes, e.g. PL' })),
});

export const ProductQuerySchema = Type.Object({
  skuSelect: Type.Optional(
    Type.Union([Type.Literal('AVAILABLE_FOR_CAMPAIGN'), Type.Literal('IN_CAMPAIGN')], {
      default: 'AVAILABLE_FOR_CAMPAIGN',
      description: 'AVAILABLE_FOR_CAMPAIGN: the inventory, minus products already in campaignId; IN_CAMPAIGN: products of campaignId',
    }),
  ),
  campaignId: Type.Optional(
    SafeText({ maxLength: 100, description: 'A campaign or campaign draft of the account; not a UUID v4 answers 404' }),
  ),
  page: Type.Optional(PageIndex({ default: 0 })),
  size: Type.Optional(
    QueryInteger({ minimum: 1, maximum: 100, default: 10, description: 'Page size (docs/requirements.md §9: default 10)' }),
  ),
  search: Type.Optional(SafeText({ maxLength: 200, description: 'Case-insensitive, in product name or SKU' })),
  brandCodes: CodeList('brand'),
  seasonCodes: CodeList('season'),
  categoryCodes: CodeList('category (a code also matches its subcategories)'),
  returnAvailableFilters: Type.Optional(Type.Boolean({ default: false })),
});
export type ProductQuery = Static<typeof ProductQuerySchema>;

export const ProductSchema = Type.Object({
  sku: Type.String({ description: 'Product SKU (the catalogue style id)' }),
  name: Type.String(),
  brand: BrandLabelSchema,
  seasonCode: Type.Union([Type.String(), Type.Null()], { description: 'SUMMER, FALL, WINTER or SPRING' }),
  categoryCode: Type.String(),
  categoryPath: Type.String(),
  price: Grosze('Selling price'),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Integer({ description: 'Units in stock over all sizes' }),
  inStock: Type.Boolean(),
});

const Count = Type.Integer({ description: 'Matching products' });
export const AvailableFiltersSchema = Type.Object(
  {
    brands: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), count: Count })),
    seasons: Type.Array(Type.Object({ code: Type.String(), count: Count })),
    categories: Type.Array(Type.Object({ code: Type.String(), path: Type.String(), count: Count })),
  },
  { description: "Filter values over the account's inventory; each facet's counts apply every other filter" },
);

/** A page of products (http/page.ts), with the filter counts when asked for. */
export const ProductPageSchema = Type.Object({
  ...pageSchema(ProductSchema).properties,
  availableFilters: Type.Optional(AvailableFiltersSchema),
});
export type ProductPage = Static<typeof ProductPageSchema>;
export type ServicesConfig = Static<typeof ServicesConfigSchema>;

/** GET /products/skus query: the filters of GET /products without paging. */
export const MatchingSkusQuerySchema = Type.Omit(ProductQuerySchema, ['page', 'size', 'returnAvailableFilters']);
export const MatchingSkusSchema = Type.Object({
  skus: Type.Array(Type.String(), { description: 'SKUs of the matching products in the list order (name, then id), at most `limit`' }),
  total: Type.Integer({ description: 'How many products match in all; more than `limit` means the list was cut' }),
  limit: Type.Integer({ description: 'The campaign SKU limit (maxSkuCount of /services-config)' }),
});
