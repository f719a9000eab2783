import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { AccountId } from '../../http/schema';
import type { AnnouncementsService } from './announcements.service';

const AnnouncementSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ description: 'INFO, WARNING, ERROR, SUCCESS…; styled by its lower-cased value' }),
  text: Type.String(),
  link: Type.Optional(Type.String({ description: 'Opened in a new tab' })),
});

/** GET /account-announcements/{accountId} (docs/requirements.md §7): the announcements bar of an account. */
export async function announcementsRoutes(app: App, announcements: AnnouncementsService): Promise<void> {
  app.get(
    '/account-announcements/:accountId',
    {
      schema: {
        tags: ['announcements'],
        summary: "Announcements active now for the account (its own and everyone's)",
        params: Type.Object({ accountId: AccountId() }),
        response: { 200: Type.Array(AnnouncementSchema), 403: ProblemSchema },
      },
    },
    async (request) => announcements.forAccount(request.actor, request.params.accountId),
  );
}
