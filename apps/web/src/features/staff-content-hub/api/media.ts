import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, uploadFiles } from '@/lib/api/client';
import { useRefreshingMutation } from '@/lib/api/refreshing-mutation';
import type { ResponseBody } from '@/lib/api/types';

export type MediaFile = ResponseBody<'/api/marops/content/media'>[number];
type UploadResult = ResponseBody<'/api/marops/content/media', 'post', 201>;

export const mediaKeys = { all: ['staff-media'] as const, list: (search: string) => ['staff-media', 'list', search] as const };

/** GET /marops/content/media?search — the media library, newest first. */
export const mediaQueryOptions = (search: string) =>
  queryOptions({
    queryKey: mediaKeys.list(search),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/content/media', { params: { query: search ? { search } : {} }, signal })),
  });

export function useMedia(search = '') {
  return useQuery(mediaQueryOptions(search));
}

/** POST /marops/content/media (multipart, docs/requirements.md §7) with upload progress 0..1. */
export function useUploadMedia(onProgress: (fraction: number) => void) {
  // Refusals carry the file and the reason in `detail`: the library shows them (media-library.tsx).
  return useRefreshingMutation(
    (files: File[]) => uploadFiles<UploadResult>('/api/marops/content/media', files, onProgress),
    mediaKeys.all,
    {
      silentErrors: true,
    },
  );
}

/** DELETE /marops/content/media/{id}; refused (400) while a banner or article uses the file. */
export function useDeleteMedia() {
  return useRefreshingMutation(
    (id: string) => unwrap(api.DELETE('/api/marops/content/media/{id}', { params: { path: { id } } })),
    mediaKeys.all,
    {
      silentErrors: true,
    },
  );
}
