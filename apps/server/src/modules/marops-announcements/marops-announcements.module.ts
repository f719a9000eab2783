import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access/access';
import { StaffAnnouncementsRepository } from './announcements.repository';
import { StaffAnnouncementsService } from './announcements.service';
import { staffAnnouncementsRoutes } from './announcements.routes';

/** Staff announcements (role marops, spec §6): /api/marops/account-announcements. */
export const maropsAnnouncementsModule = fp(
  async (app) => {
    const service = new StaffAnnouncementsService(new StaffAnnouncementsRepository(app.db), app.config.allowedExternalHosts);
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await staffAnnouncementsRoutes(staff, service);
        },
        { prefix: '/marops/account-announcements' },
      );
    });
  },
  { name: 'marops-announcements', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
