import { recordChanges } from '../audit';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import type { CampaignEditService } from './campaign-edit.service';
import type { BudgetService } from './budget.service';
import { errors } from './campaigns.routes';
import { CampaignSchema, IdParams } from './campaigns.schemas';
import {
  BudgetPatchSchema,
  BudgetSchema,
  CampaignPatchSchema,
  DeleteDraftsBodySchema,
  DeletedSchema,
  UpdatedSchema,
  UserStatusBodySchema,
} from './campaign-edit.schemas';

/** Campaign edits, bulk actions and budgets (docs/requirements.md §7). All routes need the `account-id` header. */
export async function campaignEditRoutes(
  app: App,
  deps: { edit: CampaignEditService; budgets: BudgetService },
): Promise<void> {
  const { edit, budgets } = deps;
  const tags = ['campaigns'];

  app.patch(
    '/campaigns/:id',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Change a campaign (If-Match: its version; 412 when stale)',
        params: IdParams,
        body: CampaignPatchSchema,
        response: { 200: CampaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      const campaign = await edit.updateCampaign(request.actor, request.accountId, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, campaign.version);
      return campaign;
    },
  );

  app.put(
    '/campaigns/user-status',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Set userStatus on up to 1000 campaigns, all or nothing (ARCHIVED is final)',
        body: UserStatusBodySchema,
        response: { 200: UpdatedSchema, ...errors },
      },
    },
    async (request) => edit.setUserStatus(request.actor, request.accountId, request.body.userStatus, request.body.campaignIds, recordChanges(request)),
  );

  app.delete(
    '/campaign-drafts',
    {
      schema: { tags, headers: AccountHeaders, summary: 'Delete campaign drafts, all or nothing', body: DeleteDraftsBodySchema, response: { 200: DeletedSchema, ...errors } },
    },
    async (request) => edit.deleteDrafts(request.actor, request.accountId, request.body.campaignDraftIds),
  );

  for (const [prefix, owner] of [
    ['/campaign-drafts', 'draft'],
    ['/campaigns', 'campaign'],
  ] as const) {
    const what = owner === 'draft' ? 'a campaign draft' : 'a campaign';
    app.get(
      `${prefix}/:id/budget`,
      { schema: { tags, headers: AccountHeaders, summary: `Budgets of ${what}`, params: IdParams, response: { 200: BudgetSchema, ...errors } } },
      async (request, reply) => {
        const { version, ...budget } = await budgets.get(request.actor, request.accountId, owner, request.params.id);
        setEtag(reply, version);
        return budget;
      },
    );
    app.patch(
      `${prefix}/:id/budget`,
      {
        schema: { tags, headers: AccountHeaders, summary: `Change the budgets of ${what} (If-Match optional)`, params: IdParams, body: BudgetPatchSchema, response: { 200: BudgetSchema, ...errors } },
      },
      async (request, reply) => {
        const { version, ...budget } = await budgets.change(request.actor, request.accountId, owner, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
        setEtag(reply, version);
        return budget;
      },
    );
  }
}
