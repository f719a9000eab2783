import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { ContentStaffService } from './content.staff.service';
import { ContentIdParams, ContentInputSchema, ContentItemSchema } from './content.staff.schemas';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['marops'];

/** GET all, GET one, PUT (create), PUT one, DELETE under /marops/content (docs/requirements.md §7). */
export async function contentStaffRoutes(staff: App, service: ContentStaffService): Promise<void> {
  staff.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Every content hub item, last changed first',
        response: { 200: Type.Array(ContentItemSchema), ...errors },
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
        summary: 'One content item (ETag = version)',
        params: ContentIdParams,
        response: { 200: ContentItemSchema, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.get(requireStaff(request.actor), request.params.id);
      setEtag(reply, item.version);
      return item;
    },
  );

  staff.put(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Create an article or guide',
        body: ContentInputSchema,
        response: { 201: ContentItemSchema, 400: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.create(requireStaff(request.actor), request.body, recordChanges(request));
      setEtag(reply, item.version);
      return reply.code(201).header('location', `/api/marops/content/${item.id}`).send(item);
    },
  );

  staff.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a content item (If-Match with the ETag: 412 when stale)',
        params: ContentIdParams,
        body: ContentInputSchema,
        response: { 200: ContentItemSchema, 400: ProblemSchema, 404: ProblemSchema, 412: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const item = await service.update(scope, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, item.version);
      return item;
    },
  );

  staff.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a content item',
        params: ContentIdParams,
        response: { 204: Type.Null(), 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.delete(requireStaff(request.actor), request.params.id, recordChanges(request));
      return reply.code(204).send(null);
    },
  );
}
