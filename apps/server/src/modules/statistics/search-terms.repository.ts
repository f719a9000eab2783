import { sql } from 'drizzle-orm';
import { queryRows, textArray, uuidArray, type Database } from '@ads/db';
import { HIDDEN_SEARCH_TERM, type Day } from '@ads/domain';
import type { AccountScope } from '../access';

/** A search term seen and how many times: impressions under it (docs/search-placements.md "Suggestions"). */
export interface SearchTermCount {
  term: string;
  count: number;
}

/**
 * SQL of the search-term roll-up stats_search_terms_daily beyond GET /statistics: the terms shoppers searched,
 * for keyword suggestions (docs/search-placements.md "Suggestions").
 */
export class SearchTermsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The search terms of the account's campaigns `campaignIds` over Warsaw days `dateBegin..dateEnd` (inclusive),
   * each with its impressions summed over those campaigns, days and keywords: most first, then by term; at most
   * `limit`; terms in `exclude` and the hidden placeholder (personal data) left out. Campaigns of another account
   * count nothing. Reads one index range per campaign (the roll-up's key starts with campaign and day).
   */
  async searchTermCounts(
    scope: AccountScope,
    campaignIds: readonly string[],
    dateBegin: Day,
    dateEnd: Day,
    limit: number,
    exclude: readonly string[] = [],
  ): Promise<SearchTermCount[]> {
    if (campaignIds.length === 0 || limit <= 0) return [];
    const rows = await queryRows<{ term: string; count: number | string }>(
      this.db,
      sql`select s.search_term as term, sum(s.impressions)::bigint as count
          from stats_search_terms_daily s
          where s.campaign_id in (select c.id from campaigns c where c.account_id = ${scope.accountId} and c.id = any(${uuidArray(campaignIds)}))
            and s.day between ${dateBegin}::date and ${dateEnd}::date
            and s.search_term <> ${HIDDEN_SEARCH_TERM}
            and s.search_term <> all(${textArray(exclude)})
          group by s.search_term
          having sum(s.impressions) > 0
          order by 2 desc, 1
          limit ${limit}`,
    );
    return rows.map((r) => ({ term: r.term, count: Number(r.count) }));
  }
}
