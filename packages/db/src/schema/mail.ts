import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* The outbox of sent e-mails. */

/** Every e-mail the product sent (or failed to send), newest first in the outbox view. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** SENT or FAILED. */
  status: text('status').notNull(),
  error: text('error'),
  messageId: text('message_id'),
  createdAt: createdAt(),
});
