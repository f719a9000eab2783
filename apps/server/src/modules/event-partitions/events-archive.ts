import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { stringify } from 'csv-stringify';
import { EVENT_TABLES, firstArchivableMonth, monthOfDay, warsawDay, type BillingMonth, type EventTable } from '@ads/domain';
import type { EventPartitionsRepository, MonthPartition } from './event-partitions.repository';

/** Rows read per query while writing an archive file. */
const PAGE_ROWS = 10_000;

/** One month partition considered by an archive run. */
export interface ArchiveItem extends MonthPartition {
  rows: number;
  /** Why it is kept, or null when it is (or would be, on a dry run) archived. */
  refused: string | null;
  /** The gzip CSV file written (absent on a dry run or when refused). */
  file?: string;
}

export interface ArchiveOptions {
  /** Months strictly before this one ('YYYY-MM') are archived. */
  before: BillingMonth;
  /** Tables to look at; default all three. */
  tables?: readonly EventTable[];
  /** Report what would happen, change nothing. */
  dryRun: boolean;
  /** Directory of the files (DATA_DIR/archive). */
  dir: string;
  now: Date;
}

/**
 * Detaches and archives whole months of the raw event tables (docs/statistics-scale.md
 * "Raw events: partitions and retention"). For each partition <table>_pYYYY_MM older than `before`:
 * refused when inside the retention minimum (domain event-retention.ts) or, for clicks, when billing has not
 * closed (billing_closes DONE) every month its clicks fall in; otherwise detached, written to
 * `<dir>/<partition>.csv.gz` (CSV with a header, PostgreSQL text forms, NULL = empty unquoted field: restore with
 * `\copy <table> from program 'gunzip -c FILE' with (format csv, header)`), its row count checked, then dropped.
 * A partition left detached by an interrupted run is picked up again by the next one.
 * @throws when a file cannot be written (the partition stays, detached; rerun) or on a database error.
 */
export async function archiveEventMonths(repo: EventPartitionsRepository, options: ArchiveOptions): Promise<ArchiveItem[]> {
  const tables = options.tables ?? EVENT_TABLES;
  const current = monthOfDay(warsawDay(options.now));
  const candidates = (await repo.monthPartitions()).filter((p) => tables.includes(p.table) && p.month < options.before);
  const out: ArchiveItem[] = [];
  for (const p of candidates) {
    const rows = await repo.rowCount(p.name);
    const refused = await refusal(repo, p, current);
    const item: ArchiveItem = { ...p, rows, refused };
    out.push(item);
    if (refused || options.dryRun) continue;
    if (p.attached) await repo.detach(p.table, p.name);
    item.file = await writeArchive(repo, p.name, rows, options.dir);
    await repo.drop(p.name);
  }
  return out;
}

async function refusal(repo: EventPartitionsRepository, p: MonthPartition, current: BillingMonth): Promise<string | null> {
  const lastCredit = p.table === 'clicks' ? await repo.lastCreditMonth(p.name) : null;
  const from = firstArchivableMonth(p.table, p.month, lastCredit ?? undefined);
  if (current < from) return `inside the retention minimum: archivable from ${from}`;
  if (p.table === 'clicks') {
    const open = await repo.unclosedClickMonths(p.name);
    if (open.length > 0) return `billing has not closed ${open.join(', ')}`;
  }
  return null;
}

/** Writes partition `name` to `<dir>/<name>.csv.gz` (via a .part file, renamed when complete). @returns the path. */
async function writeArchive(repo: EventPartitionsRepository, name: string, expectedRows: number, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const columns = await repo.columns(name);
  const idAt = columns.indexOf('id');
  let written = 0;
  async function* rows() {
    for (let after = 0; ;) {
      const page = await repo.page(name, columns, after, PAGE_ROWS);
      if (page.length === 0) return;
      for (const r of page) yield r;
      written += page.length;
      after = Number(page[page.length - 1]![idAt]);
    }
  }
  const path = join(dir, `${name}.csv.gz`);
  const partial = `${path}.part`;
  // quoted_string: an empty text is "" while NULL stays an empty unquoted field, as PostgreSQL's CSV COPY reads them.
  await pipeline(
    Readable.from(rows()),
    stringify({ header: true, columns, quoted_string: true }),
    createGzip(),
    createWriteStream(partial),
  );
  if (written !== expectedRows) throw new Error(`${name}: wrote ${written} rows, the partition holds ${expectedRows}; kept detached`);
  renameSync(partial, path);
  return path;
}
