import { statsDeltas, type Database } from '@ads/db';
import { StatsRollup } from '../modules/serving/rollup/stats-rollup';

/** One statistics row of a fixture: a campaign's product on a Warsaw day (counts; money in grosze). */
export type StatisticsRow = typeof statsDeltas.$inferInsert;

/**
 * Writes fixture statistics the way the event pipeline does: as deltas, moved by the real roll-up into
 * stats_daily and the campaign, category and account roll-ups (so every read path sees them).
 */
export async function writeStatistics(db: Database, rows: StatisticsRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(statsDeltas).values(rows);
  await new StatsRollup(db, 0).drain();
}
