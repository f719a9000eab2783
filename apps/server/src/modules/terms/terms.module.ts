import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { TermsRepository } from './terms.repository';
import { TermsService } from './terms.service';
import { termsRoutes } from './terms.routes';

/** The terms module: acceptance of the terms of service (spec §1, §2), under /api. */
export const termsModule = fp(
  async (app) => {
    const terms = new TermsService(new TermsRepository(app.db), app.now);
    await apiScope(app, (api) => termsRoutes(api, terms));
  },
  { name: 'terms', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
