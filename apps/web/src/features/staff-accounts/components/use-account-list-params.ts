import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useUrlParams } from '@/lib/navigation/url-params';
import type { StaffAccountListParams } from '../api/keys';

const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_SIZE = 25;
const TYPES = ['BRAND', 'MERCHANT'] as const;
const STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED', 'BANNED'] as const;
const SORT = /^(name|type|status|createdAt|spendMtd|lastActivityAt),(ASC|DESC)$/;

/**
 * The staff home's state from the URL (docs/conventions.md "list filters in the URL"): `q`, `type`, `status`,
 * `page` (from 0), `size`, `sort=<field>,ASC|DESC`. Unknown values fall back to the defaults. Pure.
 */
export function readAccountListParams(params: URLSearchParams): StaffAccountListParams {
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  const type = TYPES.find((t) => t === params.get('type'));
  const status = STATUSES.find((s) => s === params.get('status'));
  const search = (params.get('q') ?? '').trim();
  const sort = params.get('sort') ?? '';
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE,
    sort: SORT.test(sort) ? sort : 'name,ASC',
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  };
}

/** The staff home's filters, sorting and paging, read from and written to the URL; a filter change goes back to page 0. */
export function useAccountListParams() {
  const [params, setParams] = useUrlParams();
  const state = readAccountListParams(params);
  const update = (changes: Record<string, string | null>, resetPage = true) => setParams(changes, resetPage);
  const [field = 'name', direction = 'ASC'] = state.sort.split(',');
  return {
    state,
    sortModel: [{ field, sort: direction === 'ASC' ? 'asc' : 'desc' }] as GridSortModel,
    pagination: { page: state.page, pageSize: state.size } satisfies GridPaginationModel,
    setFilter: (key: 'q' | 'type' | 'status', value: string | null) => update({ [key]: value }),
    setSort: (model: GridSortModel) => update({ sort: model[0]?.sort ? `${model[0].field},${model[0].sort.toUpperCase()}` : null }),
    setPagination: (model: GridPaginationModel) => update({ page: String(model.page), size: String(model.pageSize) }, false),
  };
}
