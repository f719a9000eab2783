import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { NotificationsRepository, type NotificationEvent } from './notifications.repository';
import { FANOUT_QUEUE, NotificationsService } from './notifications.service';
import { notificationsRoutes } from './notifications.routes';
import { notificationsStaffRoutes } from './notifications.staff.routes';

/**
 * What other modules call on `app.notifications`: telling an account's members about an event, and (the accounts
 * module, once) supplying the audience that says who they are (docs/notifications.md "Audience").
 */
export type NotificationsFace = Pick<NotificationsService, 'notify' | 'notifyAllAccounts' | 'useAudience'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Notices to advertisers (see {@link NotificationsFace}). */
    notifications: NotificationsFace;
  }
}

/**
 * Notifications (docs/notifications.md): sources in other modules call `app.notifications.notify` where their
 * event happens ("Sources"); the fan-out runs on the job queue `notifications-fanout` and writes to the members
 * the audience names (supplied by the accounts module). Users read theirs under /api/notifications; staff see an
 * account's under /api/marops/accounts/{id}/notifications.
 */
export const notificationsModule = fp(
  async (app) => {
    const repo = new NotificationsRepository(app.db);
    const service = new NotificationsService({ repo, mail: app.mail, jobs: app.jobs, now: app.now, publicUrl: app.config.publicUrl });
    app.decorate('notifications', service);
    app.jobs.addQueue<NotificationEvent>({ name: FANOUT_QUEUE, retryLimit: 5, run: async (e) => void (await service.fanOut(e)) });
    await apiScope(app, (api) => notificationsRoutes(api, service));
    await apiScope(app, (api) => notificationsStaffRoutes(api, service));
  },
  { name: 'notifications', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'jobs'], fastify: '5.x' },
);
