import { api, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import type { ProductQuery } from './get-products';

export type MatchingSkus = ResponseBody<'/api/products/skus'>;
type MatchingSkusQuery = NonNullable<QueryParams<'/api/products/skus'>>;

/**
 * GET /products/skus — the SKUs of every product matching the product list's filters (its paging left out), at most
 * the campaign SKU limit, with how many match in all. @throws ApiError.
 */
export function getMatchingSkus(accountId: string, query: ProductQuery): Promise<MatchingSkus> {
  const { page: _page, size: _size, returnAvailableFilters: _filters, ...filters } = query;
  const params: MatchingSkusQuery = filters;
  return unwrap(api.GET('/api/products/skus', { params: { query: params, header: { 'account-id': accountId } } }));
}
