import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { MaropsBillingService } from './marops-billing.service';
import { maropsBillingRoutes } from './marops-billing.routes';

/** Staff billing (/api/marops/billing), role marops only; uses the billing module's close and ledger. */
export const maropsBillingModule = fp(
  async (app) => {
    const service = new MaropsBillingService({ ...app.billing, now: app.now });
    await apiScope(app, (api) => maropsBillingRoutes(api, service));
  },
  { name: 'marops-billing', dependencies: ['ads-core', 'ads-access', 'audit', 'billing'], fastify: '5.x' },
);
