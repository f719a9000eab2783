import type { QueryParams } from '@/lib/api/types';

export type StoreListQuery = NonNullable<QueryParams<'/api/marops/stores'>>;
export type StoreProductQuery = NonNullable<QueryParams<'/api/marops/stores/{id}/products'>>;

/** Query keys of the staff stores screens (one factory per resource, docs/conventions.md). */
export const storesKeys = {
  all: ['staff', 'stores'] as const,
  lists: () => [...storesKeys.all, 'list'] as const,
  list: (query: StoreListQuery) => [...storesKeys.lists(), query] as const,
  detail: (id: string) => [...storesKeys.all, 'detail', id] as const,
  products: (id: string, query: StoreProductQuery) => [...storesKeys.all, 'products', id, query] as const,
  allProducts: (id: string) => [...storesKeys.all, 'products', id] as const,
};
