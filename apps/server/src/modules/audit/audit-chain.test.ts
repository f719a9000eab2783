import { describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { canonicalJson, entryHash, parseChainPoint, verifyChain, type ChainedFields, type ChainedRow } from './audit-chain';

const KEY = Buffer.from('k'.repeat(32));

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
    const hash = entryHash(fields, KEY);
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
    expect(entryHash(e, KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash({ ...e, userId: e.userId!.toLowerCase() }, KEY)).toBe(entryHash(e, KEY));
    expect(entryHash({ ...e, status: 201 }, KEY)).not.toBe(entryHash(e, KEY));
    expect(entryHash({ ...e, prevHash: 'x' }, KEY)).not.toBe(entryHash(e, KEY));
    expect(entryHash({ ...e, changes: [{ field: 'name', before: 'A', after: 'B' }] }, KEY)).not.toBe(entryHash(e, KEY));
  });

  it('accepts an intact chain (and an empty one) and counts its entries', () => {
    const { rows, head } = chain(5);
    expect(verifyChain(rows, head, KEY)).toEqual({ ok: true, count: 5 });
    expect(verifyChain([], { seq: 0, hash: '' }, KEY)).toEqual({ ok: true, count: 0 });
  });

  it('names a changed entry: hash mismatch with the link intact', () => {
    const { rows, head } = chain(5);
    rows[2] = { ...rows[2]!, url: '/api/elsewhere' };
    expect(verifyChain(rows, head, KEY)).toMatchObject({ ok: false, count: 2, break: { kind: 'changed', seq: 3, id: 103 } });
  });

  it('names a deleted entry: a gap in seq, or the newest entries missing behind the head', () => {
    const { rows, head } = chain(5);
    expect(
      verifyChain(
        rows.filter((r) => r.seq !== 2),
        head,
        KEY,
      ),
    ).toMatchObject({ ok: false, break: { kind: 'deleted', seq: 2, id: 103 } });
    expect(verifyChain(rows.slice(0, 4), head, KEY)).toMatchObject({ ok: false, break: { kind: 'deleted', seq: 5, id: null } });
  });

  it('names an inserted entry: a broken prev link, or entries beyond the head', () => {
    const { rows, head } = chain(5);
    // Renumbered to fit in: seq 3 is now a forged entry whose prev_hash is not entry 2's hash.
    const forged = rows.map((r) => (r.seq >= 3 ? { ...r, seq: r.seq + 1 } : r));
    forged.push({ ...rows[0]!, id: 999, seq: 3, prevHash: 'f'.repeat(64) });
    expect(verifyChain(forged, { seq: 6, hash: head.hash }, KEY)).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 3, id: 999 } });
    const extra = chain(6);
    expect(verifyChain(extra.rows, head, KEY)).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 6 } });
  });

  it('is keyed: an entry hashed with plain sha256 or another key is changed, and the hash is HMAC-SHA256', () => {
    const { rows } = chain(3);
    const e = { ...rows[0]! };
    expect(e.hash).toBe(createHmac('sha256', KEY).update(JSON.stringify([1, e.at.toISOString(), e.userId!.toLowerCase(), e.actorEmail, null, false, 'PATCH', e.url, 200, 'req-1', [{ after: { a: [2], z: 1 }, before: 'A', field: 'name' }], '']), 'utf8').digest('hex'));
    expect(entryHash(e, Buffer.from('other-key-'.repeat(4)))).not.toBe(e.hash);
    // Recomputed without the key (plain sha256 of each entry) and the head moved: the first entry fails.
    let prev = '';
    const forged = rows.map((r) => {
      const hash = createHash('sha256').update(JSON.stringify([r.seq, r.url, prev])).digest('hex');
      const row = { ...r, prevHash: prev, hash };
      prev = hash;
      return row;
    });
    expect(verifyChain(forged, { seq: 3, hash: prev }, KEY)).toMatchObject({ ok: false, count: 0, break: { kind: 'changed', seq: 1 } });
  });

  it('checks expected heads: a cut tail, an emptied log, a rewritten entry, a row id out of order', () => {
    const { rows, head } = chain(5);
    expect(verifyChain(rows, head, KEY, [head, { seq: 2, hash: rows[1]!.hash }])).toEqual({ ok: true, count: 5 });
    // Newest two entries cut and the head moved back to entry 3 (a state that once was genuine).
    expect(verifyChain(rows.slice(0, 3), { seq: 3, hash: rows[2]!.hash }, KEY)).toEqual({ ok: true, count: 3 });
    expect(verifyChain(rows.slice(0, 3), { seq: 3, hash: rows[2]!.hash }, KEY, [head])).toMatchObject({
      ok: false,
      break: { kind: 'deleted', seq: 4, reason: 'the expected head is seq 5, but the log ends at seq 3 (newest entries cut)' },
    });
    expect(verifyChain([], { seq: 0, hash: '' }, KEY, [head])).toMatchObject({
      ok: false,
      break: { kind: 'deleted', seq: 1, reason: 'the expected head is seq 5, but the log is empty (reset)' },
    });
    expect(verifyChain(rows, head, KEY, [{ seq: 4, hash: 'a'.repeat(64) }])).toMatchObject({ ok: false, break: { kind: 'changed', seq: 4 } });
    const swapped = rows.map((r) => (r.seq === 4 ? { ...r, id: 1 } : r));
    expect(verifyChain(swapped, head, KEY)).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 4, id: 1 } });
  });

  it('reads SEQ:HASH, 0: for an empty log, and refuses anything else', () => {
    expect(parseChainPoint(` 12:${'a'.repeat(64)}\n`)).toEqual({ seq: 12, hash: 'a'.repeat(64) });
    expect(parseChainPoint('0:')).toEqual({ seq: 0, hash: '' });
    for (const bad of ['12:', `0:${'a'.repeat(64)}`, '12:abc', `x:${'a'.repeat(64)}`, '']) expect(parseChainPoint(bad)).toBeNull();
  });
});
