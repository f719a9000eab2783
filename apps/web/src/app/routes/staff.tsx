import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { userInfoQueryOptions } from '@/features/accounts';
import { i18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast-store';

/** The role that alone may open the staff routes (docs/requirements.md §6). */
export const STAFF_ROLE = 'marops';

/**
 * Guard of the marops-restricted routes (docs/requirements.md §2, §6): a user without the role gets the sticky
 * "Access denied." (ERROR, no timeout) and is sent to "/" (403). Roles come from the user-info call;
 * when it fails the guard denies (the API would refuse the staff calls anyway).
 */
export const staffLoader = (queryClient: QueryClient) => async () => {
  const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  if (!user?.roles.includes(STAFF_ROLE)) {
    toast.error(i18n.t('guard.accessDenied'), { timeout: 0 });
    return redirect('/');
  }
  return null;
};
