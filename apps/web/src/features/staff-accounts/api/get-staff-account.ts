import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapWithVersion } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { staffAccountKeys } from './keys';

export type StaffAccount = ResponseBody<'/api/marops/accounts/{id}'>;
export interface VersionedStaffAccount {
  account: StaffAccount;
  /** ETag of the read, sent back as If-Match by edits and lifecycle actions. */
  version: string | null;
}

/** GET /marops/accounts/{id} with its version (ETag). */
export async function getStaffAccount(id: string, signal?: AbortSignal): Promise<VersionedStaffAccount> {
  const { data, version } = await unwrapWithVersion(api.GET('/api/marops/accounts/{id}', { params: { path: { id } }, signal }));
  return { account: data, version };
}

export const staffAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: staffAccountKeys.detail(id), queryFn: ({ signal }) => getStaffAccount(id, signal) });

export function useStaffAccount(id: string) {
  return useQuery(staffAccountQueryOptions(id));
}
