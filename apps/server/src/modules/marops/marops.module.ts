import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { maropsRoutes } from './marops.routes';
import { AuditSearchService } from '../audit/audit-search.service';
import { AuditSearchRepository } from '../audit/audit-search.repository';

/** The staff module (role marops, spec §6): /api/marops/*, fenced by role on every route. */
export const maropsModule = fp(
  async (app) => {
    const { mail } = app;
    const auditSearch = new AuditSearchService(new AuditSearchRepository(app.db));
    await apiScope(app, (api) => maropsRoutes(api, { mail, auditSearch }));
  },
  { name: 'marops', dependencies: ['ads-core', 'ads-access', 'audit', 'mail'], fastify: '5.x' },
);
