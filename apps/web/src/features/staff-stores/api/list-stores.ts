import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { storesKeys, type StoreListQuery } from './keys';

export type StorePage = ResponseBody<'/api/marops/stores'>;
export type Store = StorePage['content'][number];

/** GET /marops/stores — stores by name, paged; filters search, channel, externalId (docs/requirements.md §7; staff only). */
export const storesQueryOptions = (query: StoreListQuery) =>
  queryOptions({
    queryKey: storesKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/stores', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export function useStores(query: StoreListQuery) {
  return useQuery(storesQueryOptions(query));
}
