import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { settingsKeys } from './keys';

export type AccountUser = ResponseBody<'/api/accounts/{id}/users'>[number];

/** GET /accounts/{id}/users — members and pending invitations of the account (docs/requirements.md §6, §7). */
export function getAccountUsers(id: string, signal?: AbortSignal): Promise<AccountUser[]> {
  return unwrap(api.GET('/api/accounts/{id}/users', { params: { path: { id } }, signal }));
}

export const accountUsersQueryOptions = (id: string) =>
  queryOptions({ queryKey: settingsKeys.users(id), queryFn: ({ signal }) => getAccountUsers(id, signal) });

export function useAccountUsers(id: string) {
  return useQuery(accountUsersQueryOptions(id));
}

/** A role inside an account (docs/access-roles.md). */
export type AccountUserRole = AccountUser['role'];

/** POST /accounts/{id}/users `{ email, role }` — adds (invites) a user by e-mail with a role. */
export function useAddAccountUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: AccountUserRole }) =>
      unwrap(api.POST('/api/accounts/{id}/users', { params: { path: { id } }, body: { email, role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users(id) }),
  });
}

/** DELETE /accounts/{id}/users/{userId} — removes a user (or withdraws an invitation). */
export function useRemoveAccountUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.DELETE('/api/accounts/{id}/users/{userId}', { params: { path: { id, userId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users(id) }),
  });
}

/** PUT /accounts/{id}/users/{userId}/role `{ role }` — changes a member's role (admins; not the last admin). */
export function useChangeAccountUserRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AccountUserRole }) =>
      unwrap(api.PUT('/api/accounts/{id}/users/{userId}/role', { params: { path: { id, userId } }, body: { role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users(id) }),
  });
}
