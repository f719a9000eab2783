import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files: money is bigint grosze, instants are UTC `timestamptz`. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
