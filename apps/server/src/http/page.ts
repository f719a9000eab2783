import { Type, type ObjectOptions, type Static, type TSchema } from '@sinclair/typebox';

/**
 * One page of a list: the response shape of every paged list (docs/requirements.md §7 "page of
 * results": `content`, `page` from 0, `size`, `totalElements`, `totalPages`). Build the schema with
 * {@link pageSchema} and the value with {@link toPage}; no module writes either shape again.
 */
export interface Page<T> {
  content: T[];
  /** Page index, from 0. */
  page: number;
  /** Page size asked for. */
  size: number;
  /** Rows matching the filters, over all pages. */
  totalElements: number;
  /** ceil(totalElements / size). */
  totalPages: number;
}

/** The JSON Schema of a page of `item`; `options` (e.g. a description) go on the object. */
export function pageSchema<T extends TSchema>(item: T, options?: ObjectOptions) {
  return Type.Object(
    {
      content: Type.Array(item),
      page: Type.Integer(),
      size: Type.Integer(),
      totalElements: Type.Integer(),
      totalPages: Type.Integer(),
    },
    options,
  );
}

/** The static type of {@link pageSchema}. */
export type PageOf<T extends TSchema> = Static<ReturnType<typeof pageSchema<T>>>;

/**
 * A page value from one page's rows and the total count.
 * @param paging the page index (from 0) and size that were asked for; size ≥ 1.
 */
export function toPage<T>(content: T[], totalElements: number, paging: { page: number; size: number }): Page<T> {
  return { content, page: paging.page, size: paging.size, totalElements, totalPages: Math.ceil(totalElements / paging.size) };
}
