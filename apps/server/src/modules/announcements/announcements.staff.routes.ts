import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { AnnouncementsStaffService } from './announcements.staff.service';
import { AnnouncementIdParams, AnnouncementInputSchema, StaffAnnouncementSchema } from './announcements.staff.schemas';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['marops'];

/**
 * Staff announcements (role marops, docs/requirements.md §6) under /marops/account-announcements: the role is
 * asserted before validation (403 AccessForbiddenException) and again in each handler.
 */
export async function announcementsStaffRoutes(api: App, service: AnnouncementsStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      await routes(staff, service);
    },
    { prefix: '/marops/account-announcements' },
  );
}

/** GET, POST, PUT under /marops/account-announcements (docs/requirements.md §7). */
async function routes(staff: App, service: AnnouncementsStaffService): Promise<void> {
  staff.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Every announcement, newest first',
        response: { 200: Type.Array(StaffAnnouncementSchema), ...errors },
      },
    },
    async (request) => service.list(requireStaff(request.actor)),
  );

  staff.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One announcement (ETag = version)',
        params: AnnouncementIdParams,
        response: { 200: StaffAnnouncementSchema, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const a = await service.get(requireStaff(request.actor), request.params.id);
      setEtag(reply, a.version);
      return a;
    },
  );

  staff.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Publish an announcement; its name must be unique (409 AnnouncementNameTakenException)',
        body: AnnouncementInputSchema,
        response: { 201: StaffAnnouncementSchema, 400: ProblemSchema, 409: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const a = await service.create(requireStaff(request.actor), request.body, recordChanges(request));
      setEtag(reply, a.version);
      return reply.code(201).header('location', `/api/marops/account-announcements/${a.id}`).send(a);
    },
  );

  staff.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Replace an announcement's fields (If-Match with the ETag: 412 when stale)",
        params: AnnouncementIdParams,
        body: AnnouncementInputSchema,
        response: {
          200: StaffAnnouncementSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          412: ProblemSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const a = await service.update(scope, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, a.version);
      return a;
    },
  );
}
