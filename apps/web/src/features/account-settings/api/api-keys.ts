import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { settingsKeys } from './keys';

export type ApiKey = ResponseBody<'/api/accounts/{id}/api-keys'>[number];
export type CreatedApiKey = ResponseBody<'/api/accounts/{id}/api-keys', 'post', 201>;

/** GET /accounts/{id}/api-keys — the account's API keys (admins; docs/api-keys.md). */
export function useApiKeys(id: string, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.apiKeys(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/{id}/api-keys', { params: { path: { id } }, signal })),
    enabled,
  });
}

/** POST /accounts/{id}/api-keys `{ name, role }` — the answer holds the key, once. */
export function useCreateApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; role: ApiKey['role'] }) =>
      unwrap(api.POST('/api/accounts/{id}/api-keys', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(id) }),
  });
}

/** DELETE /accounts/{id}/api-keys/{keyId} — revokes a key: it is refused from the next call on. */
export function useRevokeApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => unwrap(api.DELETE('/api/accounts/{id}/api-keys/{keyId}', { params: { path: { id, keyId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(id) }),
  });
}
