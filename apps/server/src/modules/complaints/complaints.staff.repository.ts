import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { complaints, type Database } from '@ads/db';
import { COMPLAINT_WAITING_STATUSES, type ComplaintStatus, type Day } from '@ads/domain';
import type { StaffScope } from '../access';
import { selectComplaints, toRow, type ComplaintRow } from './complaints.repository';

/** What a staff step changes on a complaint. */
export type ComplaintChange = Partial<
  Pick<typeof complaints.$inferInsert, 'status' | 'assigneeId' | 'answer' | 'answeredAt' | 'answeredBy' | 'closedAt'>
>;

/**
 * SQL mirror of `complaintOverdue` (@ads/domain): still waiting for an answer and due before `today`
 * (a Warsaw day). Kept beside its use; complaints.staff.test.ts holds the queue order and the API's
 * `overdue` flag (the TypeScript predicate) equal.
 */
export function overdueSql(today: Day): SQL {
  return sql`(${complaints.status} in ${COMPLAINT_WAITING_STATUSES} and ${complaints.dueDate} < ${today}::date)`;
}

/** SQL of the staff complaint queue (table complaints across accounts); every method takes the StaffScope. */
export class ComplaintsStaffRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of the queue: overdue complaints first, then by due date (earliest first), then by filing time.
   * @param status only complaints in this status; null = all.
   * @param today the current Warsaw day (decides what is overdue).
   */
  async page(
    _staff: StaffScope,
    status: ComplaintStatus | null,
    today: Day,
    page: number,
    size: number,
  ): Promise<{ rows: ComplaintRow[]; total: number }> {
    const where = status ? eq(complaints.status, status) : undefined;
    const rows = await selectComplaints(this.db)
      .where(where)
      .orderBy(sql`${overdueSql(today)} desc`, asc(complaints.dueDate), asc(complaints.createdAt), asc(complaints.id))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db.select({ n: count() }).from(complaints).where(where);
    return { rows: rows.map(toRow), total: total?.n ?? 0 };
  }

  async find(_staff: StaffScope, id: string): Promise<ComplaintRow | undefined> {
    const [row] = await selectComplaints(this.db).where(eq(complaints.id, id));
    return row ? toRow(row) : undefined;
  }

  /**
   * Applies a staff step when the complaint is still in one of `from` and at `version` (null: any);
   * undefined when it moved on meanwhile (a parallel step won).
   */
  async update(
    staff: StaffScope,
    id: string,
    from: readonly ComplaintStatus[],
    version: number | null,
    change: ComplaintChange,
    now: Date,
  ): Promise<ComplaintRow | undefined> {
    const conditions = [eq(complaints.id, id), inArray(complaints.status, [...from])];
    if (version !== null) conditions.push(eq(complaints.version, version));
    const [row] = await this.db
      .update(complaints)
      .set({ ...change, version: sql`${complaints.version} + 1`, updatedAt: now })
      .where(and(...conditions))
      .returning({ id: complaints.id });
    return row ? this.find(staff, row.id) : undefined;
  }
}
