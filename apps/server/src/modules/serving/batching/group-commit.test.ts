import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes submissions of the same turn in one batch and answers each its own outputs', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      return items.map((i) => i * 10);
    }, { maxBatch: 100, maxInFlight: 1 });
    const [a, b, c] = await Promise.all([gc.submit([1, 2]), gc.submit([3]), gc.submit([4, 5, 6])]);
    expect([a, b, c]).toEqual([[10, 20], [30], [40, 50, 60]]);
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('never splits a submission, caps batches, and queues while the writer is busy', async () => {
    const batches: number[][] = [];
    const gc = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items;
    }, { maxBatch: 3, maxInFlight: 1 });
    await Promise.all([gc.submit([1, 2]), gc.submit([3, 4]), gc.submit([5])]);
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    expect(gc.busy).toBe(false);
  });

  it('fails every submission of a failed batch, and only those', async () => {
    let calls = 0;
    const gc = new GroupCommit<number, number>(async (items) => {
      if (calls++ === 0) throw new Error('database down');
      return items;
    }, { maxBatch: 10, maxInFlight: 1 });
    const first = Promise.allSettled([gc.submit([1]), gc.submit([2])]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(gc.submit([3])).resolves.toEqual([3]);
  });
});
