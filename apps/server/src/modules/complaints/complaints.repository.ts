import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, complaints, users, withPgErrors, type Database } from '@ads/db';
import { DomainError } from '@ads/domain';
import type { AccountScope } from '../access';

/** A complaint row with the names the screens show: its account's and its assignee's. */
export type ComplaintRow = typeof complaints.$inferSelect & { accountName: string; assigneeName: string | null };

/** What an advertiser files, trimmed and checked (docs/requirements.md §5.13). */
export type ComplaintValues = Pick<
  typeof complaints.$inferInsert,
  'subjectType' | 'subjectDate' | 'subjectReference' | 'demand' | 'contactName' | 'contactEmail' | 'contactPhone'
>;

const assignee = alias(users, 'assignee');

/**
 * A select of complaints joined to their account and assignee names (the one place this join is written;
 * the staff repository uses it too).
 */
export function selectComplaints(db: Database) {
  return db
    .select({ complaint: complaints, accountName: accounts.name, assigneeName: assignee.name })
    .from(complaints)
    .innerJoin(accounts, eq(accounts.id, complaints.accountId))
    .leftJoin(assignee, eq(assignee.id, complaints.assigneeId));
}

/** Flattens a {@link selectComplaints} row. */
export function toRow(r: { complaint: typeof complaints.$inferSelect; accountName: string; assigneeName: string | null }): ComplaintRow {
  return { ...r.complaint, accountName: r.accountName, assigneeName: r.assigneeName };
}

/** SQL of an account's complaints (table complaints); every method takes the account's scope. */
export class ComplaintsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Files a complaint (status OPEN) received at `now`, due by the end of Warsaw day `dueDate`.
   * @throws DomainError ResourceNotFoundException when the account does not exist (staff acting on an unknown id).
   */
  async insert(scope: AccountScope, values: ComplaintValues, dueDate: string, now: Date): Promise<ComplaintRow> {
    const [row] = await withPgErrors(
      () =>
        this.db
          .insert(complaints)
          .values({ ...values, accountId: scope.accountId, filedBy: scope.actor.userId, dueDate, createdAt: now, updatedAt: now })
          .returning({ id: complaints.id }),
      { '23503': () => new DomainError('ResourceNotFoundException', 'No such ad account.') },
    );
    return (await this.find(scope, row!.id))!;
  }

  /** One page of the account's complaints, newest first; `page` from 0. */
  async page(scope: AccountScope, page: number, size: number): Promise<{ rows: ComplaintRow[]; total: number }> {
    const where = eq(complaints.accountId, scope.accountId);
    const rows = await selectComplaints(this.db)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db.select({ n: count() }).from(complaints).where(where);
    return { rows: rows.map(toRow), total: total?.n ?? 0 };
  }

  /** The account's complaint `id`, or undefined when it has none such (another account's too). */
  async find(scope: AccountScope, id: string): Promise<ComplaintRow | undefined> {
    const [row] = await selectComplaints(this.db).where(and(eq(complaints.id, id), eq(complaints.accountId, scope.accountId)));
    return row ? toRow(row) : undefined;
  }
}
