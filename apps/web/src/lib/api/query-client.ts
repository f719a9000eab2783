import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from './error-handler';

export { notifyError };

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silentErrors`: do not toast this query's or mutation's failure (docs/requirements.md §8: failed loads of
     * configuration, accounts, user, brands or categories are silently skipped; a caller that shows
     * the error itself, e.g. inline in a form, may also opt out).
     */
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}

/**
 * Server state lives here (docs/conventions.md). Failures of queries and mutations go to the toast facade once,
 * from the caches, so no page catches and toasts by hand. No retries (docs/requirements.md §7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentErrors) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentErrors) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
