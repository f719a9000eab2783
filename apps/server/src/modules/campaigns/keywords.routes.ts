import { recordChanges } from '../audit';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import type { KeywordSuggestionsService } from './keyword-suggestions.service';
import type { KeywordsService } from './keywords.service';
import { errors } from './campaigns.routes';
import { IdParams } from './campaigns.schemas';
import { KeywordListsSchema, KeywordSuggestionsQuerySchema, KeywordSuggestionsSchema, KeywordsPatchSchema } from './keywords.schemas';

/** Keywords of drafts and campaigns for search placements (docs/search-placements.md "API"), and keyword suggestions. All routes need the `account-id` header. */
export async function keywordsRoutes(app: App, deps: { keywords: KeywordsService; suggestions: KeywordSuggestionsService }): Promise<void> {
  const { keywords, suggestions } = deps;
  const tags = ['campaigns'];

  for (const [prefix, owner] of [
    ['/campaign-drafts', 'draft'],
    ['/campaigns', 'campaign'],
  ] as const) {
    const what = owner === 'draft' ? 'a campaign draft' : 'a campaign';
    app.get(
      `${prefix}/:id/keywords`,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `Keywords and negative keywords of ${what}`,
          params: IdParams,
          response: { 200: KeywordListsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { version, ...view } = await keywords.get(request.actor, request.accountId, owner, request.params.id);
        setEtag(reply, version);
        return view;
      },
    );
    app.patch(
      `${prefix}/:id/keywords`,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `Replace the keyword lists sent of ${what} (If-Match optional)`,
          params: IdParams,
          body: KeywordsPatchSchema,
          response: { 200: KeywordListsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { version, ...view } = await keywords.change(
          request.actor,
          request.accountId,
          owner,
          request.params.id,
          request.body,
          ifMatchVersion(request),
          recordChanges(request),
        );
        setEtag(reply, version);
        return view;
      },
    );
    app.get(
      `${prefix}/:id/keyword-suggestions`,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `Keyword suggestions for ${what} from its products' names, brands and categories (docs/search-placements.md)`,
          params: IdParams,
          querystring: KeywordSuggestionsQuerySchema,
          response: { 200: KeywordSuggestionsSchema, ...errors },
        },
      },
      async (request) => ({
        suggestions: await suggestions.suggest(request.actor, request.accountId, owner, request.params.id, request.query.limit),
      }),
    );
  }
}
