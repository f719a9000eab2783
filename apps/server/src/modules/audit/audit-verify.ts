import type { Database } from '@ads/db';
import { ChainVerifier, type ChainBreak } from './audit-chain';
import { AuditRepository } from './audit.repository';

/** Outcome of {@link verifyAuditLog}. */
export type AuditVerifyResult =
  | { ok: true; count: number; legacy: number; head: { seq: number; hash: string } }
  | { ok: false; count: number; legacy: number; break: ChainBreak };

/** Entries read per query while walking the chain. */
const BATCH = 5000;

/**
 * Walks the audit log's hash chain by seq in batches, recomputing each hash (audit-chain.ts), then
 * checks the chain head and looks for rows added without a seq. Read-only.
 * @returns ok with the number of chained entries (and of legacy rows older than the chain), or the
 *   first break: `changed`, `inserted` or `deleted`, with its seq and row id, and the entries
 *   verified before it.
 */
export async function verifyAuditLog(db: Database): Promise<AuditVerifyResult> {
  // One snapshot for the head and every batch: entries appended meanwhile by a running server are not seen.
  return db.transaction((tx) => walk(new AuditRepository(tx)), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function walk(repo: AuditRepository): Promise<AuditVerifyResult> {
  const head = await repo.head();
  const verifier = new ChainVerifier(head);
  const unchained = await repo.unchained();
  let after = 0;
  for (;;) {
    const rows = await repo.chainedAfter(after, BATCH);
    for (const row of rows) {
      const broken = verifier.push(row);
      if (broken) return { ok: false, count: verifier.count, legacy: unchained.legacy, break: broken };
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.seq;
  }
  const broken = verifier.finish();
  if (broken) return { ok: false, count: verifier.count, legacy: unchained.legacy, break: broken };
  if (unchained.inserted) {
    const { id } = unchained.inserted;
    return {
      ok: false,
      count: verifier.count,
      legacy: unchained.legacy,
      break: { kind: 'inserted', seq: null, id, reason: `entry id ${id} has no seq: added outside the chain` },
    };
  }
  return { ok: true, count: verifier.count, legacy: unchained.legacy, head };
}
