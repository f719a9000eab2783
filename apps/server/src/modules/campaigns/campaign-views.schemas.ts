import { Type, type Static } from '@sinclair/typebox';
import { nullable, PageIndex, QueryInteger, SafeText } from '../../http/schema';
import { pageSchema } from '../../http/page';
import { CampaignMetricsSchema, CampaignSchema, Day, Grosze } from './campaigns.schemas';

export const DRAFT_SORT_KEYS = ['name', 'createdAt', 'updatedAt', 'startDate', 'endDate', 'maxCpc', 'dailyBudget', 'totalBudget', 'skuCount'] as const;
export type DraftSortKey = (typeof DRAFT_SORT_KEYS)[number];

export const DraftListQuerySchema = Type.Object({
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 20 }),
  search: Type.Optional(SafeText({ maxLength: 200 })),
  sort: Type.String({ pattern: `^(${DRAFT_SORT_KEYS.join('|')}),(ASC|DESC)$`, default: 'updatedAt,DESC', description: 'key,ASC|DESC; ties by id' }),
});

export const DraftListRowSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  skuCount: Type.Integer(),
  dailyBudget: nullable(Grosze('Daily budget')),
  totalBudget: nullable(Grosze('Total budget')),
  maxCpc: nullable(Grosze('Max CPC')),
  startDate: nullable(Day('First day')),
  endDate: nullable(Day('Last day')),
  channel: nullable(Type.String({ description: 'Shop channel; null until chosen' })),
  markets: Type.Array(Type.String(), { description: 'Market codes; empty until chosen' }),
  updatedAt: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
});
export type DraftListRow = Static<typeof DraftListRowSchema>;

export const DraftListSchema = pageSchema(DraftListRowSchema);

export const StatsRangeQuerySchema = Type.Object({
  dateBegin: Type.Optional(Day('Statistics from (absent with dateEnd absent: all time)')),
  dateEnd: Type.Optional(Day('Statistics to')),
});

/** GET /campaign-views/{id}: the campaign, its statistics totals and the range they cover. */
export const CampaignDetailSchema = Type.Intersect([
  CampaignSchema,
  Type.Object({ statistics: CampaignMetricsSchema, statisticsFrom: Day('Statistics from'), statisticsTo: Day('Statistics to') }),
]);

export const CampaignStatsQuerySchema = Type.Object({
  campaignIds: SafeText({ minLength: 1, maxLength: 64 * 1024, description: 'Comma list of campaign ids (at most 1000)' }),
  dateBegin: Type.Optional(Day('From (default: dateEnd − 29 days)')),
  dateEnd: Type.Optional(Day('To (default: today)')),
});

export const CampaignStatsSchema = Type.Array(Type.Intersect([Type.Object({ campaignId: Type.String({ format: 'uuid' }) }), CampaignMetricsSchema]));

/** GET …/suggestions: a max CPC suggestion from recent winning prices in the same categories. */
export const SuggestionSchema = Type.Object({
  maxCpc: Type.Object({
    min: nullable(Grosze('Lowest winning price')),
    median: nullable(Grosze('Median winning price')),
    max: nullable(Grosze('Highest winning price')),
    suggested: Grosze('Suggested max CPC: 75th percentile rounded up to 10 grosze, within the max CPC range'),
  }),
  basis: Type.Object({
    auctions: Type.Integer({ description: 'Winning bids the suggestion is based on' }),
    categories: Type.Integer({ description: 'Level-3 categories of the products' }),
    days: Type.Integer({ description: 'Look-back window, days' }),
  }),
});
export type SuggestionView = Static<typeof SuggestionSchema>;
