import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import type { MailService } from './mail.service';
import { OutboxPageSchema, OutboxQuerySchema } from './mail.staff.schemas';

/**
 * GET /marops/mail-outbox (docs/requirements.md §6 "staff endpoints"; mounted in the /api scope): the role marops is
 * asserted before validation (403 AccessForbiddenException) and again by the service's StaffScope.
 */
export async function mailStaffRoutes(api: App, mail: MailService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      staff.get(
        '/mail-outbox',
        {
          schema: {
            tags: ['marops'],
            summary: 'E-mails the product sent or failed to send (e.g. invitations), newest first',
            security: [{ bearer: [] }],
            querystring: OutboxQuerySchema,
            response: { 200: OutboxPageSchema, 401: ProblemSchema, 403: ProblemSchema },
          },
        },
        async (request) => mail.outbox(requireStaff(request.actor), request.query.page, request.query.size),
      );
    },
    { prefix: '/marops' },
  );
}
