import { asc, eq, gt } from 'drizzle-orm';
import { auditChainHead, auditLog, type Database } from '@ads/db';
import { entryHash, type ChainedFields, type ChainedRow, type ChainKey } from './audit-chain';

/** One audit entry before it is chained (seq, prev_hash and hash are assigned by {@link AuditRepository.append}). */
export type AuditEntry = Omit<ChainedFields, 'seq' | 'prevHash'>;

/** Id of the single chain-head row (migration 0004 creates it). */
const HEAD = 1;

/** SQL of the audit log (audit_log) and of its chain head (audit_chain_head). */
export class AuditRepository {
  /** @param key the chain's HMAC key (audit-key.ts); the same for every process writing or verifying this log. */
  constructor(
    private readonly db: Database,
    private readonly key: ChainKey,
  ) {}

  /**
   * Appends entries to the hash chain in one transaction: locks the chain-head row `for update`
   * (so concurrent writers, in this process or another, take turns), numbers the entries after
   * the head, hashes each (HMAC) over its fields and the previous hash, inserts them, moves the head.
   * @throws when the head row is missing (migrations not applied) or the database fails; nothing is written then.
   */
  async append(entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction(async (tx) => {
      const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, HEAD)).for('update');
      if (!head) throw new Error('audit_chain_head row 1 is missing: apply the migrations');
      let { seq, hash } = head;
      const rows = entries.map((entry) => {
        seq += 1;
        const fields: ChainedFields = { ...entry, seq, prevHash: hash };
        hash = entryHash(fields, this.key);
        return { ...fields, hash };
      });
      await tx.insert(auditLog).values(rows);
      await tx.update(auditChainHead).set({ seq, hash }).where(eq(auditChainHead.id, HEAD));
    });
  }

  /** The chain head: seq and hash of the newest chained entry (0 and '' when empty). */
  async head(): Promise<{ seq: number; hash: string }> {
    const [head] = await this.db
      .select({ seq: auditChainHead.seq, hash: auditChainHead.hash })
      .from(auditChainHead)
      .where(eq(auditChainHead.id, HEAD));
    return head ?? { seq: 0, hash: '' };
  }

  /** Up to `limit` entries with seq > `afterSeq`, ascending (keyset paging for the verifier). */
  async chainedAfter(afterSeq: number, limit: number): Promise<ChainedRow[]> {
    return this.db.select(CHAIN_COLUMNS).from(auditLog).where(gt(auditLog.seq, afterSeq)).orderBy(asc(auditLog.seq)).limit(limit);
  }
}

const CHAIN_COLUMNS = {
  id: auditLog.id,
  seq: auditLog.seq,
  at: auditLog.at,
  userId: auditLog.userId,
  actorEmail: auditLog.actorEmail,
  accountId: auditLog.accountId,
  actingAsStaff: auditLog.actingAsStaff,
  method: auditLog.method,
  url: auditLog.url,
  status: auditLog.status,
  requestId: auditLog.requestId,
  changes: auditLog.changes,
  prevHash: auditLog.prevHash,
  hash: auditLog.hash,
};
