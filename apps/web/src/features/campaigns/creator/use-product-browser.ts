import { useUrlParams } from '@/lib/navigation/url-params';
import type { ProductQuery } from '../api/get-products';

const PAGE_SIZES = [10, 25, 50, 100];

function list(value: string | null): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/**
 * The creator's product browsing state, kept in the URL (docs/conventions.md "URL state"): `q` (search), `brands`,
 * `seasons`, `categories` (comma lists), `page` (from 0) and `size` (default 10, docs/requirements.md §9).
 */
export function useProductBrowser() {
  const [params, setParams] = useUrlParams();
  const search = params.get('q') ?? '';
  const brands = list(params.get('brands'));
  const seasons = list(params.get('seasons'));
  const categories = list(params.get('categories'));
  const pageParam = Number(params.get('page') ?? 0);
  const page = Number.isInteger(pageParam) && pageParam >= 0 ? pageParam : 0;
  const sizeParam = Number(params.get('size') ?? 10);
  const size = PAGE_SIZES.includes(sizeParam) ? sizeParam : 10;

  const update = (changes: Record<string, string | string[]>, resetPage = true) =>
    setParams(
      Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value])),
      resetPage,
    );

  const query: ProductQuery = {
    skuSelect: 'AVAILABLE_FOR_CAMPAIGN',
    page,
    size,
    returnAvailableFilters: true,
    ...(search ? { search } : {}),
    ...(brands.length ? { brandCodes: brands.join(',') } : {}),
    ...(seasons.length ? { seasonCodes: seasons.join(',') } : {}),
    ...(categories.length ? { categoryCodes: categories.join(',') } : {}),
  };

  return {
    query,
    search,
    brands,
    seasons,
    categories,
    page,
    size,
    setSearch: (q: string) => update({ q }),
    setBrands: (codes: string[]) => update({ brands: codes }),
    setSeasons: (codes: string[]) => update({ seasons: codes }),
    setCategories: (codes: string[]) => update({ categories: codes }),
    setPage: (p: number, s: number) => update({ page: String(p), size: String(s) }, false),
  };
}
