import { useQuery } from '@tanstack/react-query';
import { myTermsQueryOptions } from '@/lib/api/my-terms';

/**
 * The terms version in force, which publishing a campaign (an order) is made under (GET /api/terms, docs/terms.md):
 * the shared query of the caller's terms, so the terms notice and the creator never fetch it twice at once.
 */
export function useTermsInForce() {
  return useQuery({ ...myTermsQueryOptions(), select: (terms) => terms.versionInForce });
}
