/**
 * `npm run import:catalogue`: imports the catalogue in CATALOGUE_DIR (default ./data) into the
 * database the server uses — DATABASE_URL, else the embedded PGlite under DATA_DIR/pgdata (as main.ts) —
 * after applying migrations, and prints the report. Options: `--limit N` (first N products only).
 * Exit code 1 on a bad configuration or a failed import.
 */
import { join } from 'node:path';
import { openDatabase } from '@ads/db';
import { ConfigError, loadConfig } from '../config';
import { importCatalogue, type ImportReport } from '../modules/catalogue';

function limitArg(argv: string[]): number | undefined {
  const i = argv.indexOf('--limit');
  if (i < 0) return undefined;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error('--limit needs a positive integer');
  return n;
}

/** The report as plain lines, for people. */
export function formatReport(r: ImportReport, where: string): string {
  const p = r.products;
  const s = r.sizes;
  const reasons = Object.entries(r.rejected.byReason).map(([reason, n]) => `    ${reason}: ${n}`);
  const examples = r.rejected.examples.map((e) => `    row ${e.row} (id ${e.id ?? '-'}): ${e.reason}`);
  return [
    `catalogue import ${r.importId} into ${where}`,
    `  products: read ${p.read}, imported ${p.imported}, changed ${p.changed} (inserted ${p.inserted}, updated ${p.updated}), rejected ${p.rejected}, in stock ${p.inStock}`,
    ...(reasons.length ? ['  rejected by reason:', ...reasons, '  first examples:', ...examples] : []),
    `  sizes: read ${s.read}, imported ${s.imported}, changed ${s.changed} (inserted ${s.inserted}, updated ${s.updated}), skipped ${s.skipped}, out of stock ${s.outOfStock}`,
    `  categories: ${r.categories.count} (changed ${r.categories.changed})`,
    `  brands: ${r.brands.count} (changed ${r.brands.changed})`,
    `  elapsed: ${r.elapsedMs} ms`,
  ].join('\n');
}

try {
  const config = loadConfig();
  const limit = limitArg(process.argv.slice(2));
  const dataDir = join(config.dataDir, 'pgdata');
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseOwnerUrl ?? config.databaseUrl } : { dataDir });
  try {
    await handle.migrate();
    const report = await importCatalogue(handle.db, {
      dir: config.catalogueDir,
      sourceToPlnRate: config.sourceToPlnRate,
      ...(limit ? { limit } : {}),
    });
    const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${dataDir})`;
    console.log(formatReport(report, where));
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
