import { DomainError } from '@ads/domain';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import type { AuditSearchService } from './audit.staff.search.service';
import { AuditCsvQuerySchema, AuditPageSchema, AuditSearchSchema } from './audit.staff.schemas';

/**
 * Staff search and CSV export of the audit log under /marops (docs/requirements.md §6 staff "audit log"; mounted in
 * the /api scope). The role marops is asserted before validation (403 AccessForbiddenException) and
 * each handler passes the StaffScope from `requireStaff` to the service (docs/architecture.md "Access").
 * This scope also answers any /marops path no module serves.
 */
export async function auditStaffRoutes(api: App, auditSearch: AuditSearchService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const errors = { 401: ProblemSchema, 403: ProblemSchema };

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
        async (request) => auditSearch.search(requireStaff(request.actor), request.body),
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
              200: {
                description: 'CSV (RFC 4180, UTF-8) with a header row',
                content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
              },
              400: ProblemSchema,
              ...errors,
            },
          },
        },
        async (request, reply) => {
          const csv = auditSearch.csv(requireStaff(request.actor), request.query);
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
