import { Type } from '@sinclair/typebox';
import { DomainError } from '@ads/domain';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access/access';
import { PageQuerySchema } from '../accounts/accounts.schemas';
import { nullable } from '../../http/schema';
import type { MailService } from '../mail/mail.service';
import type { AuditSearchService } from '../audit/audit-search.service';
import { AuditCsvQuerySchema, AuditPageSchema, AuditSearchSchema } from '../audit/audit-search.schemas';

const OutboxEntrySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String({ description: 'Plain-text body' }),
  html: nullable(Type.String({ description: 'HTML body, when one was sent' })),
  status: Type.Union([Type.Literal('SENT'), Type.Literal('FAILED')]),
  error: nullable(Type.String({ description: 'Why sending failed (FAILED only)' })),
  messageId: nullable(Type.String({ description: 'Message-ID header of the sent message' })),
  createdAt: Type.String({ format: 'date-time' }),
});

const OutboxPageSchema = Type.Object({
  content: Type.Array(OutboxEntrySchema),
  page: Type.Integer(),
  size: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
});

export interface MaropsDeps {
  mail: MailService;
  auditSearch: AuditSearchService;
}

/**
 * Staff routes under /marops (spec §6 "staff endpoints"; mounted in the /api scope). Every route
 * here requires the `marops` realm role: an onRequest hook of this scope asserts it on the actor
 * (403 AccessForbiddenException before validation or any handler runs), and each handler passes
 * the StaffScope it gets from `requireStaff` to the service (DESIGN.md "Access").
 */
export async function maropsRoutes(api: App, deps: MaropsDeps): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const errors = { 401: ProblemSchema, 403: ProblemSchema };

      staff.get(
        '/mail-outbox',
        {
          schema: {
            tags: ['marops'],
            summary: 'E-mails the product sent or failed to send (e.g. invitations), newest first',
            security: [{ bearer: [] }],
            querystring: PageQuerySchema,
            response: { 200: OutboxPageSchema, ...errors },
          },
        },
        async (request) => deps.mail.outbox(requireStaff(request.actor), request.query.page, request.query.size),
      );

      staff.post(
        '/search-audit-log',
        {
          schema: {
            tags: ['marops'],
            summary: 'Search the audit log (account, URL part, Europe/Warsaw days, actor, method, acting as staff), newest first, paged',
            security: [{ bearer: [] }],
            body: AuditSearchSchema,
            response: { 200: AuditPageSchema, 400: ProblemSchema, ...errors },
          },
        },
        async (request) => deps.auditSearch.search(requireStaff(request.actor), request.body),
      );

      staff.get(
        '/audit-log.csv',
        {
          schema: {
            tags: ['marops'],
            summary: 'The audit log entries matching the filters as a CSV download, newest first, at most 50,000 rows',
            security: [{ bearer: [] }],
            querystring: AuditCsvQuerySchema,
            response: {
              200: { description: 'CSV (RFC 4180, UTF-8) with a header row', content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } },
              400: ProblemSchema,
              ...errors,
            },
          },
        },
        async (request, reply) => {
          const csv = deps.auditSearch.csv(requireStaff(request.actor), request.query);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
            .header('cache-control', 'no-store')
            .send(csv);
        },
      );

      // Any other /marops path: staff get 404, everyone else the scope's 403 (an unknown staff
      // path tells a non-staff caller nothing). Specific routes always win over this wildcard.
      staff.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: async (request) => {
          throw new DomainError('ResourceNotFoundException', `No route ${request.method} ${request.url}`);
        },
      });
    },
    { prefix: '/marops' },
  );
}
