import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';
import type { Campaign } from './get-campaign';
import { campaignKeys } from './keys';

export type CampaignPatch = RequestBody<'/api/campaigns/{id}', 'patch'>;

/**
 * GET /campaigns/{id} with its version (the `ETag`), for the edit form's `If-Match`. Its own dedupe id: the overview's
 * query of the same campaign may be in flight at the same time, and the two must not abort each other
 * (docs/requirements.md §7.2).
 */
export function getCampaignWithVersion(id: string, signal?: AbortSignal): Promise<{ data: Campaign; version: string | null }> {
  const dedupeId = `edit:campaign:${id}`;
  return unwrapWithVersion(api.GET('/api/campaigns/{id}', { params: { path: { id } }, signal, ...callOptions({ dedupeId }) }));
}

export const campaignForEditQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...campaignKeys.detail(accountId, id), 'versioned'] as const,
    queryFn: ({ signal }) => getCampaignWithVersion(id, signal),
    // The version read when the form opened is the one the edit is based on: never refetch under it.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCampaignForEdit(accountId: string, id: string) {
  return useQuery(campaignForEditQueryOptions(accountId, id));
}

/**
 * PATCH /campaigns/{id} with `If-Match: "<version>"` (optimistic concurrency, docs/conventions.md "Errors"): only the
 * fields sent change. A stale version answers 412 ResourceOptimisticLockException, whose catalogue
 * message ("The resource has been modified. Please refresh the page and try again.") the toast shows.
 */
export function updateCampaign(id: string, version: string, body: CampaignPatch) {
  return unwrapWithVersion(api.PATCH('/api/campaigns/{id}', { params: { path: { id } }, body, headers: { 'If-Match': `"${version}"` } }));
}

export function useUpdateCampaign(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: string; body: CampaignPatch }) => updateCampaign(id, version, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(campaignKeys.detail(accountId, data.id), data);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) });
    },
  });
}
