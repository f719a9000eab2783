/**
 * `npm run audit:verify`: checks the audit log's hash chain in the database the server
 * uses — DATABASE_URL, else the embedded PGlite under DATA_DIR (stop the server first: PGlite is
 * one process's). Prints `OK` with the number of entries and the head hash (keep it elsewhere: it
 * proves later that nothing was rewritten up to there), or the first changed, inserted or deleted
 * entry. Exit code 0 = intact, 1 = broken, 2 = cannot run.
 */
import { loadConfigOrExit } from '../config';
import { openServerDatabase } from './cli-database';
import { verifyAuditLog } from '../modules/audit';

const config = loadConfigOrExit();
const handle = await openServerDatabase(config);
const started = performance.now();
try {
  const result = await verifyAuditLog(handle.db).catch((error: unknown) => {
    console.error(`Cannot read the audit log (is this the server's database, migrated by a start?): ${String(error)}`);
    process.exit(2);
  });
  const ms = Math.round(performance.now() - started);
  const legacy = result.legacy ? ` (${result.legacy} older entries without a chain not checked)` : '';
  if (result.ok) {
    console.log(
      `OK: ${result.count} audit log entries, hash chain intact${legacy}; head seq ${result.head.seq} hash ${result.head.hash || '-'} (${ms} ms)`,
    );
  } else {
    const b = result.break;
    console.error(
      `BROKEN: entry ${b.seq === null ? '' : `seq ${b.seq} `}${b.id === null ? '' : `(id ${b.id}) `}${b.kind}: ${b.reason}; ${result.count} entries before it verified${legacy}`,
    );
  }
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await handle.close();
}
