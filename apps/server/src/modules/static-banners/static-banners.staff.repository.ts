import { and, asc, eq, sql } from 'drizzle-orm';
import { mediaFiles, staticBanners, type Database } from '@ads/db';
import type { StaffScope } from '../access';

export type BannerFields = Omit<typeof staticBanners.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type BannerRow = typeof staticBanners.$inferSelect & {
  image: { id: string; name: string; storageKey: string; width: number; height: number };
};

const columns = {
  id: staticBanners.id,
  placement: staticBanners.placement,
  channel: staticBanners.channel,
  market: staticBanners.market,
  mediaId: staticBanners.mediaId,
  link: staticBanners.link,
  altText: staticBanners.altText,
  startsAt: staticBanners.startsAt,
  endsAt: staticBanners.endsAt,
  version: staticBanners.version,
  createdAt: staticBanners.createdAt,
  updatedAt: staticBanners.updatedAt,
  image: {
    id: mediaFiles.id,
    name: mediaFiles.originalName,
    storageKey: mediaFiles.storageKey,
    width: mediaFiles.width,
    height: mediaFiles.height,
  },
};

/**
 * SQL of static banners (table static_banners joined to its media file). One banner per placement
 * (any letter case), channel and market (index static_banners_place_uq: PostgreSQL 23505); the image
 * must exist (foreign key: 23503).
 */
export class StaticBannersStaffRepository {
  constructor(private readonly db: Database) {}

  async list(_scope: StaffScope): Promise<BannerRow[]> {
    return this.db
      .select(columns)
      .from(staticBanners)
      .innerJoin(mediaFiles, eq(mediaFiles.id, staticBanners.mediaId))
      .orderBy(sql`lower(${staticBanners.placement})`, asc(staticBanners.channel), asc(staticBanners.market));
  }

  async find(_scope: StaffScope, id: string): Promise<BannerRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(staticBanners)
      .innerJoin(mediaFiles, eq(mediaFiles.id, staticBanners.mediaId))
      .where(eq(staticBanners.id, id));
    return row;
  }

  async create(scope: StaffScope, fields: BannerFields): Promise<BannerRow> {
    const [row] = await this.db.insert(staticBanners).values(fields).returning({ id: staticBanners.id });
    return (await this.find(scope, row!.id))!;
  }

  /** Replaces the fields when the version matches (any when null); undefined when gone or stale. */
  async update(scope: StaffScope, id: string, fields: BannerFields, expectedVersion: number | null): Promise<BannerRow | undefined> {
    const out = await this.db
      .update(staticBanners)
      .set({ ...fields, version: sql`${staticBanners.version} + 1`, updatedAt: new Date() })
      .where(and(eq(staticBanners.id, id), expectedVersion === null ? undefined : eq(staticBanners.version, expectedVersion)))
      .returning({ id: staticBanners.id });
    return out.length ? this.find(scope, id) : undefined;
  }

  async delete(_scope: StaffScope, id: string): Promise<boolean> {
    return (await this.db.delete(staticBanners).where(eq(staticBanners.id, id)).returning({ id: staticBanners.id })).length > 0;
  }
}
