import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { AccountsService } from './accounts.service';
import { AccountPageSchema, AccountSchema, PageQuerySchema, UserInfoSchema } from './accounts.schemas';

/** Advertiser account routes (spec §7): user info, the caller's accounts, one account. */
export async function accountsRoutes(app: App, accounts: AccountsService): Promise<void> {
  app.get(
    '/account-views/user/info',
    { schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: UserInfoSchema } } },
    async (request) => {
      const c = request.caller;
      return { id: c.userId, name: c.name, email: c.email, roles: c.roles, termsOfServiceAccepted: c.termsAccepted };
    },
  );

  app.get(
    '/account-views/user/accounts-list',
    {
      schema: { tags: ['accounts'], summary: "The caller's ad accounts, paged", querystring: PageQuerySchema, response: { 200: AccountPageSchema } },
    },
    async (request) => accounts.listAccounts(request.caller, request.query.page, request.query.size),
  );

  app.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One ad account of the caller',
        params: Type.Object({ id: Type.String() }),
        response: { 200: AccountSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => accounts.getAccount(request.caller, request.params.id),
  );
}
