import fp from 'fastify-plugin';
import { reservePrice } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { MaropsAccountsListRepository } from './marops-accounts-list.repository';
import { MaropsAccountsRepository } from './marops-accounts.repository';
import { MaropsAccountsService } from './marops-accounts.service';
import { MaropsAccountLifecycleService } from './marops-account-lifecycle.service';
import { maropsAccountsRoutes } from './marops-accounts.routes';

/**
 * Staff account management (issue #7): the staff home list, open/edit accounts, resend invitations,
 * suspend/resume/terminate/ban — /api/marops/accounts*, role marops only (a `marops*` module: the
 * staff fence of eslint/import-boundaries.js).
 */
export const maropsAccountsModule = fp(
  async (app) => {
    const { db, now, domainEvents: events, invitations, config } = app;
    const repo = new MaropsAccountsRepository(db);
    const accounts = new MaropsAccountsService({
      repo,
      list: new MaropsAccountsListRepository(db),
      invitations,
      now,
      reservePrice: reservePrice(config.campaignRequirements),
    });
    const lifecycle = new MaropsAccountLifecycleService({ repo, accounts, events, now });
    await apiScope(app, (api) => maropsAccountsRoutes(api, { accounts, lifecycle }));
  },
  { name: 'marops-accounts', dependencies: ['ads-core', 'ads-access', 'audit', 'members'], fastify: '5.x' },
);
