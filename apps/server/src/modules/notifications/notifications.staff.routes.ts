import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { NotificationsService } from './notifications.service';
import { AccountParams, PageQuery, SentNotificationPageSchema } from './notifications.schemas';

/** Staff (role marops): what was sent to an account's members (docs/notifications.md). */
export async function notificationsStaffRoutes(app: App, notifications: NotificationsService): Promise<void> {
  app.get(
    '/marops/accounts/:id/notifications',
    {
      schema: {
        tags: ['marops'],
        summary: "Notices sent to the account's members, newest first, with whether they were e-mailed",
        params: AccountParams,
        querystring: PageQuery,
        response: { 200: SentNotificationPageSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) =>
      notifications.sentToAccount(request.actor, request.params.id, request.query.page ?? 0, request.query.size ?? 20),
  );
}
