import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useRefreshingMutation } from '@/lib/api/refreshing-mutation';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type StaticBanner = ResponseBody<'/api/marops/static-banners'>[number];
export type StaticBannerInput = RequestBody<'/api/marops/static-banners', 'post'>;
export type MediaFile = ResponseBody<'/api/marops/content/media'>[number];

const keys = { all: ['staff-static-banners'] as const, media: ['staff-media'] as const };

/** GET /marops/static-banners (docs/requirements.md §7). */
export function useStaticBanners() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/marops/static-banners', { signal })) });
}

/** The media library's images to choose from (GET /marops/content/media). */
export function useBannerImages() {
  return useQuery({
    queryKey: [...keys.media, 'list', ''],
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/content/media', { params: { query: {} }, signal })),
  });
}

/**
 * POST /marops/static-banners or PUT /marops/static-banners/{id}. A second banner for the same
 * placement, channel and market answers 409 StaticBannerDuplicatedPlacementChannelMarketException,
 * shown by the shared handler with the catalogue message (docs/requirements.md §8).
 */
export function useSaveStaticBanner() {
  return useRefreshingMutation(
    ({ id, body }: { id?: string; body: StaticBannerInput }) =>
      id
        ? unwrap(api.PUT('/api/marops/static-banners/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/marops/static-banners', { body })),
    keys.all,
  );
}

/** DELETE /marops/static-banners/{id}. */
export function useDeleteStaticBanner() {
  return useRefreshingMutation(
    (id: string) => unwrap(api.DELETE('/api/marops/static-banners/{id}', { params: { path: { id } } })),
    keys.all,
  );
}
