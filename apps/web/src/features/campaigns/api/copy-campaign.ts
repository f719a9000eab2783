import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { draftKeys } from './keys';

export type CopiedDraft = ResponseBody<'/api/campaigns/{id}/copy', 'post', 201>;

/**
 * POST /campaigns/{id}/copy — a new draft of the selected account with the campaign's SKUs, keywords, budgets and
 * delivery (docs/access-roles.md "Campaign copy").
 */
export function copyCampaign(id: string): Promise<CopiedDraft> {
  return unwrap(api.POST('/api/campaigns/{id}/copy', { params: { path: { id } }, body: {} }));
}

/** The mutation behind the overview's "Copy" action. */
export function useCopyCampaign(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCampaign,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: draftKeys.all(accountId) }),
  });
}
