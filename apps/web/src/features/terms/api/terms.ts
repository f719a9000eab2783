import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { myTermsQueryOptions, type MyTerms } from '@/lib/api/my-terms';
import type { ResponseBody } from '@/lib/api/types';

export { myTermsQueryOptions, type MyTerms };
/** One published version with its markdown text (GET /api/terms/versions/{version}). */
export type TermsVersion = ResponseBody<'/api/terms/versions/{version}'>;

export const termsKeys = {
  all: ['terms'] as const,
  mine: () => myTermsQueryOptions().queryKey,
  version: (version: number) => [...termsKeys.all, 'version', version] as const,
};

/** GET /api/terms for the signed-in user. */
export function useMyTerms(enabled = true) {
  return useQuery({ ...myTermsQueryOptions(), enabled });
}

/** GET /api/terms/versions/{version}; idle while `version` is unknown. Published versions never change. */
export function useTermsVersion(version: number | null | undefined) {
  return useQuery({
    queryKey: termsKeys.version(version ?? 0),
    queryFn: ({ signal }) => unwrap(api.GET('/api/terms/versions/{version}', { params: { path: { version: version! } }, signal })),
    enabled: typeof version === 'number',
    staleTime: Infinity,
  });
}

/**
 * POST /account-views/user/accept-terms-of-service `{ version }` — the version in force the dialog showed
 * (docs/requirements.md §7). A failure goes to the shared error handler (one ERROR toast) and leaves the
 * dialog open (docs/requirements.md §2).
 */
export function acceptTerms(version: number) {
  return unwrap(api.POST('/api/account-views/user/accept-terms-of-service', { body: { version } }));
}

export function useAcceptTerms(version: number | undefined, onAccepted: () => void) {
  return useMutation({ mutationFn: () => acceptTerms(version!), onSuccess: onAccepted });
}
