import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { createCampaignDraft, type DraftInput } from './create-campaign-draft';
import { updateCampaignDraft } from './update-campaign-draft';
import { campaignKeys } from './keys';

export type PublishedCampaign = ResponseBody<'/api/campaigns/{id}', 'post', 201>;

/**
 * POST /campaigns/{draftId} with `If-Match: <draft version>` — publishes a draft as the campaign with
 * the same id (optimistic concurrency, DESIGN.md; 412 when the draft changed meanwhile).
 */
export function publishDraft(draftId: string, version: number): Promise<PublishedCampaign> {
  return unwrap(api.POST('/api/campaigns/{id}', { params: { path: { id: draftId } }, headers: { 'If-Match': `"${version}"` } }));
}

/**
 * The creator's submit: create the draft, then publish it. When publishing is refused (e.g. the name is
 * taken), the next attempt updates that same draft instead of leaving another one behind. Errors go to
 * the toast facade through the mutation cache; the creator also puts field errors inline.
 */
export function useCreateAndPublishCampaign(accountId: string) {
  const queryClient = useQueryClient();
  const draftId = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (input: DraftInput) => {
      const draft = draftId.current ? await updateCampaignDraft(draftId.current, input) : await createCampaignDraft(input);
      draftId.current = draft.id;
      return publishDraft(draft.id, draft.version);
    },
    onSuccess: (campaign) => {
      draftId.current = null;
      queryClient.setQueryData(campaignKeys.detail(accountId, campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) });
    },
  });
}
