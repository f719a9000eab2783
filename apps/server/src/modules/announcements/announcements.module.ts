import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { announcementsRoutes } from './announcements.routes';
import { AnnouncementsStaffRepository } from './announcements.staff.repository';
import { AnnouncementsStaffService } from './announcements.staff.service';
import { announcementsStaffRoutes } from './announcements.staff.routes';

/**
 * The announcements module, under /api: the bar's announcements of an account (docs/requirements.md §2, §7), and
 * staff publishing them (role marops, docs/requirements.md §6) at /api/marops/account-announcements.
 */
export const announcementsModule = fp(
  async (app) => {
    const announcements = new AnnouncementsService(new AnnouncementsRepository(app.db), app.now);
    await apiScope(app, (api) => announcementsRoutes(api, announcements));
    const staffService = new AnnouncementsStaffService(
      new AnnouncementsStaffRepository(app.db),
      app.accounts,
      app.config.allowedExternalHosts,
    );
    await apiScope(app, (api) => announcementsStaffRoutes(api, staffService));
  },
  { name: 'announcements', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts'], fastify: '5.x' },
);
