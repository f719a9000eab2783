import { createHmac } from 'node:crypto';
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

/** A stored entry as the verifier reads it. */
export interface ChainedRow extends ChainedFields {
  id: number;
  hash: string;
}

/** The chain's key: HMAC-SHA256 key bytes, kept outside the database (audit-key.ts). */
export type ChainKey = Buffer;

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

/**
 * Hex HMAC-SHA256 (64 characters, RFC 2104) of the entry's canonical form under `key`; covers the previous
 * entry via `prevHash`. Without the key nobody can compute a hash the verifier accepts.
 */
export function entryHash(e: ChainedFields, key: ChainKey): string {
  return createHmac('sha256', key).update(canonicalEntry(e), 'utf8').digest('hex');
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

/** A chain position kept outside the database: `seq` and the hash of that entry (seq 0, '' = empty log). */
export interface ChainPoint {
  seq: number;
  hash: string;
}

/**
 * Walks the chain in seq order, one row at a time (so a long log streams in batches):
 * a gap in seq = deleted; `prev_hash` not equal to the previous entry's hash, or a row id lower than
 * the previous entry's (rows are inserted in seq order) = inserted; a hash that does not match the
 * HMAC recomputed with the key while the link is intact = changed. `finish` compares the last entry
 * with the chain head (deleted or appended newest entries) and with the expected head kept outside
 * the database, when given (cut tail, emptied log, rewritten history).
 */
export class ChainVerifier {
  /**
   * @param head the chain head read in the same snapshot as the rows: entries beyond it were added by hand.
   * @param key the HMAC key the entries were written with.
   * @param expected heads recorded earlier outside the database (checkpoints): the chain must still contain each.
   */
  constructor(
    private readonly head: ChainPoint,
    private readonly key: ChainKey,
    expected: readonly ChainPoint[] = [],
  ) {
    this.expected = new Map(expected.map((p) => [p.seq, p.hash]));
    this.expectedTop = Math.max(0, ...expected.map((p) => p.seq));
  }

  private readonly expected: Map<number, string>;
  private readonly expectedTop: number;

  private expectedSeq = 1;
  private prevHash = '';
  private prevId = 0;
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
    if (row.id <= this.prevId)
      return { kind: 'inserted', seq: row.seq, id: row.id, reason: `row id ${row.id} is not after the previous entry's id ${this.prevId}` };
    if (row.prevHash !== this.prevHash) {
      return { kind: 'inserted', seq: row.seq, id: row.id, reason: 'prev_hash does not match the hash of the previous entry' };
    }
    const recomputed = entryHash({ ...row, prevHash: this.prevHash }, this.key);
    if (row.hash !== recomputed)
      return { kind: 'changed', seq: row.seq, id: row.id, reason: "hash does not match the entry's fields under the audit key" };
    const checkpoint = this.expected.get(row.seq);
    if (checkpoint !== undefined && row.hash !== checkpoint)
      return { kind: 'changed', seq: row.seq, id: row.id, reason: 'hash differs from the expected head: history up to it was rewritten' };
    this.expectedSeq += 1;
    this.prevHash = row.hash;
    this.prevId = row.id;
    this.count += 1;
    return null;
  }

  /** After the last row: the chain head must name the last entry (seq and hash), and the expected head be in the chain. */
  finish(): ChainBreak | null {
    const head = this.head;
    const last = this.expectedSeq - 1;
    if (head.seq > last)
      return { kind: 'deleted', seq: last + 1, id: null, reason: `the newest entries ${last + 1}..${head.seq} are missing` };
    if (head.seq < last)
      return { kind: 'inserted', seq: head.seq + 1, id: null, reason: `entries after the chain head (seq ${head.seq}) were added` };
    if (head.hash !== this.prevHash)
      return { kind: 'changed', seq: last, id: null, reason: 'the chain head does not match the last entry' };
    if (this.expectedTop > last) {
      const what = last === 0 ? 'the log is empty (reset)' : `the log ends at seq ${last} (newest entries cut)`;
      return { kind: 'deleted', seq: last + 1, id: null, reason: `the expected head is seq ${this.expectedTop}, but ${what}` };
    }
    return null;
  }
}

/** Verifies a whole chain held in memory (tests; the CLI streams with {@link ChainVerifier}). */
export function verifyChain(
  rows: ChainedRow[],
  head: ChainPoint,
  key: ChainKey,
  expected: readonly ChainPoint[] = [],
): { ok: true; count: number } | { ok: false; count: number; break: ChainBreak } {
  const v = new ChainVerifier(head, key, expected);
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    const broken = v.push(row);
    if (broken) return { ok: false, count: v.count, break: broken };
  }
  const broken = v.finish();
  return broken ? { ok: false, count: v.count, break: broken } : { ok: true, count: v.count };
}

/** Parses `<seq>:<hash>` (an expected head, or a checkpoint file's line); null when malformed. */
export function parseChainPoint(text: string): ChainPoint | null {
  const m = /^(\d{1,15}):([0-9a-f]{64})?$/.exec(text.trim());
  if (!m) return null;
  const seq = Number(m[1]);
  const hash = m[2] ?? '';
  return (seq === 0) === (hash === '') ? { seq, hash } : null;
}

/** `<seq>:<hash>`, the form {@link parseChainPoint} reads. */
export function formatChainPoint(p: ChainPoint): string {
  return `${p.seq}:${p.hash}`;
}
