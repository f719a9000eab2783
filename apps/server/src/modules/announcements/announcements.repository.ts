import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { AccountScope } from '../access/access';

/** An announcement as the bar shows it. */
export interface AnnouncementRow {
  id: string;
  type: string;
  text: string;
  link: string | null;
}

/** SQL of announcements (spec §2 announcements bar, §3 Announcement). */
export class AnnouncementsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Announcements active at `now` for the account or for everyone (account_id null):
   *
   *   select id, type, text, link from announcements
   *   where active and (account_id = $account or account_id is null)
   *     and (starts_at is null or starts_at <= $now) and (ends_at is null or $now < ends_at)
   *   order by coalesce(starts_at, created_at) desc, created_at desc, id
   */
  async activeFor(scope: AccountScope, now: Date): Promise<AnnouncementRow[]> {
    const { accountId } = scope;
    const at = now.toISOString();
    return queryRows<AnnouncementRow>(
      this.db,
      sql`select id, type, text, link from announcements
          where active
            and (account_id = ${accountId}::uuid or account_id is null)
            and (starts_at is null or starts_at <= ${at}::timestamptz)
            and (ends_at is null or ${at}::timestamptz < ends_at)
          order by coalesce(starts_at, created_at) desc, created_at desc, id`,
    );
  }
}
