import type { App } from '../../http/types';
import { staffResourceRoutes } from '../../http/staff-resource-routes';
import type { StoresStaffService } from './stores.staff.service';
import { StoreIdParams, StoreInputSchema, StoreListQuerySchema, StorePageSchema, StoreSchema } from './stores.staff.schemas';

/** Staff store routes (docs/requirements.md §7 GET /marops/stores?externalId; docs/architecture.md "Staff run the platform"): list, read (ETag), create, edit (If-Match). */
export async function storesStaffRoutes(staff: App, stores: StoresStaffService): Promise<void> {
  staffResourceRoutes(staff, {
    location: '/api/marops/stores',
    schemas: { item: StoreSchema, params: StoreIdParams, input: StoreInputSchema, list: StorePageSchema, query: StoreListQuerySchema },
    createMethod: 'post',
    conflicts: true,
    summaries: {
      list: "Stores by name, paged; externalId finds the store of the shop's seller id (docs/requirements.md §7)",
      get: 'One store (ETag = version)',
      create: 'Create a store; its external id must be unique (409 StoreExternalIdTakenException)',
      update: "Replace a store's fields (If-Match with the ETag: 412 when stale)",
    },
    service: stores,
  });
}
