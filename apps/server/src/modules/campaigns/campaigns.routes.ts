import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { recordChanges } from '../audit';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import type { CampaignsService } from './campaigns.service';
import { CampaignSchema, DraftInputSchema, DraftSchema, IdParams, PublishBodySchema } from './campaigns.schemas';

export const errors = { 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema, 412: ProblemSchema };

/** Drafts, publishing and one campaign (docs/requirements.md §7). All routes need the `account-id` header. */
export async function campaignsRoutes(
  app: App,
  deps: { campaigns: CampaignsService },
): Promise<void> {
  const { campaigns } = deps;
  const tags = ['campaigns'];

  app.post(
    '/campaign-drafts',
    { schema: { tags, headers: AccountHeaders, summary: 'Create a campaign draft', body: DraftInputSchema, response: { 201: DraftSchema, ...errors } } },
    async (request, reply) => {
      const draft = await campaigns.createDraft(request.actor, request.accountId, request.body);
      setEtag(reply, draft.version);
      return reply.code(201).send(draft);
    },
  );

  app.get(
    '/campaign-drafts/:id',
    { schema: { tags, headers: AccountHeaders, summary: 'One campaign draft', params: IdParams, response: { 200: DraftSchema, ...errors } } },
    async (request, reply) => {
      const draft = await campaigns.getDraft(request.actor, request.accountId, request.params.id);
      setEtag(reply, draft.version);
      return draft;
    },
  );

  app.patch(
    '/campaign-drafts/:id',
    {
      schema: { tags, headers: AccountHeaders, summary: 'Change a campaign draft (If-Match optional)', params: IdParams, body: DraftInputSchema, response: { 200: DraftSchema, ...errors } },
    },
    async (request, reply) => {
      const draft = await campaigns.updateDraft(request.actor, request.accountId, request.params.id, request.body, ifMatchVersion(request));
      setEtag(reply, draft.version);
      return draft;
    },
  );

  app.post(
    '/campaigns/:id',
    {
      // A missing or bad body is the service's ValidationException with field TERMS_VERSION.
      attachValidation: true,
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Publish draft {id} as a campaign with the same id (If-Match: draft version), under the terms version in force',
        params: IdParams,
        body: PublishBodySchema,
        response: { 201: CampaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const termsVersion = request.validationError ? undefined : request.body.termsVersion;
      const campaign = await campaigns.publishDraft(request.actor, request.accountId, request.params.id, ifMatchVersion(request), termsVersion, recordChanges(request));
      setEtag(reply, campaign.version);
      return reply.code(201).send(campaign);
    },
  );

  app.get(
    '/campaigns/:id',
    { schema: { tags, headers: AccountHeaders, summary: 'One campaign with its display state', params: IdParams, response: { 200: CampaignSchema, ...errors } } },
    async (request, reply) => {
      const campaign = await campaigns.getCampaign(request.actor, request.accountId, request.params.id);
      setEtag(reply, campaign.version);
      return campaign;
    },
  );
}
