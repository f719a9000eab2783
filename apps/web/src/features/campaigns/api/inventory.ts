import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { campaignKeys, draftKeys, productKeys } from './keys';

export type Inventory = ResponseBody<'/api/campaigns/{id}/inventory'>;
export type InventoryPatch = RequestBody<'/api/campaigns/{id}/inventory', 'patch'>;
export type InventoryOwner = 'draft' | 'campaign';

/** docs/requirements.md §7: the inventory endpoints are api-version 2 (skusToAdd / skusToRemove). */
const V2 = { 'api-version': '2' } as const;

const keyOf = (accountId: string, owner: InventoryOwner, id: string) =>
  [...(owner === 'campaign' ? campaignKeys.detail(accountId, id) : draftKeys.detail(accountId, id)), 'inventory'] as const;

/** GET /campaigns/{id}/inventory or /campaign-drafts/{id}/inventory — the SKUs, their count and how many are in stock. */
export function getInventory(owner: InventoryOwner, id: string, signal?: AbortSignal): Promise<Inventory> {
  const init = { params: { path: { id }, header: V2 }, signal };
  return owner === 'campaign'
    ? unwrap(api.GET('/api/campaigns/{id}/inventory', init))
    : unwrap(api.GET('/api/campaign-drafts/{id}/inventory', init));
}

/**
 * PATCH …/inventory (api-version 2) — adds and removes SKUs.
 * @throws ApiError TooManySkusException beyond the configured max SKU count (docs/requirements.md §8).
 */
export function patchInventory(owner: InventoryOwner, id: string, body: InventoryPatch): Promise<Inventory> {
  const init = { params: { path: { id }, header: V2 }, body };
  return owner === 'campaign'
    ? unwrap(api.PATCH('/api/campaigns/{id}/inventory', init))
    : unwrap(api.PATCH('/api/campaign-drafts/{id}/inventory', init));
}

export const inventoryQueryOptions = (accountId: string, owner: InventoryOwner, id: string) =>
  queryOptions({ queryKey: keyOf(accountId, owner, id), queryFn: ({ signal }) => getInventory(owner, id, signal) });

export function useInventory(accountId: string, owner: InventoryOwner, id: string) {
  return useQuery(inventoryQueryOptions(accountId, owner, id));
}

/** Adds or removes SKUs, then refreshes both product pickers (IN_CAMPAIGN and AVAILABLE_FOR_CAMPAIGN). */
export function usePatchInventory(accountId: string, owner: InventoryOwner, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryPatch) => patchInventory(owner, id, body),
    onSuccess: (inventory) => {
      queryClient.setQueryData(keyOf(accountId, owner, id), inventory);
      void queryClient.invalidateQueries({ queryKey: productKeys.all(accountId) });
      if (owner === 'campaign') void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(accountId, id), exact: true });
    },
  });
}
