import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type OutboxPage = ResponseBody<'/api/marops/mail-outbox'>;
export type OutboxMail = OutboxPage['content'][number];

export const outboxKeys = {
  all: ['mail-outbox'] as const,
  page: (page: number, size: number) => [...outboxKeys.all, page, size] as const,
};

/** GET /marops/mail-outbox — every e-mail the product sent or failed to send, newest first (staff only). */
export const outboxQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: outboxKeys.page(page, size),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/mail-outbox', { params: { query: { page, size } }, signal })),
    placeholderData: keepPreviousData,
  });

export function useOutbox(page: number, size: number) {
  return useQuery(outboxQueryOptions(page, size));
}
