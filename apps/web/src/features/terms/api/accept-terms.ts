import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { TERMS_VERSION } from '../terms-text';

/**
 * POST /account-views/user/accept-terms-of-service `{ version: '2023-08-01' }` (docs/requirements.md §7). A failure
 * goes to the shared error handler (one ERROR toast) and leaves the dialog open (docs/requirements.md §2).
 */
export function acceptTerms() {
  return unwrap(api.POST('/api/account-views/user/accept-terms-of-service', { body: { version: TERMS_VERSION } }));
}

export function useAcceptTerms(onAccepted: () => void) {
  return useMutation({ mutationFn: acceptTerms, onSuccess: onAccepted });
}
