import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import type { ShopKeysStaffService } from './shop-keys.staff.service';
import { CreatedShopKeySchema, CreateShopKeySchema, ShopKeyIdParams, ShopKeyListSchema, ShopKeySchema } from './shop-keys.staff.schemas';

/**
 * Staff routes of shop API keys under /api/marops/shop-api-keys (names ours; the requirements is silent).
 * Role marops only: the scope's onRequest hook answers 403 AccessForbiddenException to anyone else
 * before validation; handlers pass the StaffScope to the service.
 */
export async function shopKeysStaffRoutes(api: App, keys: ShopKeysStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const errors = { 401: ProblemSchema, 403: ProblemSchema };
      const common = { tags: ['marops'], security: [{ bearer: [] }] };

      staff.get(
        '/shop-api-keys',
        {
          schema: {
            ...common,
            summary: 'Shop API keys (channel, market, status), newest first',
            response: { 200: ShopKeyListSchema, ...errors },
          },
        },
        async (request) => keys.list(requireStaff(request.actor)),
      );
      staff.post(
        '/shop-api-keys',
        {
          schema: {
            ...common,
            summary: 'Create a shop API key for one channel and market; the key is in this answer only',
            body: CreateShopKeySchema,
            response: { 201: CreatedShopKeySchema, 400: ProblemSchema, ...errors },
          },
        },
        async (request, reply) => reply.code(201).send(await keys.create(requireStaff(request.actor), request.body)),
      );
      staff.post(
        '/shop-api-keys/:id/rotate',
        {
          schema: {
            ...common,
            summary:
              'Rotate a key: a new key (in this answer only); the old one works until its expiresAt (SHOP_API_KEY_ROTATION_OVERLAP_S, 24 h)',
            params: ShopKeyIdParams,
            response: { 201: CreatedShopKeySchema, 400: ProblemSchema, 404: ProblemSchema, ...errors },
          },
        },
        async (request, reply) => reply.code(201).send(await keys.rotate(requireStaff(request.actor), request.params.id)),
      );
      staff.post(
        '/shop-api-keys/:id/revoke',
        {
          schema: {
            ...common,
            summary: 'Revoke a key: it stops at once',
            params: ShopKeyIdParams,
            response: { 200: ShopKeySchema, 404: ProblemSchema, ...errors },
          },
        },
        async (request) => keys.revoke(requireStaff(request.actor), request.params.id),
      );
    },
    { prefix: '/marops' },
  );
}
