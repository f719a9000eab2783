import { createContext, useContext, type ReactNode } from 'react';
import { isAccountRole, roleAllows, type AccountCapability, type AccountRole } from '@ads/domain';

/**
 * The signed-in user's role in the selected account (docs/access-roles.md), from GET /accounts/{id}; null for staff
 * acting on the account, outside an account and before it loads (the server decides then).
 */
const AccountRoleContext = createContext<AccountRole | null>(null);

/** Gives the screens below the caller's role in the selected account (provided once, by the /accounts/{accountId} route). */
export function AccountRoleProvider({ role, children }: { role: string | null | undefined; children: ReactNode }) {
  return <AccountRoleContext.Provider value={isAccountRole(role) ? role : null}>{children}</AccountRoleContext.Provider>;
}

/** The caller's role in the selected account, or null (staff, outside an account, not loaded). */
export function useAccountRole(): AccountRole | null {
  return useContext(AccountRoleContext);
}

/**
 * Whether `role` may use `capability` (`ROLE_CAPABILITIES` in @ads/domain, the one home of the rule); a null role
 * (staff, not loaded) may: the screens then leave the decision to the server. Pure.
 */
export function roleCan(role: AccountRole | null | undefined, capability: AccountCapability): boolean {
  return !role || roleAllows(role, capability);
}

/** Whether the caller's role in the selected account has `capability` (see {@link roleCan}). */
export function useAccountCan(capability: AccountCapability): boolean {
  return roleCan(useAccountRole(), capability);
}
