import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { NotificationsRepository, type NotificationEvent } from './notifications.repository';
import { FANOUT_QUEUE, NotificationsService } from './notifications.service';
import { notificationsRoutes } from './notifications.routes';
import { notificationsStaffRoutes } from './notifications.staff.routes';
import { budgetNotices, campaignEndNotices, stockNotices } from './notifications.sources';

/** What other modules call on `app.notifications`: telling an account's members about an event. */
export type NotificationsFace = Pick<NotificationsService, 'notify' | 'notifyAllAccounts'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Notices to advertisers (see {@link NotificationsFace}). */
    notifications: NotificationsFace;
  }
}

/** In-process interval of the campaign-end check on PGlite (ms). */
const IN_PROCESS_EVERY_MS = 3_600_000;

/**
 * Notifications (docs/notifications.md): sources call `app.notifications.notify`; the fan-out runs on the
 * job queue `notifications-fanout`; budget notices follow `campaigns.spent`, out-of-stock ones `catalogue.changed`; campaign ends are checked daily
 * (00:15 Warsaw). Users read theirs under /api/notifications; staff see an account's under
 * /api/marops/accounts/{id}/notifications.
 */
export const notificationsModule = fp(
  async (app) => {
    const repo = new NotificationsRepository(app.db);
    const service = new NotificationsService({ repo, mail: app.mail, jobs: app.jobs, now: app.now, publicUrl: app.config.publicUrl });
    app.decorate('notifications', service);
    app.jobs.addQueue<NotificationEvent>({ name: FANOUT_QUEUE, retryLimit: 5, run: async (e) => void (await service.fanOut(e)) });
    app.jobs.add({ name: 'notifications-campaign-end', cron: '15 0 * * *', everyMs: IN_PROCESS_EVERY_MS, run: () => campaignEndNotices(repo, service, app.now()) });
    const onSpent = budgetNotices(repo, service);
    const listener = (spent: Parameters<typeof onSpent>[0]) => void onSpent(spent).catch((err: unknown) => app.log.error({ err }, 'budget notices failed'));
    app.domainEvents.on('campaigns.spent', listener);
    const onStock = (ids?: string[]) => {
      if (ids?.length) void stockNotices(repo, service, ids, app.now()).catch((err: unknown) => app.log.error({ err }, 'stock notices failed'));
    };
    app.domainEvents.on('catalogue.changed', onStock);
    app.addHook('onClose', async () => {
      app.domainEvents.off('campaigns.spent', listener);
      app.domainEvents.off('catalogue.changed', onStock);
    });
    await apiScope(app, (api) => notificationsRoutes(api, service));
    await apiScope(app, (api) => notificationsStaffRoutes(api, service));
  },
  { name: 'notifications', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'jobs'], fastify: '5.x' },
);
