/**
 * `npm run bench:statistics` (docs/statistics-scale.md "Benchmark: `npm run bench:statistics`"): seeds ~50 million events of history (500 campaigns × 50
 * products × 90 days = 2.25M stats_daily rows, see seed.ts) into a scratch PostgreSQL database, starts the
 * real server on it (`apps/server/src/main.ts`, its own process), signs in as the advertiser and as staff
 * through the embedded identity provider, and prints p50/p95/max (ms, wall clock over loopback) of each
 * statistics call over 200 calls (after 20 unmeasured), beside its target and an authenticated baseline
 * call measured in the same run. Options: --calls=N (default 200), --keep (do not drop the database;
 * its URL is printed), --reuse=URL (measure a database kept earlier, migrated first; not dropped),
 * --only=TEXT (the baseline and the calls whose name contains TEXT), --skip=TEXT (leave out the calls whose name contains
 * TEXT, e.g. --skip=extra), --scale=F (seed round(500 × F) campaigns instead
 * of 500: fewer events, the same rows per campaign; say the scale with any figure). Before the calls: the database time of
 * re-reading one campaign into the ad index (index-update.ts) beside the earlier sums from stats_daily. PostgreSQL:
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server.
 * Exit code 0 whether or not targets are met (a benchmark reports; it does not judge).
 */
import { fileURLToPath } from 'node:url';
import { loginWithPassword } from '../../apps/server/src/testing/login.testkit';
import { rebuildStatsRollups } from '../../apps/server/src/modules/serving/rollup/rollup-statement';
import { startServer } from '../bench-serving/processes';
import { benchCalls, measure } from './calls';
import { measureIndexUpdate } from './index-update';
import { ADVERTISER, CAMPAIGNS, createStatisticsBench, dropStatisticsBench, openStatisticsBench, STAFF } from './seed';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const CALLS = Number(arg('calls') ?? 200);
const WARMUP = 20;
const keep = process.argv.includes('--keep');
const SCALE = Number(arg('scale') ?? 1);
const log = (line: string) => console.log(line);
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1).padStart(7) : '      –');

async function main(): Promise<void> {
  log('• Seeding the scratch database (real catalogue, 90 days of history)…');
  const seeded = Date.now();
  const reuse = arg('reuse');
  const only = arg('only');
  const skip = arg('skip');
  if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale must be in (0, 1], got ${arg('scale')}`);
  const campaigns = Math.max(1, Math.round(CAMPAIGNS * SCALE));
  const bench = reuse ? await openStatisticsBench(reuse) : await createStatisticsBench(root, log, rebuildStatsRollups, campaigns);
  log(
    `  ${bench.counts.statsDaily.toLocaleString('en')} stats_daily rows, ${bench.counts.events.toLocaleString('en')} events, ` +
      `${bench.campaignIds.length} campaigns (scale ${(bench.campaignIds.length / CAMPAIGNS).toFixed(2)} of 500), range ${bench.dateBegin}..${bench.dateEnd}, seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
  );
  if (!only || 'ad index'.includes(only)) await measureIndexUpdate(bench.url, bench.campaignIds.slice(0, 20), bench.dateEnd, log);
  const server = await startServer(root, { databaseUrl: bench.url, shopKey: `bench-statistics-shop-key-${Date.now()}`, workers: 1 });
  // The identity provider's redirect URIs are on PUBLIC_URL, http://localhost:<port> by default.
  const base = server.url.replace('127.0.0.1', 'localhost');
  try {
    // Access tokens are short-lived and a run outlasts one: sign in again every minute.
    const users = { advertiser: ADVERTISER, staff: STAFF };
    const tokens = new Map<string, { token: string; at: number }>();
    const token = async (who: keyof typeof users) => {
      const held = tokens.get(who);
      if (held && Date.now() - held.at < 60_000) return held.token;
      const fresh = (await loginWithPassword(base, users[who].email, users[who].password)).accessToken;
      tokens.set(who, { token: fresh, at: Date.now() });
      return fresh;
    };
    log(`• ${CALLS} calls each (after ${WARMUP} unmeasured), one at a time, wall clock in ms:`);
    log(`  ${'call'.padEnd(48)}    p50     p95     max  target p95  met      × baseline p50`);
    let baseline = Number.NaN;
    for (const call of benchCalls(bench).filter(
      (c, i) => i === 0 || ((!only || c.name.includes(only)) && !(skip && c.name.includes(skip))),
    )) {
      const headers = async () => ({ authorization: `Bearer ${await token(call.who)}`, 'account-id': bench.accountId, ...call.headers });
      const f = await measure(`${base}${call.path}`, headers, CALLS, WARMUP);
      if (Number.isNaN(baseline)) baseline = f.p50;
      const target = Number.isFinite(call.targetP95Ms) ? `≤ ${call.targetP95Ms} ms`.padStart(10) : '          ';
      const met = Number.isFinite(call.targetP95Ms) ? (f.p95 <= call.targetP95Ms ? 'met    ' : 'not met') : '       ';
      log(
        `  ${call.name.padEnd(48)} ${fmt(f.p50)} ${fmt(f.p95)} ${fmt(f.max)}  ${target}  ${met}  ${(f.p50 / baseline).toFixed(1).padStart(6)}×   (${f.bytes} B)`,
      );
    }
  } finally {
    await server.stop();
    if (keep || reuse) log(`  kept: ${bench.url} (again: npm run bench:statistics -- --reuse=${bench.url})`);
    else await dropStatisticsBench(bench);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
