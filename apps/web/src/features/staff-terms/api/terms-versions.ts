import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

/** One version in the staff list (no text). */
export type StaffTermsVersion = ResponseBody<'/api/marops/terms-versions'>[number];
export type PublishTermsBody = RequestBody<'/api/marops/terms-versions', 'post'>;

const keys = { all: ['staff-terms-versions'] as const };

/** GET /api/marops/terms-versions — every version, newest first. */
export function useStaffTermsVersions() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => unwrap(api.GET('/api/marops/terms-versions', { signal })) });
}

/** POST /api/marops/terms-versions `{text, takesEffectOn}` — publishes and e-mails every advertiser user. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishTermsBody) => unwrap(api.POST('/api/marops/terms-versions', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
