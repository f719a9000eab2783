import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { ResponseBody } from './types';

/** The caller's terms: version in force, the next one, accepted versions (GET /api/terms, docs/terms.md). */
export type MyTerms = ResponseBody<'/api/terms'>;

/**
 * The one query of GET /api/terms, shared by every feature that reads it (the terms dialog and notice, the campaign
 * creator's publish tick). One query key per resource matters here: two queries of the same path in flight at once
 * would abort each other (the client's dedupe, docs/requirements.md §7.2), leaving one of them in error.
 */
export const myTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms', 'mine'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/terms', { signal })),
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });
