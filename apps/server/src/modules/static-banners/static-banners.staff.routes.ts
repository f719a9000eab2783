import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { StaticBannersStaffService } from './static-banners.staff.service';
import { StaticBannerIdParams, StaticBannerInputSchema, StaticBannerSchema } from './static-banners.staff.schemas';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['marops'];

/** GET all, GET one, POST, PUT, DELETE under /marops/static-banners (docs/requirements.md §7). */
export async function staticBannersStaffRoutes(staff: App, service: StaticBannersStaffService): Promise<void> {
  staff.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Every static banner by placement, channel, market',
        response: { 200: Type.Array(StaticBannerSchema), ...errors },
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
        summary: 'One static banner (ETag = version)',
        params: StaticBannerIdParams,
        response: { 200: StaticBannerSchema, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = await service.get(requireStaff(request.actor), request.params.id);
      setEtag(reply, b.version);
      return b;
    },
  );

  staff.post(
    '',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a static banner; one per placement, channel and market (409 StaticBannerDuplicatedPlacementChannelMarketException)',
        body: StaticBannerInputSchema,
        response: { 201: StaticBannerSchema, 400: ProblemSchema, 409: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = await service.create(requireStaff(request.actor), request.body, recordChanges(request));
      setEtag(reply, b.version);
      return reply.code(201).header('location', `/api/marops/static-banners/${b.id}`).send(b);
    },
  );

  staff.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Replace a static banner's fields (If-Match with the ETag: 412 when stale)",
        params: StaticBannerIdParams,
        body: StaticBannerInputSchema,
        response: { 200: StaticBannerSchema, 400: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema, 412: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const b = await service.update(scope, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, b.version);
      return b;
    },
  );

  staff.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a static banner',
        params: StaticBannerIdParams,
        response: { 204: Type.Null(), 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.delete(requireStaff(request.actor), request.params.id, recordChanges(request));
      return reply.code(204).send(null);
    },
  );
}
