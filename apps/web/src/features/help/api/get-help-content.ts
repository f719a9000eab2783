import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type HelpItem = ResponseBody<'/api/help-center/content/{accountId}'>[number];

/** GET /help-center/content/{accountId} — published articles and guides for the account. */
export function useHelpContent(accountId: string | undefined) {
  return useQuery({
    queryKey: ['help-content', accountId ?? ''],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/help-center/content/{accountId}', { params: { path: { accountId: accountId! } }, signal })),
    enabled: Boolean(accountId),
    // Like the announcements, a failed load is skipped silently (docs/requirements.md §8); the static help stays.
    meta: { silentErrors: true },
  });
}
