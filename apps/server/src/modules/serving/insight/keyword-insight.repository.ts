import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { addLandscape } from '@ads/domain';
import type { KeywordInsightRow } from './keyword-insight-counters';

/** Rows per statement of a flush (each row is ~70 values). */
const CHUNK = 2_000;

/** SQL of the keyword bid counts on the serving side (docs/auction-insight.md "Keyword bids"): the flush. */
export class KeywordInsightRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds counted rows into keyword_insight_hourly: one additive upsert per {@link CHUNK} rows, in key order (flushes
   * of several processes add to the same rows without deadlocking); the landscapes are added bucket by bucket.
   */
  async add(rows: readonly KeywordInsightRow[]): Promise<void> {
    const sorted = merged(rows).sort(
      (a, b) => cmp(a.campaignId, b.campaignId) || cmp(a.keywordId, b.keywordId) || cmp(a.day, b.day) || a.hour - b.hour,
    );
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const chunk = sorted.slice(i, i + CHUNK).map((r) => ({
        campaign_id: r.campaignId,
        keyword_id: r.keywordId,
        day: r.day,
        hour: r.hour,
        bids: r.bids,
        won: r.won,
        landscape: r.landscape,
      }));
      await queryRows(
        this.db,
        sql`insert into keyword_insight_hourly as t (campaign_id, keyword_id, day, hour, bids, won, landscape)
            select campaign_id, keyword_id, day, hour, bids, won, landscape
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(
              campaign_id uuid, keyword_id uuid, day date, hour smallint, bids bigint, won bigint, landscape integer[])
            on conflict (campaign_id, keyword_id, day, hour) do update set bids = t.bids + excluded.bids, won = t.won + excluded.won,
              landscape = (select array_agg(coalesce(x, 0) + coalesce(y, 0) order by n)
                           from unnest(t.landscape, excluded.landscape) with ordinality as u(x, y, n))`,
      );
    }
  }
}

/** Rows with the same key summed into one (one upsert may not touch a row twice). */
function merged(rows: readonly KeywordInsightRow[]): KeywordInsightRow[] {
  const byKey = new Map<string, KeywordInsightRow>();
  for (const r of rows) {
    const key = `${r.campaignId}|${r.keywordId}|${r.day}|${r.hour}`;
    const held = byKey.get(key);
    if (!held) {
      byKey.set(key, { ...r, landscape: [...r.landscape] });
      continue;
    }
    held.bids += r.bids;
    held.won += r.won;
    addLandscape(held.landscape, r.landscape);
  }
  return [...byKey.values()];
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
