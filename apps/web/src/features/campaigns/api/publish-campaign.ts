import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { DraftInput } from './create-campaign-draft';
import { createCampaignDraft } from './create-campaign-draft';
import { updateCampaignDraft } from './update-campaign-draft';
import { campaignKeys, draftKeys } from './keys';

export type PublishedCampaign = ResponseBody<'/api/campaigns/{id}', 'post', 201>;

/**
 * POST /campaigns/{draftId} `{termsVersion}` with `If-Match: <draft version>` — publishes a draft as the
 * campaign with the same id (optimistic concurrency, docs/conventions.md "Errors"; 412 when the draft
 * changed meanwhile), as an order under terms version `termsVersion`, the one in force the user ticked (docs/terms.md).
 */
export function publishDraft(draftId: string, version: number, termsVersion: number): Promise<PublishedCampaign> {
  return unwrap(
    api.POST('/api/campaigns/{id}', { params: { path: { id: draftId } }, headers: { 'If-Match': `"${version}"` }, body: { termsVersion } }),
  );
}

/**
 * Publish from the creator's review: the form's values are saved to the draft first (created when the
 * advertiser never saved one), then that exact draft version is published. Errors go to the toast
 * facade through the mutation cache; the creator also puts field errors inline.
 */
export function usePublishCampaign(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      draftId,
      input,
      termsVersion,
      onSaved,
    }: {
      draftId: string | null;
      input: DraftInput;
      termsVersion: number;
      onSaved: (id: string) => void;
    }) => {
      const draft = draftId ? await updateCampaignDraft(draftId, input) : await createCampaignDraft(input);
      // The draft exists from here on even if publishing fails: the next attempt updates it.
      onSaved(draft.id);
      return publishDraft(draft.id, draft.version, termsVersion);
    },
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(accountId, campaign.id), campaign);
      queryClient.removeQueries({ queryKey: draftKeys.detail(accountId, campaign.id) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) });
    },
  });
}
