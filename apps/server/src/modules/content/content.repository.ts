import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** A published content hub item as the Help Center screen reads it (attachments are media ids). */
export interface PublishedRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  publishedAt: Date | string | null;
  attachmentIds: string[];
}

/** SQL of the advertisers' side of the content hub (table content_items). */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Published items for an audience, newest first (at most 200):
   *
   *   select … from content_items c where c.status = 'PUBLISHED' and (c.audience = 'ALL' or c.audience = $type)
   *   order by c.published_at desc nulls last, c.id
   *
   * @param accountType the reading account's type (BRAND or MERCHANT); null reads audience ALL only.
   */
  async published(accountType: string | null): Promise<PublishedRow[]> {
    return queryRows<PublishedRow>(
      this.db,
      sql`select c.id, c.kind, c.title, c.body, c.published_at as "publishedAt", c.attachment_ids as "attachmentIds"
          from content_items c
          where c.status = 'PUBLISHED' and (c.audience = 'ALL' or c.audience = ${accountType})
          order by c.published_at desc nulls last, c.id
          limit 200`,
    );
  }
}
