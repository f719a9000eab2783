/** Page sizes of the stores and store products lists. */
export const PAGE_SIZES = [25, 50, 100];
const DEFAULT_SIZE = 25;

export interface ListParams {
  search: string;
  /** Only the stores list has a channel filter. */
  channel: string;
  page: number;
  size: number;
}

/**
 * Reads a list's state from the URL (`search`, `channel`, `page` from 0, `size`); malformed values
 * fall back to defaults, so a hand-edited URL never becomes a 400. Pure.
 */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    channel: /^[A-Z][A-Z0-9_]{0,39}$/.test(params.get('channel') ?? '') ? params.get('channel')! : '',
    page: Number.isInteger(page) && page >= 0 && page <= 1_000_000 ? page : 0,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE,
  };
}

/** The URL with `changes` applied (empty values removed); a filter change goes back to the first page. Pure. */
export function withListParams(params: URLSearchParams, changes: Partial<Record<keyof ListParams, string | number>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
