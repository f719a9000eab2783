import { complaintOverdue, type ComplaintStatus, type ComplaintSubjectType } from '@ads/domain';
import type { ComplaintRow } from './complaints.repository';

/** A complaint as the API shows it (ISO-8601 UTC instants, Warsaw days). */
export interface ComplaintView {
  id: string;
  accountId: string;
  accountName: string;
  subjectType: ComplaintSubjectType;
  subjectDate: string;
  subjectReference: string | null;
  demand: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  status: ComplaintStatus;
  assigneeName: string | null;
  answer: string | null;
  answeredAt: string | null;
  closedAt: string | null;
  filedAt: string;
  dueDate: string;
  /** complaintOverdue (@ads/domain) at `now`. */
  overdue: boolean;
  version: number;
}

/** The fields of a complaint the audit log compares (what a step changes). */
export const AUDITED_FIELDS = ['status', 'assigneeId', 'answer', 'answeredAt', 'closedAt'] as const;

/** The API view of a row at `now`. */
export function toView(r: ComplaintRow, now: Date): ComplaintView {
  const status = r.status as ComplaintStatus;
  return {
    id: r.id,
    accountId: r.accountId,
    accountName: r.accountName,
    subjectType: r.subjectType as ComplaintSubjectType,
    subjectDate: r.subjectDate,
    subjectReference: r.subjectReference,
    demand: r.demand,
    contactName: r.contactName,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    status,
    assigneeName: r.assigneeName,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    filedAt: r.createdAt.toISOString(),
    dueDate: r.dueDate,
    overdue: complaintOverdue({ status, dueDay: r.dueDate }, now),
    version: r.version,
  };
}
