import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { catalogueRoutes } from './catalogue.routes';

/** What other modules may ask the catalogue (owner of products, brands, categories and their import). */
export type CatalogueFace = Pick<CatalogueService, 'knownProductIds'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's face; the stores module checks imported product ids here. */
    catalogue: CatalogueFace;
  }
}

/** The catalogue module: services configuration, dictionaries and the account's products (spec §7), under /api. */
export const catalogueModule = fp(
  async (app) => {
    const catalogue = new CatalogueService(new CatalogueRepository(app.db), app.accounts, app.config);
    const face: CatalogueFace = { knownProductIds: (ids) => catalogue.knownProductIds(ids) };
    app.decorate('catalogue', face);
    await apiScope(app, (api) => catalogueRoutes(api, catalogue));
  },
  { name: 'catalogue', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts'], fastify: '5.x' },
);
