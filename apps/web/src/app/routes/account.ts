import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountQueryOptions, accountsListQueryOptions, userInfoQueryOptions } from '@/features/accounts';
import { setApiAccountId } from '@/lib/api/client';
import { staffModeFor } from '@/lib/api/staff-acting';
import { i18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast-store';

/**
 * Guard of every /accounts/{accountId}/… route (docs/requirements.md §2, §6): the account must be in the user's list;
 * otherwise "Access denied - account selection required" (ERROR, no timeout) and back to "/" (403).
 * Staff (role marops) pass for a foreign account only in the explicit acting-as-staff mode for it
 * (lib/api/staff-acting.ts), which the staff accounts screen starts.
 * On success the account becomes the one sent as `account-id`.
 */
export const accountLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const accountId = params.accountId ?? '';
    const accounts = await queryClient.ensureQueryData(accountsListQueryOptions()).catch(() => null);
    if (!accounts?.content.some((a) => a.id === accountId) && !(await isStaffActingOn(queryClient, accountId))) {
      setApiAccountId(null);
      toast.error(i18n.t('guard.accountRequired'), { timeout: 0 });
      return redirect('/');
    }
    setApiAccountId(accountId);
    // docs/requirements.md §7: account info of the selected account, loaded again when accountId changes.
    void queryClient.prefetchQuery(accountQueryOptions(accountId));
    return null;
  };

async function isStaffActingOn(queryClient: QueryClient, accountId: string): Promise<boolean> {
  if (!staffModeFor(accountId)) return false;
  const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  return Boolean(user?.roles.includes('marops'));
}
