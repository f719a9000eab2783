import fp from 'fastify-plugin';
import { EOBUWIE_CHANNEL } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';
import { StoresStaffRepository } from './stores.staff.repository';
import { StoresStaffService } from './stores.staff.service';
import { StoreProductsStaffRepository } from './stores.staff.products.repository';
import { StoreProductsStaffService } from './stores.staff.products.service';
import { storesStaffRoutes } from './stores.staff.routes';
import { storeProductsStaffRoutes } from './stores.staff.products.routes';

/** What other modules may ask the stores module (owner of tables stores and store_products). */
export type StoresFace = Pick<StoresService, 'storeExists' | 'productCount' | 'productsInStore'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The stores face: whether a store exists and which products it sells. */
    stores: StoresFace;
  }
}

/**
 * The stores module: the stores face for other modules, and the staff stores screens (role marops,
 * docs/requirements.md §6) under /api/marops/stores/*. The staff scope's onRequest asserts the role
 * before validation (403 AccessForbiddenException); handlers pass the StaffScope on. An import emits
 * `catalogue.changed` so inventories and the ad index refresh.
 */
export const storesModule = fp(
  async (app) => {
    const { db, config, domainEvents, catalogue } = app;
    const service = new StoresService(new StoresRepository(db));
    const face: StoresFace = {
      storeExists: (storeId) => service.storeExists(storeId),
      productCount: (storeId) => service.productCount(storeId),
      productsInStore: (storeId, productIds) => service.productsInStore(storeId, productIds),
    };
    app.decorate('stores', face);
    const stores = new StoresStaffService(new StoresStaffRepository(db), { channels: [config.productChannel.code, EOBUWIE_CHANNEL] });
    const products = new StoreProductsStaffService(new StoreProductsStaffRepository(db), service, catalogue, () =>
      domainEvents.emit('catalogue.changed'),
    );
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await storesStaffRoutes(staff, stores);
          await storeProductsStaffRoutes(staff, products);
        },
        { prefix: '/marops/stores' },
      );
    });
  },
  { name: 'stores', dependencies: ['ads-core', 'ads-access', 'audit', 'catalogue'], fastify: '5.x' },
);
