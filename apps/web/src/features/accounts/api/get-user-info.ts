import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { userKeys } from './keys';

export type UserInfo = ResponseBody<'/api/account-views/user/info'>;

/** GET /account-views/user/info — name, e-mail, roles, terms flag of the signed-in user. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return unwrap(api.GET('/api/account-views/user/info', { signal }));
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
    meta: { silentErrors: true }, // docs/requirements.md §8: failed user loads are skipped silently
  });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
