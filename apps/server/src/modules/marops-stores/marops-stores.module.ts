import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access/access';
import { EOBUWIE } from '../catalogue/catalogue.service';
import { StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';
import { StoreProductsRepository } from './store-products.repository';
import { StoreProductsService } from './store-products.service';
import { storesRoutes } from './stores.routes';
import { storeProductsRoutes } from './store-products.routes';

/**
 * Staff stores (role marops, spec §6): /api/marops/stores/*. The scope's onRequest asserts the role
 * before validation (403 AccessForbiddenException), as in the marops module; handlers pass the
 * StaffScope on. An import emits `catalogue.changed` so inventories and the ad index refresh.
 */
export const maropsStoresModule = fp(
  async (app) => {
    const { db, config, domainEvents } = app;
    const stores = new StoresService(new StoresRepository(db), { channels: [config.productChannel.code, EOBUWIE] });
    const products = new StoreProductsService(new StoreProductsRepository(db), () => domainEvents.emit('catalogue.changed'));
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await storesRoutes(staff, stores);
          await storeProductsRoutes(staff, products);
        },
        { prefix: '/marops/stores' },
      );
    });
  },
  { name: 'marops-stores', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
