import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type NotificationPage = ResponseBody<'/api/notifications'>;
export type Notification = NotificationPage['content'][number];
export type NotificationPreferences = ResponseBody<'/api/notifications/preferences'>['preferences'];
export type PreferencesBody = RequestBody<'/api/notifications/preferences', 'put'>;

/** How often the bell asks for new notices (ms). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** Query keys of the signed-in user's notices. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
};

/** GET /notifications — the newest 20 notices and the unread count, polled every minute. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications', { params: { query: { page: 0, size: 20 } }, signal })),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** POST /notifications/{id}/read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
  });
}

/** POST /notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read-all')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
  });
}

/** GET /notifications/preferences. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications/preferences', { signal })),
  });

/** PUT /notifications/preferences (the kinds sent only). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => unwrap(api.PUT('/api/notifications/preferences', { body })),
    onSuccess: (data) => queryClient.setQueryData(notificationsKeys.preferences(), data),
  });
}
