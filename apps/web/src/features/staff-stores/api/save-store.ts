import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrap, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';
import { storesKeys } from './keys';
import type { VersionedStore } from './get-store';

export type StoreInput = RequestBody<'/api/marops/stores', 'post'>;

/** POST /marops/stores. 409 StoreExternalIdTakenException comes back as an ApiError (the form shows it at the field). */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreInput) => unwrap(api.POST('/api/marops/stores', { body })),
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
  });
}

/**
 * PUT /marops/stores/{id} with If-Match = the version read (docs/requirements.md §7): 412 ResourceOptimisticLockException
 * when someone changed the store meanwhile, 409 for a taken external id; both come back as ApiErrors.
 */
export function useUpdateStore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, version }: { body: StoreInput; version: string | null }): Promise<VersionedStore> => {
      const { data, version: next } = await unwrapWithVersion(
        api.PUT('/api/marops/stores/{id}', { params: { path: { id } }, body, ...callOptions({ version }) }),
      );
      return { store: data, version: next };
    },
    meta: { silentErrors: true },
    onSuccess: (next) => {
      queryClient.setQueryData(storesKeys.detail(id), next);
      return queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
