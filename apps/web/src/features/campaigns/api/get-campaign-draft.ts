import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapWithVersion } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { draftKeys } from './keys';

export type CampaignDraft = ResponseBody<'/api/campaign-drafts/{id}'>;

/** GET /campaign-drafts/{id} — a draft with its version (the `ETag`, sent back as `If-Match` on publish). */
export function getCampaignDraft(id: string, signal?: AbortSignal): Promise<{ data: CampaignDraft; version: string | null }> {
  return unwrapWithVersion(api.GET('/api/campaign-drafts/{id}', { params: { path: { id } }, signal }));
}

export const campaignDraftQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: draftKeys.detail(accountId, id),
    queryFn: ({ signal }) => getCampaignDraft(id, signal),
    // A resumed draft is edited in the form; do not refetch it under the advertiser's hands.
    staleTime: Infinity,
  });

export function useCampaignDraft(accountId: string, id: string) {
  return useQuery(campaignDraftQueryOptions(accountId, id));
}
