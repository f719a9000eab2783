import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useRefreshingMutation } from '@/lib/api/refreshing-mutation';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type StaffAnnouncement = ResponseBody<'/api/marops/account-announcements'>[number];
export type AnnouncementInput = RequestBody<'/api/marops/account-announcements', 'post'>;

const keys = { all: ['staff-announcements'] as const, accounts: ['staff-announcement-accounts'] as const };

/** GET /marops/account-announcements (docs/requirements.md §7). */
export function useStaffAnnouncements() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/marops/account-announcements', { signal })) });
}

/** Accounts to address an announcement to (the first 200 by name, GET /marops/accounts). */
export function useAnnouncementAccounts() {
  return useQuery({
    queryKey: keys.accounts,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/marops/accounts', { params: { query: { page: 0, size: 200, sort: 'name,ASC' } }, signal })),
  });
}

/** POST or PUT /marops/account-announcements; a taken name answers 409 AnnouncementNameTakenException (docs/requirements.md §8). */
export function useSaveAnnouncement() {
  return useRefreshingMutation(
    ({ id, body }: { id?: string; body: AnnouncementInput }) =>
      id
        ? unwrap(api.PUT('/api/marops/account-announcements/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/marops/account-announcements', { body })),
    keys.all,
  );
}
