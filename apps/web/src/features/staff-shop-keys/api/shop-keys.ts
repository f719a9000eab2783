import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type ShopKeyList = ResponseBody<'/api/marops/shop-api-keys'>;
export type ShopKey = ShopKeyList['content'][number];
export type CreatedShopKey = ResponseBody<'/api/marops/shop-api-keys', 'post', 201>;
export type CreateShopKeyInput = RequestBody<'/api/marops/shop-api-keys', 'post'>;

export const shopKeyKeys = { all: ['staff-shop-api-keys'] as const };

/** GET /marops/shop-api-keys — every key with channel, market and status, newest first (staff only). */
export const shopKeysQueryOptions = () =>
  queryOptions({
    queryKey: shopKeyKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/shop-api-keys', { signal })),
  });

export function useShopKeys() {
  return useQuery(shopKeysQueryOptions());
}

function useKeyMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopKeyKeys.all }) });
}

/** POST /marops/shop-api-keys — the answer holds the key, once. */
export function useCreateShopKey() {
  return useKeyMutation((body: CreateShopKeyInput) => unwrap(api.POST('/api/marops/shop-api-keys', { body })));
}

/** POST /marops/shop-api-keys/{id}/rotate — a new key (once); the old one works until its expiresAt. */
export function useRotateShopKey() {
  return useKeyMutation((id: string) => unwrap(api.POST('/api/marops/shop-api-keys/{id}/rotate', { params: { path: { id } } })));
}

/** POST /marops/shop-api-keys/{id}/revoke — the key stops at once. */
export function useRevokeShopKey() {
  return useKeyMutation((id: string) => unwrap(api.POST('/api/marops/shop-api-keys/{id}/revoke', { params: { path: { id } } })));
}
