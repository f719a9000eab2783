import { Type, type Static } from '@sinclair/typebox';
import { pageSchema } from '../../http/page';
import { nullable, PageIndex, QueryInteger, SafeText, Uuid } from '../../http/schema';
import { KeywordListsInput, KeywordSchema, NegativeKeywordSchema } from './keywords.schemas';

export const Grosze = (description: string) => Type.Integer({ minimum: 0, maximum: 1e13, description: `${description}, integer grosze` });
export const Day = (description: string) => Type.String({ format: 'date', description: `${description}, Europe/Warsaw day YYYY-MM-DD` });
const Nullable = nullable;

/** A shop channel code: the main channel's (PRODUCT_CHANNEL_CODE), EOBUWIE or ALL (docs/requirements.md §1). */
export const Channel = (description = 'Shop channel: the main channel code (services-config channels), EOBUWIE or ALL') =>
  Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,39}$', description });
export const Markets = (description = 'Market codes (services-config markets), non-empty to publish') =>
  Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 20, description });

/** Delivery of the daily budget (docs/serving-scale.md "Pacing"). */
export const Delivery = (description = 'STANDARD: the daily budget is spread over the Europe/Warsaw day along the traffic curve; ACCELERATED: spent as fast as traffic allows') =>
  Type.Union([Type.Literal('STANDARD'), Type.Literal('ACCELERATED')], { description });

export const Sku = SafeText({ minLength: 1, maxLength: 64, description: "Product SKU id from the account's inventory" });

/** Body of POST /campaign-drafts and PATCH /campaign-drafts/{id}; every field optional in a draft. */
export const DraftInputSchema = Type.Object(
  {
    name: Type.Optional(SafeText({ maxLength: 500 })),
    dailyBudget: Type.Optional(Nullable(Grosze('Daily budget'))),
    totalBudget: Type.Optional(Nullable(Grosze('Total budget'))),
    maxCpc: Type.Optional(Nullable(Grosze('Max CPC'))),
    startDate: Type.Optional(Nullable(Day('First day'))),
    endDate: Type.Optional(Nullable(Day('Last day (inclusive); null = runs until budget or deactivation'))),
    channel: Type.Optional(Nullable(Channel())),
    markets: Type.Optional(Nullable(Markets())),
    delivery: Type.Optional(Delivery()),
    skus: Type.Optional(Type.Array(Sku, { maxItems: 100000, description: 'Replaces the draft products' })),
    step: Type.Optional(SafeText({ maxLength: 40, description: 'Creator step the advertiser is on' })),
    ...KeywordListsInput,
  },
  { additionalProperties: false },
);
export type DraftInput = Static<typeof DraftInputSchema>;

export const DraftSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  accountId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  dailyBudget: Nullable(Grosze('Daily budget')),
  totalBudget: Nullable(Grosze('Total budget')),
  maxCpc: Nullable(Grosze('Max CPC')),
  startDate: Nullable(Day('First day')),
  endDate: Nullable(Day('Last day')),
  channel: Nullable(Channel('Shop channel; null until chosen')),
  markets: Markets('Market codes; empty until chosen'),
  delivery: Delivery(),
  skus: Type.Array(Type.String()),
  keywords: Type.Array(KeywordSchema, { description: 'Search keywords (docs/search-placements.md); ids are given when published' }),
  negativeKeywords: Type.Array(NegativeKeywordSchema),
  step: Type.String(),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type DraftView = Static<typeof DraftSchema>;

export const CampaignStateSchema = Type.Union(
  [
    Type.Literal('SCHEDULED'),
    Type.Literal('RUNNING'),
    Type.Literal('PAUSED'),
    Type.Literal('OUT_OF_DAILY_BUDGET'),
    Type.Literal('TOTAL_BUDGET_SPENT'),
    Type.Literal('OUT_OF_STOCK'),
    Type.Literal('PLACE_NOT_SERVED'),
    Type.Literal('PACED'),
    Type.Literal('ENDED'),
    Type.Literal('ARCHIVED'),
    Type.Literal('ACCOUNT_SUSPENDED'),
    Type.Literal('ACCOUNT_TERMINATED'),
  ],
  {
    description:
      "Display state derived from status, dates, budgets, stock, the account's status, the shops' keys and pacing (docs/requirements.md §4): PLACE_NOT_SERVED = no active shop API key serves its channel and markets; PACED = a STANDARD campaign ahead of its daily pace sits out auctions until the traffic curve catches up (see `pacing`)",
  },
);

