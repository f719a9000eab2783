import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCampaignDraft, type DraftInput } from './create-campaign-draft';
import { updateCampaignDraft } from './update-campaign-draft';
import { campaignKeys, draftKeys } from './keys';

/** A saved draft's id and version (the version is the `If-Match` of the next publish). */
export interface SavedDraft {
  id: string;
  version: number;
  name: string;
}

/**
 * "Save as draft": POST /campaign-drafts the first time, PATCH /campaign-drafts/{id} after.
 * Keeps the draft cache and the lists (the DRAFTS tab) in step. Errors go to the toast facade.
 */
export function useSaveCampaignDraft(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: DraftInput }): Promise<SavedDraft> => {
      const draft = id ? await updateCampaignDraft(id, input) : await createCampaignDraft(input);
      queryClient.setQueryData(draftKeys.detail(accountId, draft.id), { data: draft, version: String(draft.version) });
      return { id: draft.id, version: draft.version, name: draft.name };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) }),
  });
}
