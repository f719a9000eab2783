import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { requireStaff, type StaffScope } from '../modules/access';
import { recordChanges, type ChangeRecorder } from '../modules/audit';
import type { App } from './types';
import { ProblemSchema } from './problem';
import { ifMatchVersion, setEtag } from './etag';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['marops'];

/** A stored resource with its optimistic-concurrency version (docs/conventions.md "Errors"). */
interface Versioned {
  id: string;
  version: number;
}

/** The service methods a staff resource's routes call; each takes the StaffScope first (docs/architecture.md "Access"). */
export interface StaffResourceService<Item extends Versioned, Input, Query> {
  list(scope: StaffScope, query: Query): Promise<unknown>;
  get(scope: StaffScope, id: string): Promise<Item>;
  create(scope: StaffScope, input: Input, onChange?: ChangeRecorder): Promise<Item>;
  update(scope: StaffScope, id: string, input: Input, expectedVersion: number | null, onChange?: ChangeRecorder): Promise<Item>;
  delete?(scope: StaffScope, id: string, onChange?: ChangeRecorder): Promise<void>;
}

export interface StaffResourceSpec<Item extends Versioned, InputSchema extends TSchema, QuerySchema extends TSchema> {
  /** Public path of the collection, for the Location of a created item (e.g. `/api/marops/content`). */
  location: string;
  schemas: {
    item: TSchema;
    /** `{ id }` path parameters. */
    params: TSchema;
    input: InputSchema;
    /** The list's 200 body (an array or a page of items). */
    list: TSchema;
    /** The list's query string, if it takes one (then it may answer 400). */
    query?: QuerySchema;
  };
  /** `post` or `put` on the collection creates an item. */
  createMethod: 'post' | 'put';
  /** True when create and update may answer 409 (a unique field taken). */
  conflicts: boolean;
  summaries: { list: string; get: string; create: string; update: string; delete?: string };
  service: StaffResourceService<Item, Static<InputSchema>, Static<QuerySchema>>;
}

const idOf = (request: FastifyRequest): string => (request.params as { id: string }).id;

/**
 * The usual staff routes of one resource, mounted on a scope prefixed with the collection's path
 * (docs/requirements.md §7): GET list, GET one (ETag = version), create (201, Location, ETag), PUT one
 * (If-Match with the ETag: 412 when stale), and DELETE one when the service deletes. Every handler
 * asserts the marops role and passes the StaffScope on; changes are reported to the audit log.
 */
export function staffResourceRoutes<Item extends Versioned, InputSchema extends TSchema, QuerySchema extends TSchema>(
  staff: App,
  spec: StaffResourceSpec<Item, InputSchema, QuerySchema>,
): void {
  const { schemas, service, summaries } = spec;
  const conflict = spec.conflicts ? { 409: ProblemSchema } : {};
  const body = (request: FastifyRequest) => request.body as Static<InputSchema>;

  staff.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: summaries.list,
        ...(schemas.query ? { querystring: schemas.query } : {}),
        response: { 200: schemas.list, ...(schemas.query ? { 400: ProblemSchema } : {}), ...errors },
      },
    },
    async (request) => service.list(requireStaff(request.actor), request.query as Static<QuerySchema>),
  );

  staff.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: summaries.get,
        params: schemas.params,
        response: { 200: schemas.item, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.get(requireStaff(request.actor), idOf(request));
      setEtag(reply, item.version);
      return item;
    },
  );

  staff[spec.createMethod](
    '',
    {
      schema: {
        tags,
        security,
        summary: summaries.create,
        body: schemas.input,
        response: { 201: schemas.item, 400: ProblemSchema, ...conflict, ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.create(requireStaff(request.actor), body(request), recordChanges(request));
      setEtag(reply, item.version);
      return reply.code(201).header('location', `${spec.location}/${item.id}`).send(item);
    },
  );

  staff.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: summaries.update,
        params: schemas.params,
        body: schemas.input,
        response: { 200: schemas.item, 400: ProblemSchema, 404: ProblemSchema, ...conflict, 412: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const item = await service.update(scope, idOf(request), body(request), ifMatchVersion(request), recordChanges(request));
      setEtag(reply, item.version);
      return item;
    },
  );

  const remove = service.delete?.bind(service);
  if (!remove || !summaries.delete) return;
  staff.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: summaries.delete,
        params: schemas.params,
        response: { 204: Type.Null(), 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await remove(requireStaff(request.actor), idOf(request), recordChanges(request));
      return reply.code(204).send(null);
    },
  );
}
