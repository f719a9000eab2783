import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHash, verifyChain, type ChainedFields, type ChainedRow } from './audit-chain';

function chain(n: number): { rows: ChainedRow[]; head: { seq: number; hash: string } } {
  const rows: ChainedRow[] = [];
  let prevHash = '';
  for (let seq = 1; seq <= n; seq++) {
    const fields: ChainedFields = {
      seq,
      at: new Date(Date.UTC(2026, 0, 1, 12, 0, seq)),
      userId: 'AAAAAAAA-0000-4000-8000-000000000001',
      actorEmail: 'ann@brand.test',
      accountId: null,
      actingAsStaff: false,
      method: 'PATCH',
      url: `/api/accounts/${seq}`,
      status: 200,
      requestId: `req-${seq}`,
      changes: [{ field: 'name', before: 'A', after: { z: 1, a: [2] } }],
      prevHash,
    };
    const hash = entryHash(fields);
    rows.push({ ...fields, id: seq + 100, hash });
    prevHash = hash;
  }
  return { rows, head: { seq: n, hash: prevHash } };
}

describe('audit hash chain: canonical form, sha256, verification', () => {
  it('serialises objects with sorted keys at every depth, so jsonb key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ y: 1, x: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
  });

  it('hashes to 64 hex characters, the same for upper- and lower-case uuids, different when any field changes', () => {
    const { rows } = chain(1);
    const e = { ...rows[0]!, prevHash: '' };
    expect(entryHash(e)).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash({ ...e, userId: e.userId!.toLowerCase() })).toBe(entryHash(e));
    expect(entryHash({ ...e, status: 201 })).not.toBe(entryHash(e));
    expect(entryHash({ ...e, prevHash: 'x' })).not.toBe(entryHash(e));
    expect(entryHash({ ...e, changes: [{ field: 'name', before: 'A', after: 'B' }] })).not.toBe(entryHash(e));
  });

  it('accepts an intact chain (and an empty one) and counts its entries', () => {
    const { rows, head } = chain(5);
    expect(verifyChain(rows, head)).toEqual({ ok: true, count: 5 });
    expect(verifyChain([], { seq: 0, hash: '' })).toEqual({ ok: true, count: 0 });
  });

  it('names a changed entry: hash mismatch with the link intact', () => {
    const { rows, head } = chain(5);
    rows[2] = { ...rows[2]!, url: '/api/elsewhere' };
    expect(verifyChain(rows, head)).toMatchObject({ ok: false, count: 2, break: { kind: 'changed', seq: 3, id: 103 } });
  });

  it('names a deleted entry: a gap in seq, or the newest entries missing behind the head', () => {
    const { rows, head } = chain(5);
    expect(
      verifyChain(
        rows.filter((r) => r.seq !== 2),
        head,
      ),
    ).toMatchObject({ ok: false, break: { kind: 'deleted', seq: 2, id: 103 } });
    expect(verifyChain(rows.slice(0, 4), head)).toMatchObject({ ok: false, break: { kind: 'deleted', seq: 5, id: null } });
  });

  it('names an inserted entry: a broken prev link, or entries beyond the head', () => {
    const { rows, head } = chain(5);
    // Renumbered to fit in: seq 3 is now a forged entry whose prev_hash is not entry 2's hash.
    const forged = rows.map((r) => (r.seq >= 3 ? { ...r, seq: r.seq + 1 } : r));
    forged.push({ ...rows[0]!, id: 999, seq: 3, prevHash: 'f'.repeat(64) });
    expect(verifyChain(forged, { seq: 6, hash: head.hash })).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 3, id: 999 } });
    const extra = chain(6);
    expect(verifyChain(extra.rows, head)).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 6 } });
  });
});
