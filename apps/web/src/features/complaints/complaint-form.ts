import {
  complaintIssues,
  type ComplaintField,
  type ComplaintInput,
  type ComplaintIssue,
  type ComplaintIssueCode,
  type Day,
} from '@ads/domain';
import type { TFunction } from 'i18next';
import { isValid } from 'date-fns';
import { z } from 'zod';
import { dateToDay } from '@/lib/days';

/** The complaint form's values, as typed. */
export interface ComplaintFormValues {
  subjectType: string;
  /** The date picker's value: local midnight of the chosen day, or null. */
  subjectDate: Date | null;
  subjectReference: string;
  demand: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

type FormField = keyof ComplaintFormValues;

/** The form field each domain field shows on (packages/domain/src/complaints.ts `ComplaintField`). */
export const FORM_FIELD: Readonly<Record<Exclude<ComplaintField, 'ANSWER'>, FormField>> = {
  SUBJECT_TYPE: 'subjectType',
  SUBJECT_DATE: 'subjectDate',
  SUBJECT_REFERENCE: 'subjectReference',
  DEMAND: 'demand',
  CONTACT_NAME: 'contactName',
  CONTACT_EMAIL: 'contactEmail',
  CONTACT_PHONE: 'contactPhone',
};

type ErrorKey = `complaints.errors.${
  | 'subjectTypeRequired'
  | 'subjectDateRequired'
  | 'subjectDateFuture'
  | 'referenceTooLong'
  | 'demandRequired'
  | 'demandTooLong'
  | 'contactNameRequired'
  | 'contactNameTooLong'
  | 'contactEmailRequired'
  | 'contactEmailInvalid'
  | 'contactPhoneInvalid'
  | 'answerRequired'
  | 'answerTooLong'}`;

/** The on-screen message key of each domain complaint rule (English and Polish in the i18n files). */
const MESSAGES: Readonly<Record<ComplaintIssueCode, ErrorKey>> = {
  SUBJECT_TYPE_REQUIRED: 'complaints.errors.subjectTypeRequired',
  SUBJECT_DATE_REQUIRED: 'complaints.errors.subjectDateRequired',
  SUBJECT_DATE_FUTURE: 'complaints.errors.subjectDateFuture',
  SUBJECT_REFERENCE_TOO_LONG: 'complaints.errors.referenceTooLong',
  DEMAND_REQUIRED: 'complaints.errors.demandRequired',
  DEMAND_TOO_LONG: 'complaints.errors.demandTooLong',
  CONTACT_NAME_REQUIRED: 'complaints.errors.contactNameRequired',
  CONTACT_NAME_TOO_LONG: 'complaints.errors.contactNameTooLong',
  CONTACT_EMAIL_REQUIRED: 'complaints.errors.contactEmailRequired',
  CONTACT_EMAIL_INVALID: 'complaints.errors.contactEmailInvalid',
  CONTACT_PHONE_INVALID: 'complaints.errors.contactPhoneInvalid',
  ANSWER_REQUIRED: 'complaints.errors.answerRequired',
  ANSWER_TOO_LONG: 'complaints.errors.answerTooLong',
};

/** The on-screen message of a domain complaint issue, chosen by its code. */
export function complaintIssueText(issue: ComplaintIssue, t: TFunction): string {
  return t(MESSAGES[issue.code], { ...issue.params });
}

/** The form values as the domain rules and the API take them (blank optional fields are null). */
export function toComplaintInput(v: ComplaintFormValues): ComplaintInput {
  return {
    subjectType: v.subjectType,
    subjectDate: v.subjectDate && isValid(v.subjectDate) ? dateToDay(v.subjectDate) : '',
    subjectReference: v.subjectReference.trim() || null,
    demand: v.demand,
    contactName: v.contactName,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone.trim() || null,
  };
}

/**
 * The form's zod schema: the domain's complaintIssues (the same rules the server runs), each issue on its field.
 * @param today the current Warsaw day (the event's date cannot be later).
 */
export function complaintFormSchema(t: TFunction, today: Day) {
  return z
    .object({
      subjectType: z.string(),
      subjectDate: z.date().nullable(),
      subjectReference: z.string(),
      demand: z.string(),
      contactName: z.string(),
      contactEmail: z.string(),
      contactPhone: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const issue of complaintIssues(toComplaintInput(values), today)) {
        if (issue.field === 'ANSWER') continue;
        ctx.addIssue({ code: 'custom', path: [FORM_FIELD[issue.field]], message: complaintIssueText(issue, t) });
      }
    });
}
