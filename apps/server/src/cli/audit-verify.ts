/**
 * `npm run audit:verify [-- --expect-head SEQ:HASH] [--checkpoint FILE] [--write-checkpoint FILE]`:
 * checks the audit log's keyed hash chain (docs/architecture.md "Audit log") in the database the
 * server uses — DATABASE_URL, else the embedded PGlite under DATA_DIR (stop the server first: PGlite
 * is one process's) — with the server's key (AUDIT_HMAC_KEY, else DATA_DIR/audit-hmac-key).
 * `--expect-head` and `--checkpoint` (a file holding `SEQ:HASH`, as `--write-checkpoint` writes it)
 * name a head recorded earlier outside the database: the chain must still hold it, so cut tails, an
 * emptied log and rewritten history fail. Prints `OK` with the count and the head, or what is broken.
 * Exit code 0 = intact, 1 = broken, 2 = cannot run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { openServerDatabase } from './cli-database';
import { auditHmacKey, formatChainPoint, parseChainPoint, verifyAuditLog, type ChainPoint } from '../modules/audit';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function options(): { expected: ChainPoint[]; writeTo: string | undefined } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'expect-head': { type: 'string', multiple: true },
        checkpoint: { type: 'string', multiple: true },
        'write-checkpoint': { type: 'string' },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: audit:verify [--expect-head SEQ:HASH] [--checkpoint FILE] [--write-checkpoint FILE]`);
  }
  const expected: ChainPoint[] = [];
  for (const text of values['expect-head'] ?? []) {
    expected.push(parseChainPoint(text) ?? fail(`--expect-head ${text}: expected SEQ:HASH (64 hex digits; 0: for an empty log)`));
  }
  for (const file of values.checkpoint ?? []) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      fail(`--checkpoint ${file}: cannot read it (${(error as Error).message})`);
    }
    const line = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).at(-1) ?? '';
    expected.push(parseChainPoint(line) ?? fail(`--checkpoint ${file}: no SEQ:HASH line in it`));
  }
  return { expected, writeTo: values['write-checkpoint'] };
}

const { expected, writeTo } = options();
const config = loadConfigOrExit();
let key: Buffer;
try {
  key = auditHmacKey(config, { create: false });
} catch (error) {
  fail(String((error as Error).message));
}
const handle = await openServerDatabase(config);
const started = performance.now();
try {
  const result = await verifyAuditLog(handle.db, key, expected).catch((error: unknown) => {
    console.error(`Cannot read the audit log (is this the server's database, migrated by a start?): ${String(error)}`);
    process.exit(2);
  });
  const ms = Math.round(performance.now() - started);
  const against = expected.length ? `, contains the expected head${expected.length > 1 ? 's' : ''} ${expected.map(formatChainPoint).join(', ')}` : '';
  if (result.ok) {
    console.log(`OK: ${result.count} audit log entries, hash chain intact${against}; head seq ${result.head.seq} hash ${result.head.hash || '-'} (${ms} ms)`);
    if (writeTo) {
      writeFileSync(writeTo, `# audit log head, verified ${new Date().toISOString()}\n${formatChainPoint(result.head)}\n`);
      console.log(`Checkpoint written to ${writeTo}: keep it outside the database and pass it as --checkpoint next time.`);
    }
  } else {
    const b = result.break;
    console.error(
      `BROKEN: entry ${b.seq === null ? '' : `seq ${b.seq} `}${b.id === null ? '' : `(id ${b.id}) `}${b.kind}: ${b.reason}; ${result.count} entries before it verified`,
    );
  }
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await handle.close();
}
