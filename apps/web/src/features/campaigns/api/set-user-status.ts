import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type UserStatusChange = RequestBody<'/api/campaigns/user-status', 'put'>;
export type UserStatus = UserStatusChange['userStatus'];

/**
 * PUT /campaigns/user-status — pause, activate or archive campaigns, all or nothing (ARCHIVED is final).
 * @throws ApiError TooManyCampaignsUserStatusToChangeException over 1000 ids (docs/requirements.md §8, §9).
 */
export function setUserStatus(body: UserStatusChange): Promise<ResponseBody<'/api/campaigns/user-status', 'put'>> {
  return unwrap(api.PUT('/api/campaigns/user-status', { body }));
}

/** The mutation behind the lists' bulk actions and the overview's pause / activate / archive. */
export function useSetUserStatus(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists(accountId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.details(accountId) });
    },
  });
}
