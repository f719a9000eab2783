import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { accountsRoutes } from './accounts.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Advertiser accounts; other modules read an account's inventory rule here. */
    accounts: AccountsService;
  }
}

/** The accounts module: user info, the caller's accounts, one account (spec §7), under /api. */
export const accountsModule = fp(
  async (app) => {
    const accounts = new AccountsService(new AccountsRepository(app.db));
    app.decorate('accounts', accounts);
    await apiScope(app, (api) => accountsRoutes(api, accounts));
  },
  { name: 'accounts', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
