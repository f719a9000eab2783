import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { apiScope } from '../../http/api-scope';
import { shopKeyHook } from '../shop-keys';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueFeedService } from './catalogue-feed.service';
import { catalogueFeedRoutes } from './catalogue-feed.routes';

/** What other modules may ask the catalogue (owner of products, brands, categories and their import). */
export type CatalogueFace = Pick<CatalogueService, 'knownProductIds'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's face; the stores module checks imported product ids here. */
    catalogue: CatalogueFace;
  }
}

/**
 * The catalogue module: services configuration, dictionaries and the account's products (docs/requirements.md §7),
 * under /api; and the shop's catalogue API under /v2/catalog behind the shop API key
 * (docs/catalogue-api.md), whose changes reach the ad index as `catalogue.changed`.
 */
export const catalogueModule = fp(
  async (app) => {
    const catalogue = new CatalogueService(new CatalogueRepository(app.db), app.accounts, app.config);
    const face: CatalogueFace = { knownProductIds: (ids) => catalogue.knownProductIds(ids) };
    app.decorate('catalogue', face);
    await apiScope(app, (api) => catalogueRoutes(api, catalogue));
    const feed = new CatalogueFeedService(app.db, (ids) => app.domainEvents.emit('catalogue.changed', ids));
    const requireShopKey = shopKeyHook(app.shopKeys.verifier(app.db));
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', requireShopKey);
        await catalogueFeedRoutes(scope.withTypeProvider<TypeBoxTypeProvider>(), feed);
      },
      { prefix: '/v2/catalog' },
    );
  },
  { name: 'catalogue', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts', 'shop-keys'], fastify: '5.x' },
);
