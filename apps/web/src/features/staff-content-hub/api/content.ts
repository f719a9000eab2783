import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useRefreshingMutation } from '@/lib/api/refreshing-mutation';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type ContentItem = ResponseBody<'/api/marops/content'>[number];
export type ContentInput = RequestBody<'/api/marops/content', 'put'>;

const keys = { all: ['staff-content'] as const };

/** GET /marops/content — every article and guide. */
export function useContentItems() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/marops/content', { signal })) });
}

/** PUT /marops/content (create) or PUT /marops/content/{id} (replace). */
export function useSaveContent() {
  return useRefreshingMutation(
    ({ id, body }: { id?: string; body: ContentInput }) =>
      id
        ? unwrap(api.PUT('/api/marops/content/{id}', { params: { path: { id } }, body }))
        : unwrap(api.PUT('/api/marops/content', { body })),
    keys.all,
  );
}

/** DELETE /marops/content/{id}. */
export function useDeleteContent() {
  return useRefreshingMutation((id: string) => unwrap(api.DELETE('/api/marops/content/{id}', { params: { path: { id } } })), keys.all);
}
