import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { announcementsRoutes } from './announcements.routes';

/** The announcements module: the bar's announcements of an account (spec §2, §7), under /api. */
export const announcementsModule = fp(
  async (app) => {
    const announcements = new AnnouncementsService(new AnnouncementsRepository(app.db), app.now);
    await apiScope(app, (api) => announcementsRoutes(api, announcements));
  },
  { name: 'announcements', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
