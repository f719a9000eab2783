import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { AccountId, nullable, SafeText, Uuid } from '../../http/schema';
import { ACCOUNT_ROLES } from '@ads/domain';
import { recordChanges } from '../audit';
import type { AccountUsersService } from './account-users.service';

const RoleSchema = Type.Union(
  ACCOUNT_ROLES.map((r) => Type.Literal(r)),
  { description: 'Role in the account (docs/access-roles.md)' },
);

const AccountUserSchema = Type.Object({
  id: Type.String({ format: 'uuid', description: "The user's id (ACTIVE) or the invitation's id (INVITED)" }),
  email: Type.String(),
  name: nullable(Type.String({ description: 'null for a pending invitation' })),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INVITED')]),
  role: RoleSchema,
  invitedAt: Type.Optional(Type.String({ format: 'date-time', description: 'INVITED: when the latest invitation was sent' })),
  expiresAt: Type.Optional(Type.String({ format: 'date-time', description: 'INVITED: when its link stops working (7 days), may be past' })),
});

const Params = Type.Object({ id: AccountId() });
const tags = ['accounts'];

/**
 * Users of an ad account (docs/requirements.md §7 GET, POST /accounts/{id}/users, DELETE /accounts/{id}/users/{userId}).
 * The account is the path's {id}; membership is checked by the service. POST's body is checked by
 * the service too, so a malformed e-mail is a ValidationException with field EMAIL.
 */
export async function accountUsersRoutes(app: App, users: AccountUsersService): Promise<void> {
  app.get(
    '/accounts/:id/users',
    { schema: { tags, summary: 'Members and pending invitations of an ad account', params: Params, response: { 200: Type.Array(AccountUserSchema), 403: ProblemSchema } } },
    async (request) => users.list(request.actor, request.params.id),
  );

  app.post(
    '/accounts/:id/users',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a user by e-mail: every address that is not a member yet is invited by e-mail (201 INVITED, link valid 7 days), registered or not; a member answers 200 ACTIVE',
        params: Params,
        body: Type.Object({
          email: SafeText({ maxLength: 254 }),
          role: Type.Optional(Type.String({ maxLength: 40, description: 'ADMIN (default), CAMPAIGN_MANAGER, BILLING or READ_ONLY' })),
        }),
        response: { 200: AccountUserSchema, 201: AccountUserSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const email = request.validationError ? '' : request.body.email;
      const role = request.validationError ? undefined : request.body.role;
      const { user, created } = await users.add(request.actor, request.params.id, email, role, recordChanges(request));
      return reply.code(created ? 201 : 200).send(user);
    },
  );

  app.delete(
    '/accounts/:id/users/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (not the last one) or revoke a pending invitation',
        params: Type.Object({ id: AccountId(), userId: Uuid({ description: 'A member user id or an invitation id' }) }),
        response: { 204: Type.Null(), 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      await users.remove(request.actor, request.params.id, request.params.userId, recordChanges(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/accounts/:id/users/:userId/role',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a member's role (admins; the last admin cannot be demoted); audited before → after",
        params: Type.Object({ id: AccountId(), userId: Uuid({ description: 'A member user id' }) }),
        body: Type.Object({ role: Type.String({ maxLength: 40, description: 'ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY' }) }),
        response: { 200: AccountUserSchema, 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => {
      rethrowIdErrors(request);
      const role = request.validationError || typeof request.body?.role !== 'string' ? '' : request.body.role;
      return users.changeRole(request.actor, request.params.id, request.params.userId, role, recordChanges(request));
    },
  );
}
