import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { accountKeys } from './keys';

export type AccountsPage = ResponseBody<'/api/account-views/user/accounts-list'>;
export type Account = AccountsPage['content'][number];

/** Largest page the server serves; an advertiser has far fewer accounts. */
const ALL_ACCOUNTS_PAGE_SIZE = 200;

/** GET /account-views/user/accounts-list — the caller's ad accounts (docs/requirements.md §3 "User.accounts"). */
export function getAccountsList(signal?: AbortSignal): Promise<AccountsPage> {
  return unwrap(api.GET('/api/account-views/user/accounts-list', { params: { query: { page: 0, size: ALL_ACCOUNTS_PAGE_SIZE } }, signal }));
}

export const accountsListQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => getAccountsList(signal),
    staleTime: 5 * 60_000,
    // docs/requirements.md §8: a failed account-list load is skipped silently; the guard then denies access.
    meta: { silentErrors: true },
  });

export function useAccounts() {
  return useQuery(accountsListQueryOptions());
}
