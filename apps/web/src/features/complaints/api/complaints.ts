import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type ComplaintPage = ResponseBody<'/api/accounts/{accountId}/complaints'>;
export type Complaint = ComplaintPage['content'][number];
export type ComplaintBody = RequestBody<'/api/accounts/{accountId}/complaints', 'post'>;

/** Query keys of an account's complaints. */
export const complaintsKeys = {
  all: ['complaints'] as const,
  account: (accountId: string) => [...complaintsKeys.all, accountId] as const,
  page: (accountId: string, page: number, size: number) => [...complaintsKeys.account(accountId), page, size] as const,
};

/** GET /accounts/{accountId}/complaints — the account's complaints, newest first. */
export const complaintsQueryOptions = (accountId: string, page: number, size: number) =>
  queryOptions({
    queryKey: complaintsKeys.page(accountId, page, size),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/{accountId}/complaints', { params: { path: { accountId }, query: { page, size } }, signal })),
    placeholderData: keepPreviousData,
  });

export const useComplaints = (accountId: string, page: number, size: number) => useQuery(complaintsQueryOptions(accountId, page, size));

/**
 * POST /accounts/{accountId}/complaints. A ValidationException comes back with its field (SUBJECT_DATE…):
 * the form shows it there, so the shared handler stays silent.
 */
export function useFileComplaint(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) =>
      unwrap(api.POST('/api/accounts/{accountId}/complaints', { params: { path: { accountId } }, body })),
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKeys.account(accountId) }),
  });
}
