import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { userInfoQueryOptions } from '@/features/accounts';
import { setApiAccountId } from '@/lib/api/client';

/**
 * "/" — Manage ad accounts (docs/requirements.md §2). No account is selected here. Staff (role marops) land on their
 * home, /marops/accounts: every advertiser account, not only their own.
 */
export const homeLoader = (queryClient: QueryClient) => async () => {
  setApiAccountId(null);
  const user = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  return user?.roles.includes('marops') ? redirect('/marops/accounts') : null;
};
