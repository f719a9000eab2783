import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@ads/db';
import { addDaysToDay, type Day } from '@ads/domain';
import { AdIndexRepository } from '../../apps/server/src/modules/serving/ad-index.repository';
import { PCTR_WINDOW_DAYS } from '../../apps/server/src/modules/serving/ad-index';
import { percentile } from '../bench-serving/stats';

/** The target of one campaign's re-read into the ad index, ms of database time (docs/serving-scale.md "Ad index updates"). */
export const INDEX_UPDATE_TARGET_MS = 5;

async function executionMs(db: Database, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(
    db,
    sql`explain (analyze, format json) ${statement}`,
  );
  return row!['QUERY PLAN'][0]!['Execution Time'];
}

/**
 * Database time (EXPLAIN ANALYZE's execution time) of re-reading one campaign into the ad index, as a
 * campaign edit does in every process, over `campaignIds` (each twice, the second counted); beside it, in
 * the same run, the baseline: the same campaign's 30-day click-rate sums taken from stats_daily, as the
 * re-read did before the per-product roll-up. Prints one line each and the target with met / not met.
 */
export async function measureIndexUpdate(
  url: string,
  campaignIds: readonly string[],
  today: Day,
  log: (line: string) => void,
): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    const repo = new AdIndexRepository(handle.db);
    const from = addDaysToDay(today, -(PCTR_WINDOW_DAYS - 1));
    const now: number[] = [];
    const before: number[] = [];
    for (const id of campaignIds) {
      const reRead = repo.rowsStatement(today, from, { campaignIds: [id] });
      const sums = sql`select s.product_id, sum(s.clicks)::bigint, sum(s.impressions)::bigint from stats_daily s
        where s.day >= ${from}::date and s.product_id in (select product_id from campaign_products where campaign_id = ${id}::uuid)
        group by s.product_id`;
      await executionMs(handle.db, reRead);
      now.push(await executionMs(handle.db, reRead));
      await executionMs(handle.db, sums);
      before.push(await executionMs(handle.db, sums));
    }
    const p = (xs: number[], q: number) => percentile(xs, q).toFixed(2);
    log(`• Ad index re-read of one campaign (as after an edit), database time over ${campaignIds.length} campaigns, ms:`);
    log(`  re-read (click rates from stats_product_daily)             p50 ${p(now, 50)}  p95 ${p(now, 95)}  max ${p(now, 100)}`);
    log(`  baseline: its click-rate sums from stats_daily (earlier)   p50 ${p(before, 50)}  p95 ${p(before, 95)}  max ${p(before, 100)}`);
    const met = percentile(now, 95) <= INDEX_UPDATE_TARGET_MS;
    log(`  [${met ? 'met    ' : 'not met'}] campaign re-read p95 ≤ ${INDEX_UPDATE_TARGET_MS} ms of database time: ${p(now, 95)} ms`);
  } finally {
    await handle.close();
  }
}
