import { and, desc, eq, sql } from 'drizzle-orm';
import { contentItems, type Database } from '@ads/db';
import type { StaffScope } from '../access';

export type ContentRow = typeof contentItems.$inferSelect;
export type ContentFields = Omit<typeof contentItems.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** SQL of the staff side of the content hub (table content_items; attachments are media library ids). */
export class ContentStaffRepository {
  constructor(private readonly db: Database) {}

  async list(_scope: StaffScope): Promise<ContentRow[]> {
    return this.db.select().from(contentItems).orderBy(desc(contentItems.updatedAt), contentItems.id);
  }

  async find(_scope: StaffScope, id: string): Promise<ContentRow | undefined> {
    const [row] = await this.db.select().from(contentItems).where(eq(contentItems.id, id));
    return row;
  }

  /** Titles of the items that attach the media file. */
  async titlesAttaching(mediaId: string): Promise<string[]> {
    const rows = await this.db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(sql`${mediaId}::uuid = any(${contentItems.attachmentIds})`);
    return rows.map((r) => r.title);
  }

  async create(_scope: StaffScope, fields: ContentFields): Promise<ContentRow> {
    const [row] = await this.db.insert(contentItems).values(fields).returning();
    return row!;
  }

  async update(_scope: StaffScope, id: string, fields: ContentFields, expectedVersion: number | null): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .update(contentItems)
      .set({ ...fields, version: sql`${contentItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contentItems.id, id), expectedVersion === null ? undefined : eq(contentItems.version, expectedVersion)))
      .returning();
    return row;
  }

  async delete(_scope: StaffScope, id: string): Promise<boolean> {
    return (await this.db.delete(contentItems).where(eq(contentItems.id, id)).returning({ id: contentItems.id })).length > 0;
  }
}
