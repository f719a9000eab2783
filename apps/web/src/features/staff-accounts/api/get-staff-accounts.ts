import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { staffAccountKeys, type StaffAccountListParams } from './keys';

export type StaffAccountPage = ResponseBody<'/api/marops/accounts'>;
export type StaffAccountRow = StaffAccountPage['content'][number];

/** GET /marops/accounts — the staff home: every account, searched, filtered, sorted, paged. */
export const staffAccountsQueryOptions = (params: StaffAccountListParams) =>
  queryOptions({
    queryKey: staffAccountKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/accounts', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export function useStaffAccounts(params: StaffAccountListParams) {
  return useQuery(staffAccountsQueryOptions(params));
}
