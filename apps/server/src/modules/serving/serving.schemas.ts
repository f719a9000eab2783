import { Type, type Static } from '@sinclair/typebox';

/*
 * Wire shapes of POST /v2/auctions (events: events.schemas.ts), following the Topsort v2 contract (docs/requirements-serving.md §10; docs/architecture.md "The auction"), so a shop that speaks Topsort switches by host name.
 * Only what we act on is described in full; other contract fields are accepted and ignored.
 */

export const CategoryId = Type.String({ minLength: 1, description: 'Category code, e.g. "apparel/topwear"' });

/**
 * Category codes in one list of an auction's category (docs/requirements-serving.md §10.3): an auction's candidates cost
 * the products of each code, so the lists are bounded like its other inputs.
 */
export const MAX_CATEGORY_CODES = 20;

/** AuctionCategory: one category, all of several, or a conjunction of disjunctions. */
const AuctionCategory = Type.Union([
  Type.Object({ id: CategoryId }, { title: 'Single Category' }),
  Type.Object(
    { ids: Type.Array(CategoryId, { minItems: 1, maxItems: MAX_CATEGORY_CODES }) },
    { title: 'Multiple Categories (product in all)' },
  ),
  Type.Object(
    {
      disjunctions: Type.Array(Type.Array(CategoryId, { minItems: 1, maxItems: MAX_CATEGORY_CODES }), {
        minItems: 1,
        maxItems: 5,
      }),
    },
    { title: 'Category Disjunctions (product in at least one of each)' },
  ),
]);

/**
 * One auction of the batch. `type: listings` is run; any other type (banners …) answers
 * `error: true` for that auction. Exactly one of `products` and `category` must be set (contract
 * SponsoredListingsAuction). Unlisted contract fields (geoTargeting, page, filter, demandSources …)
 * are accepted and ignored; `qualityScores` is accepted and ignored.
 */
export const AuctionRequestSchema = Type.Object(
  {
    type: Type.String({ minLength: 1, description: "'listings' or 'banners' (static banners); others answer error: true" }),
    slots: Type.Integer({ minimum: 1, maximum: 40, description: 'Maximum number of winners' }),
    products: Type.Optional(
      Type.Object(
        {
          ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 10000, description: 'Candidate product ids' }),
          qualityScores: Type.Optional(Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: 1 }))),
        },
        { additionalProperties: true },
      ),
    ),
    category: Type.Optional(AuctionCategory),
    searchQuery: Type.Optional(
      Type.String({
        description:
          'What the shopper searched for. With a letter or digit only campaigns with a matching keyword and no matching negative keyword bid, at the keyword bid (docs/search-placements.md); alone, or with products or a category. Read up to its first 1,000 characters and matched with its first 32 words',
      }),
    ),
    opaqueUserId: Type.Optional(Type.String()),
    placementId: Type.Optional(Type.Integer()),
    // docs/staff-content.md: BannersAuction's placement (required by the contract for `type: banners`).
    slotId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Banner placement of a banners auction' })),
  },
  { additionalProperties: true },
);
export type AuctionRequest = Static<typeof AuctionRequestSchema>;

export const AuctionsBodySchema = Type.Object({
  auctions: Type.Array(AuctionRequestSchema, { minItems: 1, maxItems: 5 }),
});

/** DSA art. 26(1) information served with every winner (docs/ad-transparency.md); an extra field the Topsort SDK passes through. */
export const TransparencySchema = Type.Object(
  {
    sponsored: Type.Literal(true, { description: 'The content is an advertisement (art. 26(1)(a))' }),
    onBehalfOf: Type.String({ description: 'On whose behalf the ad is presented (art. 26(1)(b))' }),
    paidBy: Type.String({ description: 'Who paid for the ad (art. 26(1)(c))' }),
    mainParameters: Type.Array(Type.String(), { description: 'The main parameters that decided the ad was shown (art. 26(1)(d))' }),
  },
  {
    description:
      'Ad transparency under the Digital Services Act, art. 26(1): show it with the ad ("Sponsored", "Why am I seeing this ad?")',
  },
);

export const WinnerSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  type: Type.Literal('product'),
  id: Type.String({ description: 'Product id' }),
  resolvedBidId: Type.String({ description: 'Opaque id to send back with impressions, clicks and purchases' }),
  campaignId: Type.String(),
  transparency: TransparencySchema,
});

/** docs/staff-content.md: a banners auction's winner (Topsort v2 BannersWinner); static banners are `type: url`. */
export const BannerWinnerSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  type: Type.Literal('url'),
  id: Type.String({ description: 'Static banner id' }),
  resolvedBidId: Type.String({ description: 'Opaque id of the (unbilled) static banner' }),
  asset: Type.Array(
    Type.Object({
      url: Type.String({ format: 'uri', description: 'Absolute URL of the banner image' }),
      content: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'altText, width, height, link' })),
    }),
    { minItems: 1 },
  ),
  transparency: TransparencySchema,
});

export const AuctionResultSchema = Type.Object({
  resultType: Type.String(),
  winners: Type.Array(Type.Union([WinnerSchema, BannerWinnerSchema])),
  error: Type.Boolean({ description: 'True when this auction could not be run (e.g. an unsupported type)' }),
});
export type AuctionResult = Static<typeof AuctionResultSchema>;

export const AuctionsResponseSchema = Type.Object({ results: Type.Array(AuctionResultSchema, { minItems: 1, maxItems: 5 }) });
