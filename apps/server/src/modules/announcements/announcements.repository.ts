import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** An announcement as the bar shows it. */
export interface AnnouncementRow {
  id: string;
  type: string;
  text: string;
  link: string | null;
}

/** SQL of announcements (docs/requirements.md §2 announcements bar, §3 Announcement). */
export class AnnouncementsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Announcements active at `now` for the account: audience ALL, the account's type (BRAND or
   * MERCHANT), or ACCOUNTS listing it:
   *
   *   select id, type, text, link from announcements
   *   where active and (audience = 'ALL' or audience = <type of $account> or (audience = 'ACCOUNTS' and $account = any(account_ids)))
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
            and (audience = 'ALL'
              or audience = (select a.type from accounts a where a.id = ${accountId}::uuid)
              or (audience = 'ACCOUNTS' and ${accountId}::uuid = any(account_ids)))
            and (starts_at is null or starts_at <= ${at}::timestamptz)
            and (ends_at is null or ${at}::timestamptz < ends_at)
          order by coalesce(starts_at, created_at) desc, created_at desc, id`,
    );
  }
}
