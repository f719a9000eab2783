import { CreateStoreDialog, EditStoreDialog, StoreDetailScreen, StoresScreen } from '@/features/marops-stores';

/** `/marops/stores` "[MarOps] Stores" (issue #7 item 4): staff only, behind the marops guard; child `new` = create dialog. */
export function MaropsStoresRoute() {
  return <StoresScreen />;
}

/** `/marops/stores/new`: the create dialog over the list (deep-linkable). */
export function MaropsStoreCreateRoute() {
  return <CreateStoreDialog />;
}

/** `/marops/stores/{storeId}`: the store with its products and CSV import; child `edit` = edit dialog. */
export function MaropsStoreRoute() {
  return <StoreDetailScreen />;
}

/** `/marops/stores/{storeId}/edit`: the edit dialog over the store (deep-linkable). */
export function MaropsStoreEditRoute() {
  return <EditStoreDialog />;
}
