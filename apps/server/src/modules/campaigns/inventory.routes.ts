import { recordChanges } from '../audit';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@ads/domain';
import { ifMatchVersion, setEtag } from '../../http/etag';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import type { InventoryService } from './inventory.service';
import { errors } from './campaigns.routes';
import { IdParams } from './campaigns.schemas';
import { ApiVersionHeaders, InventoryPatchSchema, InventorySchema } from './campaign-edit.schemas';
import { Type } from '@sinclair/typebox';

/**
 * Inventory calls are api-version 2 (docs/requirements.md §7): an absent header means 2, any other value is refused.
 * @throws DomainError ValidationException field API_VERSION.
 */
export async function apiVersion2(request: FastifyRequest): Promise<void> {
  const raw = request.headers['api-version'];
  if (raw === undefined) return;
  if (String(raw).trim() !== '2') throw new DomainError('ValidationException', `api-version ${String(raw)} is not supported; use 2.`, 'API_VERSION');
}

/** Products of drafts and campaigns (docs/requirements.md §7 "GET, PATCH …/inventory (v2)", PATCH /campaign-inventories/{campaignId}). */
export async function inventoryRoutes(app: App, deps: { inventory: InventoryService }): Promise<void> {
  const { inventory } = deps;
  const tags = ['campaigns'];

  for (const [prefix, owner] of [
    ['/campaign-drafts', 'draft'],
    ['/campaigns', 'campaign'],
  ] as const) {
    const what = owner === 'draft' ? 'a campaign draft' : 'a campaign';
    app.get(
      `${prefix}/:id/inventory`,
      {
        preHandler: apiVersion2,
        schema: { tags, summary: `Products of ${what} (api-version 2)`, params: IdParams, headers: ApiVersionHeaders, response: { 200: InventorySchema, ...errors } },
      },
      async (request, reply) => {
        const { version, ...view } = await inventory.get(request.actor, request.accountId, owner, request.params.id);
        setEtag(reply, version);
        return view;
      },
    );
    app.patch(
      `${prefix}/:id/inventory`,
      {
        preHandler: apiVersion2,
        schema: {
          tags,
          summary: `Add and remove products of ${what} (api-version 2, If-Match optional)`,
          params: IdParams,
          headers: ApiVersionHeaders,
          body: InventoryPatchSchema,
          response: { 200: InventorySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { version, ...view } = await inventory.change(request.actor, request.accountId, owner, request.params.id, request.body, ifMatchVersion(request), recordChanges(request));
        setEtag(reply, version);
        return view;
      },
    );
  }

  app.patch(
    '/campaign-inventories/:campaignId',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Add and remove products of a campaign (same as PATCH /campaigns/{id}/inventory)',
        params: Type.Object({ campaignId: Type.String({ format: 'uuid' }) }),
        body: InventoryPatchSchema,
        response: { 200: InventorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { version, ...view } = await inventory.change(request.actor, request.accountId, 'campaign', request.params.campaignId, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, version);
      return view;
    },
  );
}
