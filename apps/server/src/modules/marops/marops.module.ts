import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { maropsRoutes } from './marops.routes';

/** The staff module (role marops, spec §6): /api/marops/*, fenced by role on every route. */
export const maropsModule = fp(
  async (app) => {
    const { mail } = app;
    await apiScope(app, (api) => maropsRoutes(api, { mail }));
  },
  { name: 'marops', dependencies: ['ads-core', 'ads-access', 'audit', 'mail'], fastify: '5.x' },
);
