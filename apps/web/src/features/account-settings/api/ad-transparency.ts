import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrapWithVersion } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { settingsKeys } from './keys';

export type AdTransparency = ResponseBody<'/api/accounts/{id}/ad-transparency'>;

/** GET /accounts/{id}/ad-transparency: the names shown with the account's ads (docs/ad-transparency.md). */
export function useAdTransparency(accountId: string) {
  return useQuery({
    queryKey: settingsKeys.adTransparency(accountId),
    queryFn: async ({ signal }) =>
      (await unwrapWithVersion(api.GET('/api/accounts/{id}/ad-transparency', { params: { path: { id: accountId } }, signal }))).data,
  });
}

/** PUT /accounts/{id}/ad-transparency with If-Match; blank names mean the defaults. */
export function useSaveAdTransparency(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { advertiserName: string; payerName: string; version: number }) =>
      (
        await unwrapWithVersion(
          api.PUT('/api/accounts/{id}/ad-transparency', {
            params: { path: { id: accountId } },
            body: { advertiserName: input.advertiserName || null, payerName: input.payerName || null },
            ...callOptions({ version: String(input.version) }),
          }),
        )
      ).data,
    onSuccess: (next) => queryClient.setQueryData(settingsKeys.adTransparency(accountId), next),
  });
}
