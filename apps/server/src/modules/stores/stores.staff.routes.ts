import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { StoresStaffService } from './stores.staff.service';
import { StoreIdParams, StoreInputSchema, StoreListQuerySchema, StorePageSchema, StoreSchema } from './stores.staff.schemas';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];

/** Staff store routes (docs/requirements.md §7 GET /marops/stores?externalId; docs/architecture.md "Staff run the platform"): list, read (ETag), create, edit (If-Match). */
export async function storesStaffRoutes(staff: App, stores: StoresStaffService): Promise<void> {
  staff.get(
    '',
    {
      schema: {
        tags: ['marops'],
        summary: "Stores by name, paged; externalId finds the store of the shop's seller id (docs/requirements.md §7)",
        security,
        querystring: StoreListQuerySchema,
        response: { 200: StorePageSchema, 400: ProblemSchema, ...errors },
      },
    },
    async (request) => stores.list(requireStaff(request.actor), request.query),
  );

  staff.post(
    '',
    {
      schema: {
        tags: ['marops'],
        summary: 'Create a store; its external id must be unique (409 StoreExternalIdTakenException)',
        security,
        body: StoreInputSchema,
        response: { 201: StoreSchema, 400: ProblemSchema, 409: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await stores.create(requireStaff(request.actor), request.body, recordChanges(request));
      setEtag(reply, store.version);
      return reply.code(201).header('location', `/api/marops/stores/${store.id}`).send(store);
    },
  );

  staff.get(
    '/:id',
    {
      schema: {
        tags: ['marops'],
        summary: 'One store (ETag = version)',
        security,
        params: StoreIdParams,
        response: { 200: StoreSchema, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await stores.get(requireStaff(request.actor), request.params.id);
      setEtag(reply, store.version);
      return store;
    },
  );

  staff.put(
    '/:id',
    {
      schema: {
        tags: ['marops'],
        summary: "Replace a store's fields (If-Match with the ETag: 412 when stale)",
        security,
        params: StoreIdParams,
        body: StoreInputSchema,
        response: { 200: StoreSchema, 400: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema, 412: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const store = await stores.update(scope, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, store.version);
      return store;
    },
  );
}
