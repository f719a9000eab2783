import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { setEtag } from '../../http/etag';
import { recordChanges } from '../audit';
import type { ComplaintsService } from './complaints.service';
import {
  AccountParams,
  ComplaintInputSchema,
  ComplaintPageSchema,
  ComplaintParams,
  ComplaintSchema,
  PageQuery,
} from './complaints.schemas';

const tags = ['complaints'];

/**
 * An account's complaints (paths ours, docs/complaints.md): POST and GET /accounts/{accountId}/complaints,
 * GET /accounts/{accountId}/complaints/{id}. The account is the path's; the service checks access.
 */
export async function complaintsRoutes(app: App, complaints: ComplaintsService): Promise<void> {
  app.post(
    '/accounts/:accountId/complaints',
    {
      schema: {
        tags,
        summary:
          'File a complaint: subject type and date, optional reference, the demand, contact name, e-mail and optional phone; answered within 30 days',
        params: AccountParams,
        body: ComplaintInputSchema,
        response: { 201: ComplaintSchema, 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const complaint = await complaints.file(request.actor, request.params.accountId, request.body, recordChanges(request));
      setEtag(reply, complaint.version);
      return reply.code(201).header('location', `/api/accounts/${complaint.accountId}/complaints/${complaint.id}`).send(complaint);
    },
  );

  app.get(
    '/accounts/:accountId/complaints',
    {
      schema: {
        tags,
        summary: "The account's complaints, newest first, with their status and answer",
        params: AccountParams,
        querystring: PageQuery,
        response: { 200: ComplaintPageSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => complaints.list(request.actor, request.params.accountId, request.query.page ?? 0, request.query.size ?? 20),
  );

  app.get(
    '/accounts/:accountId/complaints/:id',
    {
      schema: {
        tags,
        summary: 'One complaint of the account (ETag = version)',
        params: ComplaintParams,
        response: { 200: ComplaintSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const complaint = await complaints.get(request.actor, request.params.accountId, request.params.id);
      setEtag(reply, complaint.version);
      return complaint;
    },
  );
}
