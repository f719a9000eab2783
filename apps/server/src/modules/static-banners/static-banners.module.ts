import fp from 'fastify-plugin';
import { activeChannelMarkets } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access';
import { ServableBannersRepository, type ServableBanner } from './static-banners.repository';
import { StaticBannersStaffRepository } from './static-banners.staff.repository';
import { StaticBannersStaffService } from './static-banners.staff.service';
import { staticBannersStaffRoutes } from './static-banners.staff.routes';

/** What other modules use of static banners: serving loads the servable ones into its banner lookup. */
export interface StaticBannersFace {
  /** Every static banner not yet ended, with its image (read at start and on `banners.changed`). */
  listServable(): Promise<ServableBanner[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staticBanners: StaticBannersFace;
  }
}

/**
 * Static banners (table static_banners; docs/requirements.md §6): staff management under /api/marops/static-banners
 * (role marops). Every change emits `banners.changed`, on which serving reloads its in-memory banner lookup.
 */
export const staticBannersModule = fp(
  async (app) => {
    const { db, config, domainEvents } = app;
    const service = new StaticBannersStaffService(new StaticBannersStaffRepository(db), {
      channels: activeChannelMarkets(config.productChannel.code),
      allowedHosts: config.allowedExternalHosts,
      changed: () => domainEvents.emit('banners.changed'),
    });
    const servable = new ServableBannersRepository(db);
    app.decorate('staticBanners', { listServable: () => servable.listServable() } satisfies StaticBannersFace);
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await staticBannersStaffRoutes(staff, service);
        },
        { prefix: '/marops/static-banners' },
      );
    });
  },
  { name: 'static-banners', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
