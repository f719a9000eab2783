import { Type, type Static } from '@sinclair/typebox';
import { CategoryId } from './serving.schemas';

/*
 * Wire shapes of POST /v2/events, following the Topsort v2 contract (EventsRequest, Impression,
 * Click, Purchase, PurchaseItem, Placement, EventEntity; docs/serving-scale.md).
 */

/** Longest id (event, user, product, vendor, resolved bid) accepted, characters: a unique index entry stays small. */
export const MAX_EVENT_ID_LENGTH = 256;
/** Largest purchase item quantity accepted: a sane cap for one order line, far below int4 (2^31 − 1). */
export const MAX_PURCHASE_QUANTITY = 10_000;
/** Largest unit price accepted, PLN (10^8 grosze): with the quantity cap a line stays ≤ 10^12 grosze. */
export const MAX_UNIT_PRICE_PLN = 1_000_000;
/** Most items in one purchase: 50 purchases × 100 lines × 10^12 grosze stays a safe integer (< 2^53). */
export const MAX_PURCHASE_ITEMS = 100;

const Id = Type.String({ minLength: 1, maxLength: MAX_EVENT_ID_LENGTH });
/** Longest resolved bid id accepted, characters: a search bid carries its search term (bids/resolved-bid-token.ts). */
export const MAX_RESOLVED_BID_ID_LENGTH = 512;
const BidId = Type.String({ minLength: 1, maxLength: MAX_RESOLVED_BID_ID_LENGTH });
/** RFC 3339 timestamp with offset (contract `occurredAt`); checked again by the events service. */
const OccurredAt = Type.String({ minLength: 20, maxLength: 40, description: 'RFC 3339 timestamp with UTC offset' });
const EventId = Type.String({
  minLength: 1,
  maxLength: MAX_EVENT_ID_LENGTH,
  description: "The shop's event id; a repeated id is ignored (idempotency)",
});
const Entity = Type.Object(
  { id: Id, type: Type.Union([Type.Literal('product'), Type.Literal('vendor')]) },
  { additionalProperties: false },
);
const Placement = Type.Object(
  {
    path: Type.String({ minLength: 1 }),
    position: Type.Optional(Type.Integer({ minimum: 1 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
    productId: Type.Optional(Id),
    categoryIds: Type.Optional(Type.Array(CategoryId, { minItems: 1 })),
    searchQuery: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);
const Channel = Type.Union([Type.Literal('onsite'), Type.Literal('offsite'), Type.Literal('instore')]);
const DeviceType = Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]);

/** Fields shared by Impression and Click (contract). `resolvedBidId` is required by this server to record the event. */
const interactionFields = {
  id: EventId,
  occurredAt: OccurredAt,
  opaqueUserId: Id,
  resolvedBidId: Type.Optional(BidId),
  entity: Type.Optional(Entity),
  additionalAttribution: Type.Optional(Entity),
  placement: Type.Optional(Placement),
  page: Type.Optional(Type.Unknown()),
  object: Type.Optional(Type.Unknown()),
  externalCampaignId: Type.Optional(Type.String()),
  externalVendorId: Type.Optional(Type.String()),
  deviceType: Type.Optional(DeviceType),
  channel: Type.Optional(Channel),
};

export const ImpressionSchema = Type.Object(interactionFields, { additionalProperties: false, title: 'Impression' });
export const ClickSchema = Type.Object(
  {
    ...interactionFields,
    clickType: Type.Optional(Type.Union([Type.Literal('product'), Type.Literal('like'), Type.Literal('add-to-cart')])),
  },
  { additionalProperties: false, title: 'Click' },
);

/**
 * Contract PurchaseItem plus `resolvedBidId` (our addition): when given and clicked, the item is
 * credited to that bid's campaign. `unitPrice` is in major units (PLN), converted to grosze.
 */
export const PurchaseItemSchema = Type.Object(
  {
    productId: Id,
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PURCHASE_QUANTITY, default: 1 })),
    unitPrice: Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_UNIT_PRICE_PLN,
      description: 'Price of one unit in PLN (major units), e.g. 12.95',
    }),
    vendorId: Type.Optional(Id),
    resolvedBidId: Type.Optional(BidId),
  },
  { additionalProperties: false },
);

export const PurchaseSchema = Type.Object(
  {
    id: EventId,
    occurredAt: OccurredAt,
    opaqueUserId: Id,
    items: Type.Array(PurchaseItemSchema, { minItems: 1, maxItems: MAX_PURCHASE_ITEMS }),
    deviceType: Type.Optional(DeviceType),
    channel: Type.Optional(Channel),
  },
  { additionalProperties: false, title: 'Purchase' },
);

export type Impression = Static<typeof ImpressionSchema>;
export type Click = Static<typeof ClickSchema>;
export type Purchase = Static<typeof PurchaseSchema>;

/** EventsRequest (contract): at most 50 of each kind; page views are accepted and ignored. */
export const EventsBodySchema = Type.Object(
  {
    impressions: Type.Optional(Type.Array(ImpressionSchema, { maxItems: 50 })),
    clicks: Type.Optional(Type.Array(ClickSchema, { maxItems: 50 })),
    purchases: Type.Optional(Type.Array(PurchaseSchema, { maxItems: 50 })),
    pageviews: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/**
 * What the route validates before the service: the envelope only. Each event is then checked on
 * its own, so one malformed event is rejected without losing the others (docs/conventions.md "Errors").
 */
export const EventsEnvelopeSchema = Type.Object(
  {
    impressions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
    clicks: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
    purchases: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
    pageviews: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EventsEnvelope = Static<typeof EventsEnvelopeSchema>;

export const EventKindSchema = Type.Union([Type.Literal('impression'), Type.Literal('click'), Type.Literal('purchase')]);

export const RejectedEventSchema = Type.Object({
  kind: EventKindSchema,
  index: Type.Integer({ description: 'Position in its array of the request' }),
  id: Type.Optional(Type.String()),
  reason: Type.String({
    description: 'INVALID_EVENT, NOT_SPONSORED, RESOLVED_BID_NOT_FOUND, OCCURRED_AT_OUT_OF_RANGE, INVALID_UNIT_PRICE',
  }),
  detail: Type.Optional(Type.String()),
});

const Counts = Type.Object({ impressions: Type.Integer(), clicks: Type.Integer(), purchases: Type.Integer() });

/**
 * Topsort answers 204 with no body; we answer 200 with what happened to each event, so the shop
 * (and the replay tool) can see rejections and charges. Duplicates (a repeated event id, or a second
 * click on the same resolvedBidId) are neither accepted again nor rejected.
 */
export const EventsResponseSchema = Type.Object({
  accepted: Counts,
  duplicates: Counts,
  rejected: Type.Array(RejectedEventSchema),
  charged: Type.Object({ clicks: Type.Integer(), cost: Type.Integer({ description: 'grosze' }) }),
  attributed: Type.Object({ items: Type.Integer(), revenue: Type.Integer({ description: 'grosze' }) }),
});
export type EventsResponse = Static<typeof EventsResponseSchema>;
export type RejectedEvent = Static<typeof RejectedEventSchema>;
