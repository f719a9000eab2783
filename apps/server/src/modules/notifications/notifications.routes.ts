import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { NotificationsService } from './notifications.service';
import { IdParams, NotificationPageSchema, PageQuery, PreferencesInputSchema, PreferencesSchema, ReadAllSchema } from './notifications.schemas';

const tags = ['notifications'];

/** The signed-in user's notices and preferences (paths ours, docs/notifications.md). */
export async function notificationsRoutes(app: App, notifications: NotificationsService): Promise<void> {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The user's notices, newest first, with the unread count",
        querystring: PageQuery,
        response: { 200: NotificationPageSchema, 400: ProblemSchema },
      },
    },
    async (request) => notifications.list(request.actor, request.query.page ?? 0, request.query.size ?? 20),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, summary: 'Mark one notice read', params: IdParams, response: { 204: Type.Null(), 404: ProblemSchema } } },
    async (request, reply) => {
      await notifications.markRead(request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, summary: "Mark all the user's notices read", response: { 200: ReadAllSchema } } },
    async (request) => ({ marked: await notifications.markAllRead(request.actor) }),
  );

  app.get(
    '/notifications/preferences',
    { schema: { tags, summary: 'In-app and e-mail channel of every kind (on unless switched off)', response: { 200: PreferencesSchema } } },
    async (request) => ({ preferences: await notifications.preferences(request.actor) }),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Switch channels per kind (kinds not listed stay as they are)',
        body: PreferencesInputSchema,
        response: { 200: PreferencesSchema, 400: ProblemSchema },
      },
    },
    async (request) => ({ preferences: await notifications.savePreferences(request.actor, request.body.preferences) }),
  );
}
