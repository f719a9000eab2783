import { createHash } from 'node:crypto';
import type { AuditFieldChange } from '@ads/db';

/** The fields of an audit entry that its hash covers (everything but the row id). */
export interface ChainedFields {
  seq: number;
  /** Instant of the response, ms precision (stored as timestamptz; JS Date round-trips it exactly). */
  at: Date;
  userId: string | null;
  actorEmail: string | null;
  accountId: string | null;
  actingAsStaff: boolean;
  method: string;
  url: string;
  status: number;
  requestId: string | null;
  changes: AuditFieldChange[] | null;
  /** Hash of the entry with seq - 1; '' for seq 1. */
  prevHash: string;
}

/** A stored entry as the verifier reads it (nullable chain columns: rows older than the chain). */
export interface ChainedRow extends Omit<ChainedFields, 'seq' | 'prevHash'> {
  id: number;
  seq: number;
  prevHash: string | null;
  hash: string | null;
}

/** JSON with object keys sorted at every depth, so jsonb's own key order does not change a hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Canonical form of an entry: a JSON array of its fields in a fixed order (uuids lower case, the
 * instant as ISO 8601 UTC with ms, `changes` with sorted keys), ending with `prevHash`.
 */
export function canonicalEntry(e: ChainedFields): string {
  return canonicalJson([
    e.seq,
    e.at.toISOString(),
    e.userId?.toLowerCase() ?? null,
    e.actorEmail,
    e.accountId?.toLowerCase() ?? null,
    e.actingAsStaff,
    e.method,
    e.url,
    e.status,
    e.requestId,
    e.changes,
    e.prevHash,
  ]);
}

/** Hex sha256 (64 characters) of the entry's canonical form; covers the previous entry via `prevHash`. */
export function entryHash(e: ChainedFields): string {
  return createHash('sha256').update(canonicalEntry(e), 'utf8').digest('hex');
}

/** Where the chain is broken: the first entry that was changed, inserted or deleted. */
export interface ChainBreak {
  kind: 'changed' | 'inserted' | 'deleted';
  /** Seq of the broken entry (for `deleted`: the first missing seq). */
  seq: number | null;
  /** Row id of the entry found there (for `deleted`: the entry after the gap, when there is one). */
  id: number | null;
  reason: string;
}

/**
 * Walks the chain in seq order, one row at a time (so a long log streams in batches):
 * a gap in seq = deleted; `prev_hash` not equal to the previous entry's hash = inserted; a hash that
 * does not match the recomputed one while the link is intact = changed. `finish` compares the last
 * entry with the chain head (deleted or appended newest entries).
 */
export class ChainVerifier {
  /** @param head the chain head read in the same snapshot as the rows: entries beyond it were added by hand. */
  constructor(private readonly head: { seq: number; hash: string }) {}

  private expectedSeq = 1;
  private prevHash = '';
  /** Entries checked so far. */
  count = 0;

  /** Checks the next row (rows must come in ascending seq); returns the first break, or null. */
  push(row: ChainedRow): ChainBreak | null {
    if (row.seq > this.expectedSeq) {
      return {
        kind: 'deleted',
        seq: this.expectedSeq,
        id: row.id,
        reason: `seq ${this.expectedSeq}..${row.seq - 1} missing before entry id ${row.id}`,
      };
    }
    if (row.seq < this.expectedSeq) return { kind: 'inserted', seq: row.seq, id: row.id, reason: `seq ${row.seq} repeated` };
    if (row.seq > this.head.seq)
      return { kind: 'inserted', seq: row.seq, id: row.id, reason: `entry after the chain head (seq ${this.head.seq})` };
    if (row.prevHash !== this.prevHash) {
      return { kind: 'inserted', seq: row.seq, id: row.id, reason: 'prev_hash does not match the hash of the previous entry' };
    }
    const recomputed = entryHash({ ...row, prevHash: this.prevHash });
    if (row.hash !== recomputed) return { kind: 'changed', seq: row.seq, id: row.id, reason: "hash does not match the entry's fields" };
    this.expectedSeq += 1;
    this.prevHash = row.hash;
    this.count += 1;
    return null;
  }

  /** After the last row: the chain head must name the last entry (seq and hash). */
  finish(): ChainBreak | null {
    const head = this.head;
    const last = this.expectedSeq - 1;
    if (head.seq > last)
      return { kind: 'deleted', seq: last + 1, id: null, reason: `the newest entries ${last + 1}..${head.seq} are missing` };
    if (head.seq < last)
      return { kind: 'inserted', seq: head.seq + 1, id: null, reason: `entries after the chain head (seq ${head.seq}) were added` };
    if (head.hash !== this.prevHash)
      return { kind: 'changed', seq: last, id: null, reason: 'the chain head does not match the last entry' };
    return null;
  }
}

/** Verifies a whole chain held in memory (tests; the CLI streams with {@link ChainVerifier}). */
export function verifyChain(
  rows: ChainedRow[],
  head: { seq: number; hash: string },
): { ok: true; count: number } | { ok: false; count: number; break: ChainBreak } {
  const v = new ChainVerifier(head);
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    const broken = v.push(row);
    if (broken) return { ok: false, count: v.count, break: broken };
  }
  const broken = v.finish();
  return broken ? { ok: false, count: v.count, break: broken } : { ok: true, count: v.count };
}
