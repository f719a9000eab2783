import fp from 'fastify-plugin';
import { activeChannelMarkets } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access/access';
import { StaticBannersRepository } from './banners.repository';
import { StaticBannersService } from './banners.service';
import { staticBannersRoutes } from './banners.routes';

/**
 * Staff static banners (role marops, spec §6): /api/marops/static-banners. Every change emits
 * `banners.changed`, on which serving reloads its in-memory banner lookup.
 */
export const maropsStaticBannersModule = fp(
  async (app) => {
    const { db, config, domainEvents } = app;
    const service = new StaticBannersService(new StaticBannersRepository(db), {
      channels: activeChannelMarkets(config.productChannel.code),
      allowedHosts: config.allowedExternalHosts,
      changed: () => domainEvents.emit('banners.changed'),
    });
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await staticBannersRoutes(staff, service);
        },
        { prefix: '/marops/static-banners' },
      );
    });
  },
  { name: 'marops-static-banners', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
