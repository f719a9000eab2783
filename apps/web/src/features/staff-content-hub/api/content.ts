import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContentInput }) =>
      id
        ? unwrap(api.PUT('/api/marops/content/{id}', { params: { path: { id } }, body }))
        : unwrap(api.PUT('/api/marops/content', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /marops/content/{id}. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/marops/content/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
