import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { campaignKeys, draftKeys } from './keys';

/** DELETE /campaign-drafts with body `campaignDraftIds` (docs/requirements.md §7) — all or nothing, at most 1000. */
export function deleteCampaignDrafts(campaignDraftIds: string[]): Promise<ResponseBody<'/api/campaign-drafts', 'delete'>> {
  return unwrap(api.DELETE('/api/campaign-drafts', { body: { campaignDraftIds } }));
}

export function useDeleteCampaignDrafts(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaignDrafts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) });
      queryClient.removeQueries({ queryKey: draftKeys.all(accountId) });
    },
  });
}
