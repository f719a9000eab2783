import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { auditAccount, recordChanges } from '../audit';
import type { AccountsStaffService } from './accounts.staff.service';
import {
  AccountIdParamsSchema,
  ResendInvitationResultSchema,
  ResendInvitationSchema,
  StaffAccountCreateSchema,
  StaffAccountListQuerySchema,
  StaffAccountPageSchema,
  StaffAccountSchema,
  StaffAccountUpdateSchema,
  staffErrors,
  tags,
} from './accounts.staff.schemas';
import { lifecycleRoutes } from './accounts.staff.lifecycle.routes';
import type { AccountsStaffLifecycleService } from './accounts.staff.lifecycle.service';

const security = [{ bearer: [] }];

/**
 * Staff account routes under /marops/accounts (docs/requirements.md §7). Every route asserts the marops
 * role before validation (onRequest) and again in the service; GET one sends the version as ETag,
 * PUT and the lifecycle actions take it back as If-Match (412 when stale or malformed).
 */
export async function accountsStaffRoutes(
  api: App,
  deps: { accounts: AccountsStaffService; lifecycle: AccountsStaffLifecycleService },
): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const { accounts } = deps;

      staff.get(
        '',
        {
          schema: {
            tags,
            security,
            summary: 'Staff home: every advertiser account, searchable, filtered, sorted and paged',
            querystring: StaffAccountListQuerySchema,
            response: { 200: StaffAccountPageSchema, ...staffErrors },
          },
        },
        async (request) => accounts.list(request.actor, request.query),
      );

      staff.post(
        '',
        {
          schema: {
            tags,
            security,
            summary: 'Open an advertiser account and invite its first member by e-mail (link valid 7 days)',
            body: StaffAccountCreateSchema,
            response: { 201: StaffAccountSchema, ...staffErrors, 409: ProblemSchema },
          },
        },
        async (request, reply) => {
          const account = await accounts.create(request.actor, request.body);
          auditAccount(request, account.id);
          setEtag(reply, account.version);
          return reply.code(201).send(account);
        },
      );

      staff.post(
        '/resend-user-invitation',
        {
          schema: {
            tags,
            security,
            summary: 'Send a new invitation link to an invited e-mail; the old link stops working',
            body: ResendInvitationSchema,
            response: { 200: ResendInvitationResultSchema, ...staffErrors },
          },
        },
        async (request) => accounts.resendInvitation(request.actor, request.body.email),
      );

      staff.get(
        '/:id',
        {
          schema: {
            tags,
            security,
            summary: 'One advertiser account (ETag = version)',
            params: AccountIdParamsSchema,
            response: { 200: StaffAccountSchema, ...staffErrors },
          },
        },
        async (request, reply) => {
          const account = await accounts.get(request.actor, request.params.id);
          setEtag(reply, account.version);
          return account;
        },
      );

      staff.put(
        '/:id',
        {
          schema: {
            tags,
            security,
            summary: 'Edit an advertiser account (If-Match: its version); e-mails never change',
            params: AccountIdParamsSchema,
            body: StaffAccountUpdateSchema,
            response: { 200: StaffAccountSchema, ...staffErrors, 409: ProblemSchema, 412: ProblemSchema },
          },
        },
        async (request, reply) => {
          auditAccount(request, request.params.id);
          const account = await accounts.update(
            request.actor,
            request.params.id,
            request.body,
            ifMatchVersion(request),
            recordChanges(request),
          );
          setEtag(reply, account.version);
          return account;
        },
      );

      await lifecycleRoutes(staff, deps.lifecycle);
    },
    { prefix: '/marops/accounts' },
  );
}
