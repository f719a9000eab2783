import { setEtag } from '../../http/etag';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import type { CampaignListsService } from './campaign-lists.service';
import type { SuggestionsService } from './suggestions.service';
import { errors } from './campaigns.routes';
import { CampaignListSchema, IdParams, ListQuerySchema } from './campaigns.schemas';
import {
  CampaignDetailSchema,
  CampaignStatsQuerySchema,
  CampaignStatsSchema,
  DraftListQuerySchema,
  DraftListSchema,
  StatsRangeQuerySchema,
  SuggestionSchema,
} from './campaign-views.schemas';

/** Campaign lists, the campaign overview, statistics per campaign and max CPC suggestions (docs/requirements.md §2, §7). */
export async function campaignViewsRoutes(
  app: App,
  deps: { lists: CampaignListsService; suggestions: SuggestionsService },
): Promise<void> {
  const { lists, suggestions } = deps;
  const tags = ['campaigns'];

  for (const [path, archived] of [
    ['/campaign-views/active-list', false],
    ['/campaign-views/archived-list', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `${archived ? 'Archived' : 'Active (not archived)'} campaigns with statistics, paged, searchable, sortable`,
          querystring: ListQuerySchema,
          response: { 200: CampaignListSchema, ...errors },
        },
      },
      async (request) => lists.campaigns(request.actor, request.accountId, { ...request.query, archived }),
    );
  }

  app.get(
    '/campaign-views/draft-list',
    {
      schema: { tags, headers: AccountHeaders, summary: 'Campaign drafts, paged, searchable, sortable', querystring: DraftListQuerySchema, response: { 200: DraftListSchema, ...errors } },
    },
    async (request) => lists.drafts(request.actor, request.accountId, request.query),
  );

  app.get(
    '/campaign-views/:id',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Campaign overview: the campaign, its statistics totals (all time unless a range is given), products in stock',
        params: IdParams,
        querystring: StatsRangeQuerySchema,
        response: { 200: CampaignDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await lists.overview(request.actor, request.accountId, request.params.id, request.query);
      setEtag(reply, view.version);
      return view;
    },
  );

  app.get(
    '/campaign-stats',
    {
      schema: { tags, headers: AccountHeaders, summary: 'All eight metrics per campaign for a range', querystring: CampaignStatsQuerySchema, response: { 200: CampaignStatsSchema, ...errors } },
    },
    async (request) => lists.stats(request.actor, request.accountId, request.query),
  );

  for (const [prefix, owner] of [
    ['/campaign-drafts', 'draft'],
    ['/campaigns', 'campaign'],
  ] as const) {
    app.get(
      `${prefix}/:id/suggestions`,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `Max CPC suggestion for ${owner === 'draft' ? 'a campaign draft' : 'a campaign'} from 30 days of winning prices in its categories`,
          params: IdParams,
          response: { 200: SuggestionSchema, ...errors },
        },
      },
      async (request) => suggestions.suggest(request.actor, request.accountId, owner, request.params.id),
    );
  }
}
