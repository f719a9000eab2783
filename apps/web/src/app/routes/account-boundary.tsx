import { useParams } from 'react-router';
import { useAccount } from '@/features/accounts';
import { AccountViewProvider } from '@/lib/account-view';
import { AccountRoleProvider } from '@/lib/account-role';
import { StaffActingBoundary } from './staff-acting';

/**
 * Element of every /accounts/{accountId}/… route: the selected account's brand or merchant view for the screens
 * below (docs/requirements.md §6.5) and the caller's role in it (docs/access-roles.md), around the acting-as-staff boundary.
 */
export function AccountBoundary() {
  const { accountId = '' } = useParams();
  const { data } = useAccount(accountId);
  return (
    <AccountViewProvider account={data}>
      <AccountRoleProvider role={data?.role}>
        <StaffActingBoundary />
      </AccountRoleProvider>
    </AccountViewProvider>
  );
}
