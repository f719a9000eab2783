import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** A static banner as serving keeps it in memory for banner auctions. */
export interface ServableBanner {
  id: string;
  placement: string;
  channel: string;
  market: string;
  storageKey: string;
  width: number;
  height: number;
  link: string | null;
  altText: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The one query of serving's banner lookup, run at start and on `banners.changed` (never per auction). */
export class ServableBannersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Every static banner not yet ended, with its image:
   *
   *   select b.id, b.placement, b.channel, b.market, m.storage_key, m.width, m.height, b.link, b.alt_text, b.starts_at, b.ends_at
   *   from static_banners b join media_files m on m.id = b.media_id
   *   where b.ends_at is null or b.ends_at > now()
   */
  async listServable(): Promise<ServableBanner[]> {
    const rows = await queryRows<ServableBanner & { startsAt: string | Date | null; endsAt: string | Date | null }>(
      this.db,
      sql`select b.id, b.placement, b.channel, b.market, m.storage_key as "storageKey", m.width, m.height, b.link,
                 b.alt_text as "altText", b.starts_at as "startsAt", b.ends_at as "endsAt"
          from static_banners b join media_files m on m.id = b.media_id
          where b.ends_at is null or b.ends_at > now()`,
    );
    const date = (v: string | Date | null) => (v === null ? null : new Date(v));
    return rows.map((r) => ({ ...r, startsAt: date(r.startsAt), endsAt: date(r.endsAt) }));
  }
}
