import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { staffResourceRoutes } from '../../http/staff-resource-routes';
import { requireStaff } from '../access';
import type { AnnouncementsStaffService } from './announcements.staff.service';
import { AnnouncementIdParams, AnnouncementInputSchema, StaffAnnouncementSchema } from './announcements.staff.schemas';

/**
 * Staff announcements (role marops, docs/requirements.md §6) under /marops/account-announcements: the role is
 * asserted before validation (403 AccessForbiddenException) and again in each handler.
 */
export async function announcementsStaffRoutes(api: App, service: AnnouncementsStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      // GET, POST, PUT under /marops/account-announcements (docs/requirements.md §7).
      staffResourceRoutes(staff, {
        location: '/api/marops/account-announcements',
        schemas: {
          item: StaffAnnouncementSchema,
          params: AnnouncementIdParams,
          input: AnnouncementInputSchema,
          list: Type.Array(StaffAnnouncementSchema),
        },
        createMethod: 'post',
        conflicts: true,
        summaries: {
          list: 'Every announcement, newest first',
          get: 'One announcement (ETag = version)',
          create: 'Publish an announcement; its name must be unique (409 AnnouncementNameTakenException)',
          update: "Replace an announcement's fields (If-Match with the ETag: 412 when stale)",
        },
        service,
      });
    },
    { prefix: '/marops/account-announcements' },
  );
}
