import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';
import { staffAccountKeys } from './keys';

export type StaffAccountCreate = RequestBody<'/api/marops/accounts', 'post'>;

/**
 * POST /marops/accounts — opens an account and e-mails its first member the invitation. Errors
 * (409 name taken, 400 with a field, 403 banned e-mail or tax id) come back as ApiErrors for the form.
 */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAccountCreate) => unwrapWithVersion(api.POST('/api/marops/accounts', { body })),
    meta: { silentErrors: true },
    onSuccess: ({ data, version }) => {
      queryClient.setQueryData(staffAccountKeys.detail(data.id), { account: data, version });
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.lists() });
    },
  });
}
