import { Type } from '@sinclair/typebox';
import { COMPLAINT_STATUSES, COMPLAINT_SUBJECT_TYPES } from '@ads/domain';
import { pageSchema } from '../../http/page';
import { AccountId, nullable, PageIndex, QueryInteger, SafeText, Uuid } from '../../http/schema';

/** A complaint as advertisers and staff see it (docs/complaints.md). */
export const ComplaintSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  accountId: Type.String({ format: 'uuid' }),
  accountName: Type.String(),
  subjectType: Type.Union(
    COMPLAINT_SUBJECT_TYPES.map((t) => Type.Literal(t)),
    { description: 'What the complaint is about' },
  ),
  subjectDate: Type.String({ format: 'date', description: 'Warsaw day of the event complained about' }),
  subjectReference: nullable(Type.String({ description: 'Campaign id, invoice number or other reference' })),
  demand: Type.String(),
  contactName: Type.String(),
  contactEmail: Type.String(),
  contactPhone: nullable(Type.String()),
  status: Type.Union(COMPLAINT_STATUSES.map((s) => Type.Literal(s))),
  assigneeName: nullable(Type.String({ description: 'The staff member handling it (IN_PROGRESS and later)' })),
  answer: nullable(Type.String()),
  answeredAt: nullable(Type.String({ format: 'date-time' })),
  closedAt: nullable(Type.String({ format: 'date-time' })),
  filedAt: Type.String({ format: 'date-time' }),
  dueDate: Type.String({ format: 'date', description: 'Warsaw day by whose end it must be answered: filed day + 30 days' }),
  overdue: Type.Boolean({ description: 'Still waiting for an answer after its due day' }),
  version: Type.Integer({ description: 'Optimistic-concurrency version (also the ETag)' }),
});

export const ComplaintPageSchema = pageSchema(ComplaintSchema);

/**
 * What an advertiser files. Every field is optional here and generous in length, so that a missing or too
 * long value is answered by the domain rules with their own field and message (complaintIssues).
 */
export const ComplaintInputSchema = Type.Object({
  subjectType: Type.Optional(SafeText({ maxLength: 40 })),
  subjectDate: Type.Optional(SafeText({ maxLength: 40, description: 'YYYY-MM-DD' })),
  subjectReference: Type.Optional(nullable(SafeText({ maxLength: 1000 }))),
  demand: Type.Optional(SafeText({ maxLength: 20000 })),
  contactName: Type.Optional(SafeText({ maxLength: 2000 })),
  contactEmail: Type.Optional(SafeText({ maxLength: 2000 })),
  contactPhone: Type.Optional(nullable(SafeText({ maxLength: 200 }))),
});

export const AccountParams = Type.Object({ accountId: AccountId() });
export const ComplaintParams = Type.Object({ accountId: AccountId(), id: Uuid() });

export const PageQuery = Type.Object({
  page: Type.Optional(PageIndex({ default: 0 })),
  size: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, default: 20 })),
});
