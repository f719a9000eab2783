import type { Database } from '@ads/db';
import { ChainVerifier, type ChainBreak, type ChainKey, type ChainPoint } from './audit-chain';
import { AuditRepository } from './audit.repository';

/** Outcome of {@link verifyAuditLog}. */
export type AuditVerifyResult = { ok: true; count: number; head: ChainPoint } | { ok: false; count: number; break: ChainBreak };

/** Entries read per query while walking the chain. */
const BATCH = 5000;

/**
 * Walks the audit log's hash chain by seq in batches, recomputing each HMAC with `key`
 * (audit-chain.ts), then checks the chain head and the heads expected from outside the database
 * (checkpoints, `--expect-head`): the chain must still hold each of those entries unchanged. Read-only.
 * @returns ok with the number of entries and the head, or the first break: `changed`, `inserted`
 *   or `deleted`, with its seq and row id, and the entries verified before it.
 */
export async function verifyAuditLog(db: Database, key: ChainKey, expected: readonly ChainPoint[] = []): Promise<AuditVerifyResult> {
  // One snapshot for the head and every batch: entries appended meanwhile by a running server are not seen.
  return db.transaction((tx) => walk(new AuditRepository(tx, key), key, expected), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function walk(repo: AuditRepository, key: ChainKey, expected: readonly ChainPoint[]): Promise<AuditVerifyResult> {
  const head = await repo.head();
  const verifier = new ChainVerifier(head, key, expected);
  let after = 0;
  for (;;) {
    const rows = await repo.chainedAfter(after, BATCH);
    for (const row of rows) {
      const broken = verifier.push(row);
      if (broken) return { ok: false, count: verifier.count, break: broken };
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.seq;
  }
  const broken = verifier.finish();
  if (broken) return { ok: false, count: verifier.count, break: broken };
  return { ok: true, count: verifier.count, head };
}
