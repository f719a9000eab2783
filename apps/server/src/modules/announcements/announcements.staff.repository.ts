import { desc, eq, and, sql } from 'drizzle-orm';
import { announcements, type Database } from '@ads/db';
import type { StaffScope } from '../access';

export type StaffAnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementFields = Omit<typeof announcements.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * SQL of staff announcements (table announcements). The name is unique in any letter case
 * (index announcements_name_lower_uq): a taken one raises PostgreSQL 23505.
 */
export class AnnouncementsStaffRepository {
  constructor(private readonly db: Database) {}

  async list(_scope: StaffScope): Promise<StaffAnnouncementRow[]> {
    return this.db.select().from(announcements).orderBy(desc(announcements.createdAt), announcements.id);
  }

  async find(_scope: StaffScope, id: string): Promise<StaffAnnouncementRow | undefined> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.id, id));
    return row;
  }

  async create(_scope: StaffScope, fields: AnnouncementFields): Promise<StaffAnnouncementRow> {
    const [row] = await this.db.insert(announcements).values(fields).returning();
    return row!;
  }

  /** Replaces the fields when the version matches (any when null); undefined when gone or stale. */
  async update(_scope: StaffScope, id: string, fields: AnnouncementFields, expectedVersion: number | null) {
    const [row] = await this.db
      .update(announcements)
      .set({ ...fields, version: sql`${announcements.version} + 1`, updatedAt: new Date() })
      .where(and(eq(announcements.id, id), expectedVersion === null ? undefined : eq(announcements.version, expectedVersion)))
      .returning();
    return row;
  }
}
