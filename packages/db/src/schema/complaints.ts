import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './identity';

/* Complaints of advertisers and their answers by staff (docs/complaints.md). */

/**
 * One complaint of an ad account (docs/requirements.md §5.13: subject with its type and date, the demand,
 * contact details; §1: answered within 30 days). `due_date` is the Warsaw day by whose end it must be
 * answered (`complaintDueDay` in @ads/domain), fixed when it is filed.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who filed it (a member of the account, or staff acting on it). */
    filedBy: uuid('filed_by')
      .notNull()
      .references(() => users.id),
    /** CAMPAIGN, INVOICE, SERVING, ACCOUNT or OTHER (`COMPLAINT_SUBJECT_TYPES` in @ads/domain). */
    subjectType: text('subject_type').notNull(),
    /** The Warsaw day of the event complained about. */
    subjectDate: date('subject_date', { mode: 'string' }).notNull(),
    /** A campaign id, an invoice number or another reference; null = none given. */
    subjectReference: text('subject_reference'),
    demand: text('demand').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** OPEN, IN_PROGRESS, ANSWERED or CLOSED (`COMPLAINT_STATUSES` in @ads/domain). */
    status: text('status').notNull().default('OPEN'),
    /** The staff user who took it (IN_PROGRESS and later). */
    assigneeId: uuid('assignee_id').references(() => users.id),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Europe/Warsaw day: filed day + 30 calendar days. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    /** When it was filed (received). */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_account_idx').on(t.accountId, t.createdAt),
    index('complaints_queue_idx').on(t.status, t.dueDate),
    check('complaints_status_ck', sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED')`),
    check('complaints_subject_type_ck', sql`${t.subjectType} in ('CAMPAIGN', 'INVOICE', 'SERVING', 'ACCOUNT', 'OTHER')`),
    check('complaints_answered_ck', sql`${t.status} not in ('ANSWERED', 'CLOSED') or ${t.answer} is not null`),
  ],
);
