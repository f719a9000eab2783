import { addDaysToDay, isDay, warsawDay, warsawDayEnd, type Day } from './days';
import { DomainError, type ErrorType } from './errors';

/*
 * Complaints (docs/complaints.md; docs/requirements.md §1 "complaints are answered within 30 days",
 * §5.13 "subject with its type and date, the demand and contact details").
 */

/**
 * What a complaint is about (docs/complaints.md "Subject types"):
 * CAMPAIGN — a campaign or its click charges; INVOICE — an invoice or credit note; SERVING — how ads
 * were displayed (shown, stopped, placed); ACCOUNT — the account, its users or access; OTHER — anything else.
 */
export const COMPLAINT_SUBJECT_TYPES = ['CAMPAIGN', 'INVOICE', 'SERVING', 'ACCOUNT', 'OTHER'] as const;
export type ComplaintSubjectType = (typeof COMPLAINT_SUBJECT_TYPES)[number];

/**
 * A complaint's life (docs/complaints.md "States"): OPEN (filed) → IN_PROGRESS (a staff member took it)
 * → ANSWERED (the answer was e-mailed to the contact) → CLOSED.
 */
export const COMPLAINT_STATUSES = ['OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Calendar days the provider has to answer a complaint (docs/requirements.md §1, §9: 30 days). */
export const COMPLAINT_ANSWER_DAYS = 30;

/** Longest texts a complaint keeps (characters, after trimming). */
export const COMPLAINT_LIMITS = {
  reference: 100,
  demand: 5000,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 30,
  answer: 10000,
} as const;

/**
 * An e-mail address in the general pattern (docs/requirements.md §5.12): something@domain.tld, no spaces.
 * The one copy of the pattern; the accounts module re-exports it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A phone number: digits, spaces, dashes, dots and brackets, an optional leading +, 6 to 30 characters with 6+ digits. */
const PHONE_PATTERN = /^\+?[0-9 ()\-.]{6,30}$/;

/**
 * The Warsaw day by whose end a complaint filed at `filedAt` must be answered: the day it was filed plus
 * {@link COMPLAINT_ANSWER_DAYS} calendar days (docs/complaints.md "Due date"). Calendar days, so a DST change
 * in between neither adds nor removes a day.
 * @param filedAt the instant the complaint was received (UTC).
 * @returns a Europe/Warsaw `YYYY-MM-DD`.
 */
export function complaintDueDay(filedAt: Date): Day {
  return addDaysToDay(warsawDay(filedAt), COMPLAINT_ANSWER_DAYS);
}

/** The instant the answer time of a complaint due on `dueDay` runs out: the end of that Warsaw day (UTC). */
export function complaintDueAt(dueDay: Day): Date {
  return warsawDayEnd(dueDay);
}

/** Statuses that still wait for an answer, so may be overdue. */
export const COMPLAINT_WAITING_STATUSES: readonly ComplaintStatus[] = ['OPEN', 'IN_PROGRESS'];

/**
 * True when a complaint still waits for an answer after its due day ended (docs/complaints.md "Due date").
 * @param now the current instant; compared as a Warsaw day with `dueDay`.
 */
export function complaintOverdue(c: { status: ComplaintStatus; dueDay: Day }, now: Date): boolean {
  return COMPLAINT_WAITING_STATUSES.includes(c.status) && warsawDay(now) > c.dueDay;
}

/** The field a complaint issue is about (problem details `field`). */
export type ComplaintField =
  'SUBJECT_TYPE' | 'SUBJECT_DATE' | 'SUBJECT_REFERENCE' | 'DEMAND' | 'CONTACT_NAME' | 'CONTACT_EMAIL' | 'CONTACT_PHONE' | 'ANSWER';

/** Which complaint rule a value breaks; the web chooses its message by this code. */
export type ComplaintIssueCode =
  | 'SUBJECT_TYPE_REQUIRED'
  | 'SUBJECT_DATE_REQUIRED'
  | 'SUBJECT_DATE_FUTURE'
  | 'SUBJECT_REFERENCE_TOO_LONG'
  | 'DEMAND_REQUIRED'
  | 'DEMAND_TOO_LONG'
  | 'CONTACT_NAME_REQUIRED'
  | 'CONTACT_NAME_TOO_LONG'
  | 'CONTACT_EMAIL_REQUIRED'
  | 'CONTACT_EMAIL_INVALID'
  | 'CONTACT_PHONE_INVALID'
  | 'ANSWER_REQUIRED'
  | 'ANSWER_TOO_LONG';

/** One broken complaint rule: the field, the rule's code and its numbers (character counts). */
export interface ComplaintIssue {
  field: ComplaintField;
  code: ComplaintIssueCode;
  params: Readonly<Record<string, number>>;
}

/** What an advertiser files (texts as typed; the rules trim them). */
export interface ComplaintInput {
  subjectType: string;
  /** The day of the event complained about, `YYYY-MM-DD` (Warsaw). */
  subjectDate: string;
  subjectReference?: string | null;
  demand: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
}

/** docs/requirements.md §8 error type of every complaint rule: a field of bad input. */
export const COMPLAINT_ISSUE_TYPE: ErrorType = 'ValidationException';

const issue = (field: ComplaintField, code: ComplaintIssueCode, params: Record<string, number> = {}): ComplaintIssue => ({
  field,
  code,
  params,
});

/**
 * Checks a complaint before it is filed (docs/requirements.md §5.13): subject type and date (a real day,
 * not after `today`), the demand and the contact name and e-mail are required; the reference and the
 * phone are optional (phone in {@link PHONE_PATTERN}); texts within {@link COMPLAINT_LIMITS}.
 * @param today the current Warsaw day.
 * @returns the issues in the form's order; empty when valid.
 */
export function complaintIssues(c: ComplaintInput, today: Day): ComplaintIssue[] {
  const out: ComplaintIssue[] = [];
  if (!(COMPLAINT_SUBJECT_TYPES as readonly string[]).includes(c.subjectType)) out.push(issue('SUBJECT_TYPE', 'SUBJECT_TYPE_REQUIRED'));
  const date = c.subjectDate.trim();
  if (!isDay(date)) out.push(issue('SUBJECT_DATE', 'SUBJECT_DATE_REQUIRED'));
  else if (date > today) out.push(issue('SUBJECT_DATE', 'SUBJECT_DATE_FUTURE'));
  const reference = (c.subjectReference ?? '').trim();
  if (reference.length > COMPLAINT_LIMITS.reference)
    out.push(issue('SUBJECT_REFERENCE', 'SUBJECT_REFERENCE_TOO_LONG', { max: COMPLAINT_LIMITS.reference }));
  out.push(...textIssues(c.demand, 'DEMAND', COMPLAINT_LIMITS.demand));
  out.push(...textIssues(c.contactName, 'CONTACT_NAME', COMPLAINT_LIMITS.contactName));
  const email = c.contactEmail.trim();
  if (!email) out.push(issue('CONTACT_EMAIL', 'CONTACT_EMAIL_REQUIRED'));
  else if (email.length > COMPLAINT_LIMITS.contactEmail || !EMAIL_PATTERN.test(email))
    out.push(issue('CONTACT_EMAIL', 'CONTACT_EMAIL_INVALID'));
  const phone = (c.contactPhone ?? '').trim();
  if (phone && (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 6))
    out.push(issue('CONTACT_PHONE', 'CONTACT_PHONE_INVALID'));
  return out;
}

/** Checks a staff answer: required, at most {@link COMPLAINT_LIMITS}.answer characters after trimming. */
export function complaintAnswerIssues(answer: string): ComplaintIssue[] {
  return textIssues(answer, 'ANSWER', COMPLAINT_LIMITS.answer);
}

function textIssues(text: string, field: 'DEMAND' | 'CONTACT_NAME' | 'ANSWER', max: number): ComplaintIssue[] {
  const trimmed = text.trim();
  if (!trimmed) return [issue(field, `${field}_REQUIRED`)];
  if (trimmed.length > max) return [issue(field, `${field}_TOO_LONG`, { max })];
  return [];
}

/** The API's English detail for a complaint issue (docs/requirements.md §8 problem `detail`). */
export function complaintIssueMessage(i: ComplaintIssue): string {
  const max = i.params.max;
  switch (i.code) {
    case 'SUBJECT_TYPE_REQUIRED':
      return 'Choose what the complaint is about (the subject type).';
    case 'SUBJECT_DATE_REQUIRED':
      return 'Give the date of the event the complaint is about.';
    case 'SUBJECT_DATE_FUTURE':
      return 'The date of the event cannot be in the future.';
    case 'SUBJECT_REFERENCE_TOO_LONG':
      return `The reference can have at most ${max} characters.`;
    case 'DEMAND_REQUIRED':
      return 'Describe your demand: what you ask us to do.';
    case 'DEMAND_TOO_LONG':
      return `The demand can have at most ${max} characters.`;
    case 'CONTACT_NAME_REQUIRED':
      return 'Give the name of the contact person.';
    case 'CONTACT_NAME_TOO_LONG':
      return `The contact name can have at most ${max} characters.`;
    case 'CONTACT_EMAIL_REQUIRED':
      return 'Give a contact e-mail address.';
    case 'CONTACT_EMAIL_INVALID':
      return 'The contact e-mail address is not valid.';
    case 'CONTACT_PHONE_INVALID':
      return 'The phone number is not valid.';
    case 'ANSWER_REQUIRED':
      return 'Write the answer to the complaint.';
    case 'ANSWER_TOO_LONG':
      return `The answer can have at most ${max} characters.`;
  }
}

/**
 * Throws the first issue, if any, as the API answers it.
 * @throws DomainError ValidationException with the issue's field and English detail.
 */
export function throwFirstComplaintIssue(issues: readonly ComplaintIssue[]): void {
  if (issues[0]) throw new DomainError(COMPLAINT_ISSUE_TYPE, complaintIssueMessage(issues[0]), issues[0].field);
}