export const CampaignSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  accountId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  userStatus: Type.Union([Type.Literal('ACTIVE'), Type.Literal('PAUSED'), Type.Literal('ARCHIVED')]),
  state: CampaignStateSchema,
  dailyBudget: Nullable(Grosze('Daily budget')),
  totalBudget: Nullable(Grosze('Total budget')),
  maxCpc: Grosze('Max CPC'),
  startDate: Day('First day'),
  endDate: Nullable(Day('Last day (inclusive)')),
  channel: Channel(),
  markets: Markets('Market codes the campaign serves (non-empty)'),
  delivery: Delivery(),
  spentTotal: Grosze('Charged over the whole campaign'),
  spentToday: Grosze('Charged today'),
  paceToday: Nullable(
    Grosze(
      'Spend the pace allows by now today, integer grosze: daily budget × share of the Warsaw day\'s traffic so far (the traffic curve learnt from the last 14 days of impressions); a STANDARD campaign whose spend today is above it plus a 2 % allowance sits out auctions (state PACED). null when not paced (ACCELERATED or no daily budget)',
    ),
  ),
  pacedUntil: Nullable(
    Type.String({
      format: 'date-time',
      description: 'When state is PACED: the instant (UTC, RFC 3339) from which the pace covers today\'s spend and the campaign bids again; else null',
    }),
  ),
  skuCount: Type.Integer(),
  skusInStock: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CampaignView = Static<typeof CampaignSchema>;

export const CampaignMetricsSchema = Type.Object({
  views: Type.Integer(),
  clicks: Type.Integer(),
  cost: Grosze('Cost'),
  ctr: Type.Number({ description: 'clicks / views, 0..1' }),
  avgCPC: Grosze('Average CPC'),
  salesCount: Type.Integer(),
  revenue: Grosze('Attributed revenue'),
  roas: Type.Number({ description: 'revenue / cost' }),
});

export const CampaignListSchema = pageSchema(Type.Intersect([CampaignSchema, Type.Object({ statistics: CampaignMetricsSchema })]));

/** Sort keys of the campaign lists; statistics keys sort by the `dateBegin..dateEnd` sums. */
export const CAMPAIGN_SORT_KEYS = ['name', 'createdAt', 'startDate', 'endDate', 'maxCpc', 'dailyBudget', 'totalBudget', 'spentTotal', 'views', 'clicks', 'cost', 'ctr'] as const;
export type CampaignSortKey = (typeof CAMPAIGN_SORT_KEYS)[number];

export const ListQuerySchema = Type.Object({
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 20 }),
  search: Type.Optional(SafeText({ maxLength: 200 })),
  sort: Type.String({
    pattern: `^(${CAMPAIGN_SORT_KEYS.join('|')}),(ASC|DESC)$`,
    default: 'createdAt,DESC',
    description: 'key,ASC|DESC; ties by id. Statistics keys (views, clicks, cost, ctr) use the dateBegin..dateEnd range',
  }),
  dateBegin: Type.Optional(Day('Statistics from')),
  dateEnd: Type.Optional(Day('Statistics to')),
});

/** `{id}` of a campaign or draft: UUID v4; malformed answers 404 like an unknown id. */
export const IdParams = Type.Object({ id: Uuid() });

/** Publishing a draft is an order: the user ticks the terms in force (docs/requirements.md §5). */
export const PublishBodySchema = Type.Object({
  termsVersion: Type.Integer({ minimum: 1, description: 'The terms version in force the user ticked (GET /api/terms versionInForce)' }),
});
