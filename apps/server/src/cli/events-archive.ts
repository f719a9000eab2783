/**
 * `npm run events:archive -- --before YYYY-MM [--table impressions,clicks,purchases] [--dry-run]`:
 * detaches the monthly partitions of the raw event tables older than the given month, writes each to
 * DATA_DIR/archive/<partition>.csv.gz and drops it; months inside the retention minimum, and clicks months
 * billing has not closed, are refused (docs/statistics-scale.md "Raw events: partitions and retention").
 * Uses DATABASE_URL, else the embedded PGlite under DATA_DIR (stop the server first: PGlite is one process's).
 * Exit code 0 = everything asked for archived (or would be, on a dry run), 1 = some months refused, 2 = cannot run.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EVENT_TABLES, isBillingMonth, type EventTable } from '@ads/domain';
import { loadConfigOrExit } from '../config';
import { openServerDatabase } from './cli-database';
import { archiveEventMonths } from '../modules/event-partitions/events-archive';
import { EventPartitionsRepository } from '../modules/event-partitions/event-partitions.repository';

const usage = 'usage: npm run events:archive -- --before YYYY-MM [--table impressions,clicks,purchases] [--dry-run]';
let args;
try {
  args = parseArgs({
    options: { before: { type: 'string' }, table: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const tables = (args.table?.split(',') ?? EVENT_TABLES).map((t) => t.trim()) as EventTable[];
if (!args.before || !isBillingMonth(args.before) || tables.some((t) => !EVENT_TABLES.includes(t))) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const handle = await openServerDatabase(config);
try {
  await handle.migrate();
  const dryRun = args['dry-run'];
  const items = await archiveEventMonths(new EventPartitionsRepository(handle.db), {
    before: args.before,
    tables,
    dryRun,
    dir: join(config.dataDir, 'archive'),
    now: new Date(),
  });
  for (const i of items) {
    const what = i.refused ? `REFUSED (${i.refused})` : dryRun ? 'would be archived' : `archived to ${i.file}`;
    console.log(`${i.name}${i.attached ? '' : ' (detached)'}: ${i.rows} rows ${what}`);
  }
  if (items.length === 0) console.log(`no partition of ${tables.join(', ')} before ${args.before}`);
  process.exitCode = items.some((i) => i.refused) ? 1 : 0;
} catch (error) {
  console.error(`events:archive failed: ${String(error)}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
