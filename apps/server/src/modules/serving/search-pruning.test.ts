import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthLargest } from './search-pruning';

// The cut of a search auction's pruning (docs/search-placements.md "Only the campaigns that can matter") is the
// k-th largest bound: a running top k for small k, a sort beyond. Both must equal the k-th of the sorted values.
describe('kthLargest', () => {
  const bySort = (values: number[], k: number) =>
    k > values.length ? Number.NEGATIVE_INFINITY : [...values].sort((a, b) => b - a)[k - 1]!;

  it('equals the k-th of the values sorted, with repeats, for every k up to and past the length', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 50 }).map((v) => v / 4),
          { maxLength: 80 },
        ),
        (values) => {
          for (let k = 1; k <= values.length + 1; k++) expect(kthLargest(values, k)).toBe(bySort(values, k));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives −∞ for an empty list and counts equal values one by one', () => {
    expect(kthLargest([], 1)).toBe(Number.NEGATIVE_INFINITY);
    expect(kthLargest([3, 3, 3, 1], 3)).toBe(3);
    expect(kthLargest([3, 3, 3, 1], 4)).toBe(1);
  });
});
