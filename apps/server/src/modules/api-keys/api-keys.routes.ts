import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { AccountId, Uuid } from '../../http/schema';
import { recordChanges } from '../audit';
import type { ApiKeysService } from './api-keys.service';
import { ApiKeySchema, CreateApiKeySchema, CreatedApiKeySchema } from './api-keys.schemas';

const Params = Type.Object({ id: AccountId() });
const tags = ['api-keys'];

/**
 * API keys of an ad account (docs/api-keys.md): GET, POST /accounts/{id}/api-keys, DELETE
 * /accounts/{id}/api-keys/{keyId} (revoke). Admins of the account only (capability `members`).
 */
export async function apiKeysRoutes(app: App, keys: ApiKeysService): Promise<void> {
  app.get(
    '/accounts/:id/api-keys',
    {
      schema: {
        tags,
        summary: "The account's API keys (admins): name, role, created, last used, revoked",
        params: Params,
        response: { 200: Type.Array(ApiKeySchema), 403: ProblemSchema },
      },
    },
    async (request) => keys.list(request.actor, request.params.id),
  );

  app.post(
    '/accounts/:id/api-keys',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create an API key with a name and a role in this account (admins); the key is in this answer only',
        params: Params,
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema, 400: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const body = request.validationError ? { name: '', role: '' } : request.body;
      const created = await keys.create(request.actor, request.params.id, { name: body.name, role: body.role }, recordChanges(request));
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/accounts/:id/api-keys/:keyId',
    {
      schema: {
        tags,
        summary: 'Revoke an API key (admins): it answers 401 from the next call on',
        params: Type.Object({ id: AccountId(), keyId: Uuid({ description: 'The API key id' }) }),
        response: { 200: ApiKeySchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => keys.revoke(request.actor, request.params.id, request.params.keyId, recordChanges(request)),
  );
}
