import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { StaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { useStaffActing } from '@/lib/api/staff-acting';

// The staff area loads only when staff act on an account (advertisers never download it).
const StaffActingBanner = lazy(() => import('@/features/staff-accounts').then((m) => ({ default: m.StaffActingBanner })));

/**
 * Element of every /accounts/{accountId}/… route: the acting-as-staff banner above the account's
 * screens when staff act on it, then the screen, in a read-only scope while staff act in `read` mode. A `staff*` route module, so the
 * advertiser layouts never import staff code (eslint staff fence). The banner's code is fetched only
 * while staff act on this account.
 */
export function StaffActingBoundary() {
  const { accountId = '' } = useParams();
  const acting = useStaffActing();
  return (
    <>
      {acting?.accountId === accountId && (
        <Suspense fallback={null}>
          <StaffActingBanner accountId={accountId} />
        </Suspense>
      )}
      <StaffReadOnlyScope accountId={accountId}>
        <Outlet />
      </StaffReadOnlyScope>
    </>
  );
}
