import { createContext, useContext, type ReactNode } from 'react';

/** What of an account decides its views: its type and its inventory (GET /accounts/{id}). */
export interface AccountViewSource {
  type: 'BRAND' | 'MERCHANT';
  inventory: { brandCodes: readonly string[]; storeId: string | null };
}

/**
 * How the advertiser screens present an account's inventory (docs/requirements.md §6.5): a BRAND account sees the
 * products of its brands across every store, a MERCHANT account the products of its store.
 */
export interface AccountView {
  type: 'BRAND' | 'MERCHANT';
  /** The words that name the inventory: "your brands" or "your store". */
  scope: 'brands' | 'store';
  /** Whether product lists offer a brand filter: every MERCHANT; a BRAND only when it has more than one brand. */
  brandFilter: boolean;
  /** Whether product tables show a brand column: not for a BRAND of one brand (every row would say the same). */
  brandColumn: boolean;
}

/**
 * The view of `account` (docs/requirements.md §6.5), or null while it is not loaded (screens then show everything,
 * as for a merchant). Pure.
 */
export function accountView(account: AccountViewSource | null | undefined): AccountView | null {
  if (!account) return null;
  if (account.type === 'BRAND') {
    const several = account.inventory.brandCodes.length > 1;
    return { type: 'BRAND', scope: 'brands', brandFilter: several, brandColumn: several };
  }
  return { type: 'MERCHANT', scope: 'store', brandFilter: true, brandColumn: true };
}

const AccountViewContext = createContext<AccountView | null>(null);

/** Gives the screens below the view of the selected account (provided once, by the /accounts/{accountId} route). */
export function AccountViewProvider({ account, children }: { account: AccountViewSource | null | undefined; children: ReactNode }) {
  return <AccountViewContext.Provider value={accountView(account)}>{children}</AccountViewContext.Provider>;
}

/** The selected account's view, or null outside an account or before it loads. */
export function useAccountView(): AccountView | null {
  return useContext(AccountViewContext);
}
