import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { TermsRepository } from './terms.repository';
import { TermsService } from './terms.service';
import { termsRoutes } from './terms.routes';
import type { TermsFace } from './terms.face';

declare module 'fastify' {
  interface FastifyInstance {
    /** Terms of service acceptance; accepting an invitation records it through this. */
    terms: TermsFace;
  }
}

/** The terms module: acceptance of the terms of service (docs/requirements.md §1, §2), under /api. */
export const termsModule = fp(
  async (app) => {
    const terms = new TermsService(new TermsRepository(app.db), app.now);
    app.decorate('terms', terms);
    await apiScope(app, (api) => termsRoutes(api, terms));
  },
  { name: 'terms', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
