import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { catalogueRoutes } from './catalogue.routes';

/** The catalogue module: services configuration, dictionaries and the account's products (spec §7), under /api. */
export const catalogueModule = fp(
  async (app) => {
    const catalogue = new CatalogueService(new CatalogueRepository(app.db), app.accounts, app.config);
    await apiScope(app, (api) => catalogueRoutes(api, catalogue));
  },
  { name: 'catalogue', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts'], fastify: '5.x' },
);
