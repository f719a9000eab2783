import { CreateStoreDialog, EditStoreDialog, StoreDetailScreen, StoresScreen } from '@/features/staff-stores';

/** `/marops/stores` "[MarOps] Stores" (docs/architecture.md "Staff run the platform"): staff only, behind the marops guard; child `new` = create dialog. */
export function StaffStoresRoute() {
  return <StoresScreen />;
}

/** `/marops/stores/new`: the create dialog over the list (deep-linkable). */
export function StaffStoreCreateRoute() {
  return <CreateStoreDialog />;
}

/** `/marops/stores/{storeId}`: the store with its products and CSV import; child `edit` = edit dialog. */
export function StaffStoreRoute() {
  return <StoreDetailScreen />;
}

/** `/marops/stores/{storeId}/edit`: the edit dialog over the store (deep-linkable). */
export function StaffStoreEditRoute() {
  return <EditStoreDialog />;
}
