import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/terms — the terms version in force, which publishing a campaign (an order) is made under (docs/terms.md). */
export function useTermsInForce() {
  return useQuery({
    queryKey: ['campaigns', 'terms-in-force'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/terms', { signal })),
    select: (terms) => terms.versionInForce,
    staleTime: 60_000,
  });
}
