import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callOptions, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { productKeys } from './keys';

export type ProductQuery = QueryParams<'/api/products'>;
export type ProductPage = ResponseBody<'/api/products'>;
export type Product = ProductPage['content'][number];
export type AvailableFilters = NonNullable<ProductPage['availableFilters']>;

/**
 * GET /products — the account's inventory, paged (docs/requirements.md §7: page from 0, size default 10; brand, season
 * and category filters as comma lists).
 */
export function getProducts(accountId: string, query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  // The inventory editor lists the available and the campaign's products side by side: each list
  // supersedes only its own older page or filter (docs/requirements.md §7.2).
  const dedupeId = `GET /api/products ${query.skuSelect ?? ''}`;
  return unwrap(api.GET('/api/products', { params: { query, header: { 'account-id': accountId } }, signal, ...callOptions({ dedupeId }) }));
}

export const productsQueryOptions = (accountId: string, query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(accountId, query),
    queryFn: ({ signal }) => getProducts(accountId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(accountId: string, query: ProductQuery) {
  return useQuery(productsQueryOptions(accountId, query));
}
