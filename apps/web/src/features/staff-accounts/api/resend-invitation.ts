import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { staffAccountKeys } from './keys';

/** POST /marops/accounts/resend-user-invitation `{email}` — a new 7-day link; the old one stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/marops/accounts/resend-user-invitation', { body: { email } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
