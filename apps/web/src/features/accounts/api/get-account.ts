import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { accountKeys } from './keys';

export type AccountDetails = ResponseBody<'/api/accounts/{id}'>;

/** GET /accounts/{id} — the selected account (docs/requirements.md §7: repeated when accountId changes). */
export function getAccount(id: string, signal?: AbortSignal): Promise<AccountDetails> {
  return unwrap(api.GET('/api/accounts/{id}', { params: { path: { id } }, signal }));
}

export const accountQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal), staleTime: 60_000 });

export function useAccount(id: string) {
  return useQuery(accountQueryOptions(id));
}
