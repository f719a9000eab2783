import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { addLandscape } from '@ads/domain';
import type { KeywordInsightRow } from './keyword-insight-counters';
import { ADD_LANDSCAPES, bareArrayLiteral, flatLandscapes, LANDSCAPE_OF_ROW } from './insight.repository';

/** Rows per statement of a flush (each row is ~70 values). */
const CHUNK = 2_000;

/** SQL of the keyword bid counts on the serving side (docs/auction-insight.md "Keyword bids"): the flush. */
export class KeywordInsightRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds counted rows into keyword_insight_hourly: one additive upsert per {@link CHUNK} rows, in key order (flushes
   * of several processes add to the same rows without deadlocking), one array literal per column as the campaign
   * rows (insight.repository.ts); the landscapes are added bucket by bucket.
   */
  async add(rows: readonly KeywordInsightRow[]): Promise<void> {
    const sorted = merged(rows).sort(
      (a, b) => cmp(a.campaignId, b.campaignId) || cmp(a.keywordId, b.keywordId) || cmp(a.day, b.day) || a.hour - b.hour,
    );
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const chunk = sorted.slice(i, i + CHUNK);
      await queryRows(
        this.db,
        sql`insert into keyword_insight_hourly as t (campaign_id, keyword_id, day, hour, bids, won, landscape)
            select campaign_id, keyword_id, day, hour, bids, won, ${LANDSCAPE_OF_ROW}
            from unnest(${bareArrayLiteral(chunk.map((r) => r.campaignId))}::uuid[], ${bareArrayLiteral(chunk.map((r) => r.keywordId))}::uuid[],
              ${bareArrayLiteral(chunk.map((r) => r.day))}::date[], ${bareArrayLiteral(chunk.map((r) => r.hour))}::smallint[],
              ${bareArrayLiteral(chunk.map((r) => r.bids))}::bigint[], ${bareArrayLiteral(chunk.map((r) => r.won))}::bigint[])
              with ordinality as r(campaign_id, keyword_id, day, hour, bids, won, n),
              (select ${flatLandscapes(chunk)}::integer[] as flat) l
            on conflict (campaign_id, keyword_id, day, hour) do update set bids = t.bids + excluded.bids, won = t.won + excluded.won,
              landscape = ${ADD_LANDSCAPES}`,
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
