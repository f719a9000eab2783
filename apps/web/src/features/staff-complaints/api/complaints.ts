import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintStatus } from '@ads/domain';
import { api, callOptions, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type StaffComplaintPage = ResponseBody<'/api/marops/complaints'>;
export type StaffComplaint = StaffComplaintPage['content'][number];

/** Query keys of the staff complaint queue. */
export const staffComplaintsKeys = {
  all: ['staff-complaints'] as const,
  page: (status: ComplaintStatus | null, page: number, size: number) => [...staffComplaintsKeys.all, status ?? 'ALL', page, size] as const,
};

/** GET /marops/complaints — the queue: overdue first, then by due date; optionally one status. */
export const staffComplaintsQueryOptions = (status: ComplaintStatus | null, page: number, size: number) =>
  queryOptions({
    queryKey: staffComplaintsKeys.page(status, page, size),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/marops/complaints', { params: { query: { ...(status ? { status } : {}), page, size } }, signal })),
    placeholderData: keepPreviousData,
  });

export const useStaffComplaints = (status: ComplaintStatus | null, page: number, size: number) =>
  useQuery(staffComplaintsQueryOptions(status, page, size));

/** One staff step on a complaint; `version` is the one shown (If-Match: 412 when it moved on meanwhile). */
export type ComplaintStep =
  | { kind: 'assign'; id: string; version: number }
  | { kind: 'close'; id: string; version: number }
  | { kind: 'answer'; id: string; version: number; answer: string };

/**
 * POST /marops/complaints/{id}/assign | answer | close with If-Match; the queue is reloaded afterwards.
 * Failures (409 a step that no longer fits, 412 stale) go to the shared handler as catalogue messages.
 */
export function useComplaintStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ComplaintStep) => {
      const init = { params: { path: { id: step.id } }, ...callOptions({ version: String(step.version) }) };
      if (step.kind === 'assign') return unwrap(api.POST('/api/marops/complaints/{id}/assign', init));
      if (step.kind === 'close') return unwrap(api.POST('/api/marops/complaints/{id}/close', init));
      return unwrap(api.POST('/api/marops/complaints/{id}/answer', { ...init, body: { answer: step.answer } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffComplaintsKeys.all }),
  });
}
