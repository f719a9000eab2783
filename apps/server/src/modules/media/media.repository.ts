import { desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { mediaFiles, queryRows, type Database } from '@ads/db';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type MediaInsert = typeof mediaFiles.$inferInsert;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the media library (table media_files). */
export class MediaRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `search` matches part of the original name, any letter case. */
  async list(search: string | undefined, limit: number): Promise<MediaRow[]> {
    return this.db
      .select()
      .from(mediaFiles)
      .where(search ? ilike(mediaFiles.originalName, `%${likeLiteral(search)}%`) : undefined)
      .orderBy(desc(mediaFiles.createdAt), mediaFiles.id)
      .limit(limit);
  }

  async find(id: string): Promise<MediaRow | undefined> {
    const [row] = await this.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    return row;
  }

  async findMany(ids: readonly string[]): Promise<MediaRow[]> {
    return ids.length
      ? this.db
          .select()
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, [...ids]))
      : [];
  }

  async insert(rows: MediaInsert[]): Promise<MediaRow[]> {
    return rows.length ? this.db.insert(mediaFiles).values(rows).returning() : [];
  }

  /**
   * Names of the static banners that show the file (by placement / channel / market). Other users
   * (content hub items) answer through {@link MediaService.addUsers}.
   */
  async bannerUsers(id: string): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      this.db,
      sql`select 'static banner ' || placement || ' / ' || channel || ' / ' || market as name from static_banners where media_id = ${id}::uuid`,
    );
    return rows.map((r) => r.name);
  }

  /** Deletes the row; false when a static banner still references it (foreign key, PostgreSQL 23503) or it is gone. */
  async delete(id: string): Promise<boolean> {
    const out = await this.db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning({ id: mediaFiles.id });
    return out.length > 0;
  }
}
