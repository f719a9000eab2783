import { recordChanges } from '../audit';
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { AccountId } from '../../http/schema';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { AccountsService } from './accounts.service';
import { AccountPageSchema, AccountPatchSchema, AccountSchema, PageQuerySchema, UserInfoSchema, UserLanguageSchema } from './accounts.schemas';

/** Advertiser account routes (docs/requirements.md §7): user info and language, the caller's accounts, one account (read with ETag, rename). */
export async function accountsRoutes(app: App, accounts: AccountsService): Promise<void> {
  app.get(
    '/account-views/user/info',
    { schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: UserInfoSchema } } },
    async (request) => {
      const c = request.actor;
      return {
        id: c.userId,
        name: c.name,
        email: c.email,
        roles: [...c.roles],
        termsOfServiceAccepted: c.termsAccepted,
        termsVersionInForce: c.termsVersionInForce,
        termsAcceptedVersion: c.termsAcceptedVersion,
        language: c.language,
      };
    },
  );

  app.put(
    '/account-views/user/language',
    {
      // A body that fails the schema is the service's ValidationException with field LANGUAGE.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: "Choose the signed-in user's language (web app and e-mails)",
        body: UserLanguageSchema,
        response: { 200: UserLanguageSchema, 400: ProblemSchema },
      },
    },
    async (request) => ({ language: await accounts.setLanguage(request.actor, request.validationError ? undefined : request.body?.language) }),
  );

  app.get(
    '/account-views/user/accounts-list',
    {
      schema: { tags: ['accounts'], summary: "The caller's ad accounts, paged", querystring: PageQuerySchema, response: { 200: AccountPageSchema } },
    },
    async (request) => accounts.listAccounts(request.actor, request.query.page, request.query.size),
  );

  app.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One ad account of the caller',
        params: Type.Object({ id: AccountId() }),
        response: { 200: AccountSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const account = await accounts.getAccount(request.actor, request.params.id);
      setEtag(reply, account.version);
      return account;
    },
  );

  app.patch(
    '/accounts/:id',
    {
      // A body that fails the schema is the service's ValidationException with field NAME, after the access check.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Rename an ad account of the caller (If-Match optional)',
        params: Type.Object({ id: AccountId() }),
        body: AccountPatchSchema,
        response: { 200: AccountSchema, 400: ProblemSchema, 403: ProblemSchema, 409: ProblemSchema, 412: ProblemSchema },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const name = request.validationError || typeof request.body?.name !== 'string' ? '' : request.body.name;
      const account = await accounts.renameAccount(request.actor, request.params.id, name, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, account.version);
      return account;
    },
  );
}
