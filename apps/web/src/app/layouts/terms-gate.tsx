import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUserInfo, userInfoQueryOptions } from '@/features/accounts';
import { useAuth } from '@/lib/auth/auth-provider';
import { STAFF_ROLE } from '../routes/staff';

// The terms (dialog and text) load only for the user who has to accept them (docs/web-first-load.md: a light first load).
const TermsDialog = lazy(() => import('@/features/terms').then((m) => ({ default: m.TermsDialog })));

/**
 * Shows the terms of service dialog (docs/requirements.md §2) to a signed-in user who is not marops and has not
 * accepted the terms (user info `termsOfServiceAccepted`). It goes away only after a successful
 * acceptance; the user info is then reloaded.
 */
export function TermsGate() {
  const auth = useAuth();
  const { data: user } = useUserInfo();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const staff = auth.roles.includes(STAFF_ROLE) || Boolean(user?.roles.includes(STAFF_ROLE));
  const open = Boolean(user) && !staff && user?.termsOfServiceAccepted === false && !accepted;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog
        open
        onAccepted={() => {
          setAccepted(true);
          void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
        }}
      />
    </Suspense>
  );
}
