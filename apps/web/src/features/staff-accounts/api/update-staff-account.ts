import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';
import { staffAccountKeys } from './keys';

export type StaffAccountUpdate = RequestBody<'/api/marops/accounts/{id}', 'put'>;

/** PUT /marops/accounts/{id} with If-Match (412 ResourceOptimisticLockException when stale). */
export function useUpdateStaffAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: StaffAccountUpdate; version: string | null }) =>
      unwrapWithVersion(api.PUT('/api/marops/accounts/{id}', { params: { path: { id } }, body, ...callOptions({ version }) })),
    meta: { silentErrors: true },
    onSuccess: ({ data, version }) => {
      queryClient.setQueryData(staffAccountKeys.detail(id), { account: data, version });
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.lists() });
    },
  });
}
