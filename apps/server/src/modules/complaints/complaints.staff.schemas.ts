import { Type } from '@sinclair/typebox';
import { COMPLAINT_STATUSES } from '@ads/domain';
import { PageIndex, QueryInteger, SafeText, Uuid } from '../../http/schema';

export const StaffComplaintParams = Type.Object({ id: Uuid() });

export const StaffComplaintQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      COMPLAINT_STATUSES.map((s) => Type.Literal(s)),
      { description: 'Only complaints in this status' },
    ),
  ),
  page: Type.Optional(PageIndex({ default: 0 })),
  size: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, default: 20 })),
});

/** The answer; its length and presence are checked by complaintAnswerIssues (field ANSWER). */
export const ComplaintAnswerSchema = Type.Object({ answer: Type.Optional(SafeText({ maxLength: 40000 })) });
