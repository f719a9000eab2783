import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { recordChanges } from '../audit';
import { requireStaff } from '../access';
import type { TermsStaffService } from './terms.staff.service';
import { PublishedTermsSchema, PublishTermsBodySchema, StaffTermsVersionSchema } from './terms.staff.schemas';

/**
 * Staff terms versions (role marops, docs/terms.md) under /marops/terms-versions: the role is asserted
 * before validation (403 AccessForbiddenException) and again in each handler; a publication is audited.
 */
export async function termsStaffRoutes(api: App, service: TermsStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const problems = { 401: ProblemSchema, 403: ProblemSchema };
      staff.get(
        '',
        { schema: { tags: ['staff'], summary: 'Every terms version, newest first', response: { 200: Type.Array(StaffTermsVersionSchema), ...problems } } },
        async (request) => service.list(requireStaff(request.actor)),
      );
      staff.post(
        '',
        {
          schema: {
            tags: ['staff'],
            summary: 'Publish the next terms version, taking effect at least 7 days ahead; e-mails every advertiser user',
            body: PublishTermsBodySchema,
            response: { 201: PublishedTermsSchema, 400: ProblemSchema, ...problems },
          },
        },
        async (request, reply) => {
          const published = await service.publish(requireStaff(request.actor), request.body, recordChanges(request));
          return reply.code(201).header('location', `/api/terms/versions/${published.version}`).send(published);
        },
      );
    },
    { prefix: '/marops/terms-versions' },
  );
}
