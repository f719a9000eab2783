import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapWithVersion } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { storesKeys } from './keys';

export type StoreDetails = ResponseBody<'/api/marops/stores/{id}'>;
export interface VersionedStore {
  store: StoreDetails;
  /** ETag of the read, sent back as If-Match when editing (docs/requirements.md §7). */
  version: string | null;
}

/** GET /marops/stores/{id} with its version (ETag). */
export const storeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storesKeys.detail(id),
    queryFn: async ({ signal }): Promise<VersionedStore> => {
      const { data, version } = await unwrapWithVersion(api.GET('/api/marops/stores/{id}', { params: { path: { id } }, signal }));
      return { store: data, version };
    },
  });

export function useStore(id: string) {
  return useQuery(storeQueryOptions(id));
}
