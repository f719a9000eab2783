import { describe, expect, it } from 'vitest';
import { GroupCommit, LanedGroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes submissions of the same turn in one batch and answers each its own outputs', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((i) => i * 10);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const [a, b, c] = await Promise.all([gc.submit([1, 2]), gc.submit([3]), gc.submit([4, 5, 6])]);
    expect([a, b, c]).toEqual([[10, 20], [30], [40, 50, 60]]);
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('never splits a submission, caps batches, and queues while the writer is busy', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 5));
        return items;
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    await Promise.all([gc.submit([1, 2]), gc.submit([3, 4]), gc.submit([5])]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(gc.busy).toBe(false);
  });

  it('fails every submission of a failed batch, and only those', async () => {
    let calls = 0;
    const gc = new GroupCommit<number, number>(
      async (items) => {
        if (calls++ === 0) throw new Error('database down');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const first = Promise.allSettled([gc.submit([1]), gc.submit([2])]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(gc.submit([3])).resolves.toEqual([3]);
  });
});

describe('LanedGroupCommit', () => {
  it('splits a submission by key over lanes, keeps a key in one lane, and answers in the input order', async () => {
    const batches: string[][] = [];
    const gc = new LanedGroupCommit<string, string>(
      async (items) => {
        batches.push(items);
        return items.map((i) => i.toUpperCase());
      },
      { lanes: 4, maxBatch: 100, maxInFlight: 1, keyOf: (i) => i[0]! },
    );
    const items = ['a1', 'b1', 'c1', 'a2', 'd1', 'b2', 'e1', 'a3'];
    const [x, y] = await Promise.all([gc.submit(items), gc.submit(['a4', 'b3'])]);
    expect(x).toEqual(items.map((i) => i.toUpperCase()));
    expect(y).toEqual(['A4', 'B3']);
    for (const key of 'abcde') expect(batches.filter((b) => b.some((i) => i[0] === key))).toHaveLength(1);
    expect(batches.length).toBeGreaterThan(1);
    expect(gc.busy).toBe(false);
  });

  it("fails a submission when one of its lanes fails; other submissions' lanes still commit", async () => {
    const gc = new LanedGroupCommit<string, string>(
      async (items) => {
        if (items.includes('bad')) throw new Error('database down');
        return items;
      },
      { lanes: 8, maxBatch: 100, maxInFlight: 1, keyOf: (i) => i },
    );
    const [mixed, fine] = await Promise.allSettled([gc.submit(['bad', 'ok1']), gc.submit(['ok2'])]);
    expect(mixed.status).toBe('rejected');
    expect(fine).toEqual({ status: 'fulfilled', value: ['ok2'] });
  });
});
