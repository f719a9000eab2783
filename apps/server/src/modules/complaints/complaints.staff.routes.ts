import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { requireStaff } from '../access';
import { auditAccount, recordChanges } from '../audit';
import { ComplaintPageSchema, ComplaintSchema } from './complaints.schemas';
import { ComplaintAnswerSchema, StaffComplaintParams, StaffComplaintQuery } from './complaints.staff.schemas';
import type { ComplaintsStaffService } from './complaints.staff.service';
import type { ComplaintView } from './complaints.view';

const tags = ['marops'];
const security = [{ bearer: [] }];
const stepErrors = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  412: ProblemSchema,
};
const stepHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'The ETag the step was decided on (412 when stale)' })),
});

/** Answers a step: the complaint with its new ETag, its account named in the audit entry. */
function sendStep(request: FastifyRequest, reply: FastifyReply, complaint: ComplaintView): ComplaintView {
  auditAccount(request, complaint.accountId);
  setEtag(reply, complaint.version);
  return complaint;
}

/**
 * The staff complaint queue under /marops/complaints (paths ours, docs/complaints.md "Staff"): list, get,
 * assign (to oneself), answer, close. The role marops is asserted before validation and again by the service.
 */
export async function complaintsStaffRoutes(api: App, service: ComplaintsStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      staff.get(
        '',
        {
          schema: {
            tags,
            security,
            summary: 'The complaint queue: overdue first, then by due date; filter by status; paged',
            querystring: StaffComplaintQuery,
            response: { 200: ComplaintPageSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
          },
        },
        async (request) => service.list(request.actor, request.query.status ?? null, request.query.page ?? 0, request.query.size ?? 20),
      );
      staff.get(
        '/:id',
        {
          schema: {
            tags,
            security,
            summary: 'One complaint (ETag = version)',
            params: StaffComplaintParams,
            response: { 200: ComplaintSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
          },
        },
        async (request, reply) => {
          const complaint = await service.get(request.actor, request.params.id);
          setEtag(reply, complaint.version);
          return complaint;
        },
      );
      staff.post(
        '/:id/assign',
        {
          schema: {
            tags,
            security,
            summary: 'Take the complaint: IN_PROGRESS, assigned to the caller (If-Match)',
            params: StaffComplaintParams,
            headers: stepHeaders,
            response: { 200: ComplaintSchema, ...stepErrors },
          },
        },
        async (request, reply) =>
          sendStep(request, reply, await service.assign(request.actor, request.params.id, ifMatchVersion(request), recordChanges(request))),
      );
      staff.post(
        '/:id/answer',
        {
          schema: {
            tags,
            security,
            summary: "Answer a complaint in progress: ANSWERED, the answer e-mailed to the complaint's contact (If-Match)",
            params: StaffComplaintParams,
            headers: stepHeaders,
            body: ComplaintAnswerSchema,
            response: { 200: ComplaintSchema, ...stepErrors },
          },
        },
        async (request, reply) =>
          sendStep(
            request,
            reply,
            await service.answer(
              request.actor,
              request.params.id,
              request.body.answer ?? '',
              ifMatchVersion(request),
              recordChanges(request),
            ),
          ),
      );
      staff.post(
        '/:id/close',
        {
          schema: {
            tags,
            security,
            summary: 'Close an answered complaint (If-Match)',
            params: StaffComplaintParams,
            headers: stepHeaders,
            response: { 200: ComplaintSchema, ...stepErrors },
          },
        },
        async (request, reply) =>
          sendStep(request, reply, await service.close(request.actor, request.params.id, ifMatchVersion(request), recordChanges(request))),
      );
    },
    { prefix: '/marops/complaints' },
  );
}
