import { Outlet, useParams } from 'react-router';
import { StaffActingBanner } from '@/features/marops-accounts';

/**
 * Element of every /accounts/{accountId}/… route: the acting-as-staff banner above the account's
 * screens when staff act on it (issue #7), then the screen. A `marops*` route module, so the
 * advertiser layouts never import staff code (eslint staff fence).
 */
export function StaffActingBoundary() {
  const { accountId = '' } = useParams();
  return (
    <>
      <StaffActingBanner accountId={accountId} />
      <Outlet />
    </>
  );
}
