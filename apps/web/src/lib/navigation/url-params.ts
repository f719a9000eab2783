import { useSearchParams } from 'react-router';

/** `prev` with `changes` applied: a null or '' value removes its key; `resetPage` also removes `page` (back to the first page). Pure. */
export function withParams(prev: URLSearchParams, changes: Record<string, string | null>, resetPage: boolean): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (resetPage) next.delete('page');
  return next;
}

/**
 * A list's state kept in the URL (docs/conventions.md "list filters in the URL"): the search params and
 * `update(changes, resetPage)`, which applies {@link withParams} in place of the current history entry.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, resetPage: boolean) =>
    setParams((prev) => withParams(prev, changes, resetPage), { replace: true });
  return [params, update] as const;
}
