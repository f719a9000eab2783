import { Type } from '@sinclair/typebox';
import { setEtag } from '../../http/etag';
import { rethrowIdErrors } from '../../http/problem';
import type { App } from '../../http/types';
import { AccountHeaders, AccountId } from '../../http/schema';
import type { CampaignCopyService } from './campaign-copy.service';
import { DraftSchema, IdParams } from './campaigns.schemas';
import { errors } from './campaigns.routes';

const CopyBodySchema = Type.Object(
  { targetAccountId: Type.Optional(AccountId({ description: 'Another account of the caller to copy into; default: the same account' })) },
  { additionalProperties: false, description: 'Optional: a call without a body copies into the same account' },
);

/** Campaign copy (docs/access-roles.md "Campaign copy"): POST /campaigns/{id}/copy and /campaign-drafts/{id}/copy → a new draft. */
export async function campaignCopyRoutes(app: App, deps: { copy: CampaignCopyService }): Promise<void> {
  const tags = ['campaigns'];
  for (const [prefix, source] of [
    ['/campaign-drafts', 'draft'],
    ['/campaigns', 'campaign'],
  ] as const) {
    app.post(
      `${prefix}/:id/copy`,
      {
        attachValidation: true,
        schema: {
          tags,
          headers: AccountHeaders,
          summary: `Copy ${source === 'draft' ? 'a campaign draft' : 'a campaign'} (SKUs, keywords, budgets, delivery) into a new draft, optionally of another account of the caller`,
          params: IdParams,
          body: CopyBodySchema,
          response: { 201: DraftSchema, ...errors },
        },
      },
      async (request, reply) => {
        rethrowIdErrors(request);
        // No body at all is a copy into the same account; a body must be valid.
        if (request.validationError && request.body != null) throw request.validationError;
        const draft = await deps.copy.copy(
          request.actor,
          request.accountId,
          source,
          request.params.id,
          (request.body as { targetAccountId?: string } | undefined)?.targetAccountId,
        );
        setEtag(reply, draft.version);
        return reply.code(201).send(draft);
      },
    );
  }
}
