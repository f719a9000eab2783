import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrapWithVersion } from '@/lib/api/client';
import { staffAccountKeys } from './keys';

/** Staff lifecycle actions: each is POST /marops/accounts/{id}/{action}. */
export type AccountAction = 'suspend' | 'resume' | 'terminate' | 'ban';

function post(action: AccountAction, id: string, reason: string, version: string | null) {
  const init = { params: { path: { id } }, ...callOptions({ version }) };
  switch (action) {
    case 'suspend':
      return api.POST('/api/marops/accounts/{id}/suspend', { ...init, body: { reason } });
    case 'resume':
      return api.POST('/api/marops/accounts/{id}/resume', { ...init, body: {} });
    case 'terminate':
      return api.POST('/api/marops/accounts/{id}/terminate', { ...init, body: { reason } });
    case 'ban':
      return api.POST('/api/marops/accounts/{id}/ban', { ...init, body: { reason } });
  }
}

/** POST /marops/accounts/{id}/suspend|resume|terminate|ban `{reason}` with If-Match; errors go to the shared handler. */
export function useChangeAccountStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason, version }: { action: AccountAction; reason: string; version: string | null }) =>
      unwrapWithVersion(post(action, id, reason, version)),
    onSuccess: ({ data, version }) => {
      queryClient.setQueryData(staffAccountKeys.detail(id), { account: data, version });
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.lists() });
    },
  });
}
