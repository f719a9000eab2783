import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUserInfo, userInfoQueryOptions } from '@/features/accounts';
import { UpcomingTermsNotice } from '@/features/terms/notice';
import { useAuth } from '@/lib/auth/auth-provider';
import { STAFF_ROLE } from '../routes/staff';

// The terms (dialog and text) load only for the user who has to accept them (docs/web-first-load.md: a light first load).
const TermsDialog = lazy(() => import('@/features/terms').then((m) => ({ default: m.TermsDialog })));

function useIsStaff() {
  const auth = useAuth();
  const { data: user } = useUserInfo();
  return auth.roles.includes(STAFF_ROLE) || Boolean(user?.roles.includes(STAFF_ROLE));
}

/**
 * Shows the terms of service dialog (docs/requirements.md §2, docs/terms.md) to a signed-in user who is not
 * marops and has not accepted the version in force (user info `termsOfServiceAccepted`,
 * `termsVersionInForce`). It goes away only after a successful acceptance; the user info is then reloaded.
 */
export function TermsGate() {
  const { data: user } = useUserInfo();
  const staff = useIsStaff();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState<number | null>(null);
  const version = user?.termsVersionInForce ?? null;
  const open = Boolean(user) && !staff && user?.termsOfServiceAccepted === false && version !== null && accepted !== version;
  if (!open || version === null) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog
        open
        version={version}
        changed={user?.termsAcceptedVersion != null}
        onAccepted={() => {
          setAccepted(version);
          void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
          void queryClient.invalidateQueries({ queryKey: ['terms'] });
        }}
      />
    </Suspense>
  );
}

/** The notice of new terms (docs/terms.md) for a signed-in advertiser; staff, who publish them, do not get it. */
export function TermsNotice() {
  const { data: user } = useUserInfo();
  const staff = useIsStaff();
  return <UpcomingTermsNotice enabled={Boolean(user) && !staff} />;
}
