import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { storesKeys, type StoreProductQuery } from './keys';

export type StoreProductPage = ResponseBody<'/api/marops/stores/{id}/products'>;
export type StoreProduct = StoreProductPage['content'][number];
export type ImportMode = NonNullable<QueryParams<'/api/marops/stores/{id}/products/import', 'post'>>['mode'];
export type ImportResult = ResponseBody<'/api/marops/stores/{id}/products/import', 'post'>;

/** GET /marops/stores/{id}/products — the store's products (name, brand, stock), paged. */
export const storeProductsQueryOptions = (id: string, query: StoreProductQuery) =>
  queryOptions({
    queryKey: storesKeys.products(id, query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/stores/{id}/products', { params: { path: { id }, query }, signal })),
    placeholderData: keepPreviousData,
  });

export function useStoreProducts(id: string, query: StoreProductQuery) {
  return useQuery(storeProductsQueryOptions(id, query));
}

/** The file's text (UTF-8) through FileReader, which every browser and jsdom have (jsdom's File has no text()). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file cannot be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * POST /marops/stores/{id}/products/import?mode — the file's text as a text/csv body (the server caps it
 * at 2 MB and 100,000 rows). Refreshes the store and its products afterwards.
 */
export function useImportStoreProducts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mode }: { file: File; mode: ImportMode }): Promise<ImportResult> =>
      unwrap(
        api.POST('/api/marops/stores/{id}/products/import', {
          params: { path: { id }, query: { mode } },
          body: await readText(file),
          bodySerializer: (body: string) => body,
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storesKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: storesKeys.allProducts(id) }),
        queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
      ]),
  });
}
