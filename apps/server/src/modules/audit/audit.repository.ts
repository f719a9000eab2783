import { auditLog, type Database } from '@ads/db';

export interface AuditEntry {
  userId: string | null;
  accountId: string | null;
  method: string;
  url: string;
  status: number;
  /** Staff acting on an account they are not a member of. */
  actingAsStaff: boolean;
}

/** SQL of the audit log (audit_log). */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
