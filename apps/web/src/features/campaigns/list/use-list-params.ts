import type { ListPagination, ListSortModel } from '@/components/list-table/list-table';
import { useUrlParams } from '@/lib/navigation/url-params';

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;

export interface ListParams {
  page: number;
  size: number;
  /** Search text (`q`), trimmed; '' for none. */
  search: string;
  /** `field,ASC|DESC`, the API's `sort` format; null for the server's default (newest first). */
  sort: string | null;
  /** Statistics range (`from`, `to`, Warsaw days); both null = the server's default range. */
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a list's state from the URL: `page` (from 0), `size`, `q`, `sort=<field>,ASC|DESC`. Pure. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  const sort = params.get('sort');
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to && DAY.test(from) && DAY.test(to) && from <= to;
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE,
    search: (params.get('q') ?? '').trim(),
    sort: sort && /^[A-Za-z]+,(ASC|DESC)$/.test(sort) ? sort : null,
    from: range ? from : null,
    to: range ? to : null,
  };
}

/** The table's sort model of a `field,ASC|DESC` value. */
export function toSortModel(sort: string | null): ListSortModel {
  if (!sort) return [];
  const [field = '', direction] = sort.split(',');
  return [{ field, sort: direction === 'ASC' ? 'asc' : 'desc' }];
}

/** The `field,ASC|DESC` value of a table sort model (null when unsorted). */
export function fromSortModel(model: ListSortModel): string | null {
  const first = model[0];
  return first?.sort ? `${first.field},${first.sort === 'asc' ? 'ASC' : 'DESC'}` : null;
}

/**
 * A campaign list's search, statistics range, sorting and paging, kept in the URL (docs/conventions.md "list filters in the URL"),
 * so a list can be shared, reloaded and returned to. Changing search or sorting goes back to page 0.
 */
export function useListParams() {
  const [params, update] = useUrlParams();
  const state = readListParams(params);
  return {
    ...state,
    pagination: { page: state.page, pageSize: state.size } satisfies ListPagination,
    sortModel: toSortModel(state.sort),
    setSearch: (q: string) => update({ q }, true),
    setRange: (range: { from: string; to: string }) => update(range, true),
    setSort: (model: ListSortModel) => update({ sort: fromSortModel(model) }, true),
    setPagination: (model: ListPagination) => update({ page: String(model.page), size: String(model.pageSize) }, false),
  };
}
