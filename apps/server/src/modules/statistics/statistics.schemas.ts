import { Type, type TSchema } from '@sinclair/typebox';
import { AccountId, nullable, QueryInteger, SafeText } from '../../http/schema';
import { DIMENSIONS, MAX_CAMPAIGN_IDS, MAX_LIMIT, MAX_OFFSET, METRICS } from './statistics.params';

/*
 * Wire shapes of GET /api/statistics (docs/requirements.md §7). List parameters accept a comma list, repeated
 * parameters, or both; their items are checked by the service, so that an unknown metric is an
 * InvalidStatisticsParamsException (docs/requirements.md §8) and not a generic ValidationException.
 */

const list = (description: string) => Type.Array(SafeText({ maxLength: 100 }), { description });
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const StatisticsQuerySchema = Type.Object({
  metrics: Type.Optional(list(`Metrics to return, any of ${METRICS.join(', ')}. Absent = all eight.`)),
  dimensions: Type.Optional(list(`Dimensions to group by, any of ${DIMENSIONS.join(', ')}. Absent = one totals row.`)),
  campaignIdIn: Type.Array(SafeText({ maxLength: 64 * 1024 }), {
    minItems: 1,
    description: `Campaign ids of the account (uuids), 1..${MAX_CAMPAIGN_IDS}.`,
  }),
  dateBegin: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, description: 'First Europe/Warsaw day, YYYY-MM-DD. Default: dateEnd − 29 days.' }),
  ),
  dateEnd: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, description: 'Last Europe/Warsaw day (included), YYYY-MM-DD. Default: today.' }),
  ),
  sortBy: Type.Optional(
    SafeText({
      maxLength: 100,
      description:
        '`<metric|requested dimension>,<ASC|DESC>`, e.g. `day,ASC`, `cost,DESC`. Default: day ASC with the day dimension, else cost DESC.',
    }),
  ),
  limit: Type.Optional(QueryInteger({ minimum: 1, maximum: MAX_LIMIT, description: 'Rows kept after sorting. Absent = all.' })),
  offset: Type.Optional(
    QueryInteger({ minimum: 0, maximum: MAX_OFFSET, description: 'Sorted rows skipped before `limit` keeps any (paging). Default 0.' }),
  ),
});

export const AccountHeaderSchema = Type.Object({
  'account-id': AccountId({ description: 'The advertiser account whose campaigns are read' }),
});

const nullableText = (description: string) => Type.Optional(nullable(Type.String({ description })));

const METRIC_FIELDS = {
  views: Type.Optional(Type.Integer({ description: 'Impressions' })),
  clicks: Type.Optional(Type.Integer({ description: 'All recorded clicks, billable or not' })),
  cost: Type.Optional(Type.Integer({ description: 'Charged amount, grosze' })),
  roas: Type.Optional(Type.Number({ description: 'revenue / cost, a ratio rounded half-up to 4 decimals; 0 when cost is 0' })),
  ctr: Type.Optional(Type.Number({ description: 'clicks / views, a ratio (0.05 = 5 %) rounded half-up to 6 decimals; 0 without views' })),
  salesCount: Type.Optional(Type.Integer({ description: 'Attributed units sold' })),
  avgCPC: Type.Optional(Type.Integer({ description: 'cost / clicks, grosze, rounded half-up; 0 without clicks' })),
  revenue: Type.Optional(Type.Integer({ description: 'Attributed revenue, grosze' })),
} satisfies Record<(typeof METRICS)[number], TSchema>;

export const StatisticsMetricsSchema = Type.Object(METRIC_FIELDS, { description: 'The requested metrics only' });

export const StatisticsRowSchema = Type.Object(
  {
    day: Type.Optional(Type.String({ description: 'Europe/Warsaw day, YYYY-MM-DD' })),
    productId: Type.Optional(Type.String({ description: 'Product (SKU) id' })),
    productName: nullableText('Product name; null when the product is not in the catalogue'),
    productImageUrl: nullableText('Product image URL'),
    productBrand: nullableText("The product brand's label"),
    categoryId: nullableText("The product's level-3 category code, e.g. apparel/topwear/tshirts"),
    searchTerm: nullableText('The normalised search term of search auctions, "(hidden)" for one that could identify a person'),
    keywordId: nullableText('The campaign keyword that bid in the search auction'),
    ...METRIC_FIELDS,
  },
  { description: 'The requested dimension fields and metric fields' },
);

export const StatisticsResponseSchema = Type.Object({
  rows: Type.Array(StatisticsRowSchema),
  totals: StatisticsMetricsSchema,
  dateBegin: Type.String({ description: 'First day of the range used (Europe/Warsaw), YYYY-MM-DD' }),
  dateEnd: Type.String({ description: 'Last day of the range used (included), YYYY-MM-DD' }),
});
