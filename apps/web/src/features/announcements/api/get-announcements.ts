import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type Announcement = ResponseBody<'/api/account-announcements/{accountId}'>[number];

export const announcementKeys = {
  all: ['announcements'] as const,
  forAccount: (accountId: string) => [...announcementKeys.all, accountId] as const,
};

/** GET /account-announcements/{accountId} — what the staff announce to this account (docs/requirements.md §2, §7). */
export function getAnnouncements(accountId: string, signal?: AbortSignal): Promise<Announcement[]> {
  return unwrap(api.GET('/api/account-announcements/{accountId}', { params: { path: { accountId } }, signal }));
}

export const announcementsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: announcementKeys.forAccount(accountId),
    queryFn: ({ signal }) => getAnnouncements(accountId, signal),
    // docs/requirements.md §8: a failed announcements load is skipped silently (the bar just stays empty).
    meta: { silentErrors: true },
  });

export function useAnnouncements(accountId: string | undefined) {
  return useQuery({ ...announcementsQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
