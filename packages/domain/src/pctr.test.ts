import { describe, expect, it } from 'vitest';
import { DEFAULT_CTR_PRIOR, smoothedCtr } from './pctr';

describe('smoothedCtr', () => {
  it('has the documented default prior', () => {
    expect(DEFAULT_CTR_PRIOR).toEqual({ priorCtr: 0.005, priorImpressions: 200 });
  });

  it('is the prior with no data', () => {
    expect(smoothedCtr(0, 0)).toBe(0.005);
    expect(smoothedCtr(0, 0, { priorCtr: 0.02, priorImpressions: 50 })).toBe(0.02);
  });

  it('is (clicks + prior·w) / (impressions + w)', () => {
    expect(smoothedCtr(10, 1000)).toBeCloseTo(11 / 1200, 15);
    expect(smoothedCtr(0, 200)).toBeCloseTo(1 / 400, 15);
    expect(smoothedCtr(3, 100, { priorCtr: 0.1, priorImpressions: 100 })).toBeCloseTo(13 / 200, 15);
  });

  it('moves from the prior toward the observed CTR as impressions accumulate', () => {
    const observed = 0.02;
    const sizes = [0, 100, 1_000, 10_000, 100_000, 1_000_000];
    const errors = sizes.map((n) => Math.abs(smoothedCtr(n * observed, n) - observed));
    for (let i = 1; i < errors.length; i++) expect(errors[i]!).toBeLessThan(errors[i - 1]!);
    expect(errors[0]).toBeCloseTo(0.015, 12);
    expect(smoothedCtr(20_000, 1_000_000)).toBeCloseTo(20_001 / 1_000_200, 15);
    expect(errors[5]!).toBeLessThan(3e-6);
  });

  it('moves down toward zero for a product never clicked, but stays positive', () => {
    expect(smoothedCtr(0, 1_000_000)).toBeCloseTo(1 / 1_000_200, 15);
    expect(smoothedCtr(0, 1_000_000)).toBeGreaterThan(0);
    expect(smoothedCtr(0, 1000)).toBeLessThan(smoothedCtr(0, 100));
  });

  it('clamps clicks to impressions, and negatives to zero', () => {
    expect(smoothedCtr(50, 10)).toBe(smoothedCtr(10, 10));
    expect(smoothedCtr(50, 10)).toBeCloseTo(11 / 210, 15);
    expect(smoothedCtr(5, 0)).toBe(0.005);
    expect(smoothedCtr(-5, 100)).toBe(smoothedCtr(0, 100));
    expect(smoothedCtr(5, -100)).toBe(0.005);
  });

  it('stays within (0, 1] even when every impression was clicked', () => {
    expect(smoothedCtr(1000, 1000)).toBeCloseTo(1001 / 1200, 15);
    for (const [c, n] of [[0, 0], [0, 1e9], [1e9, 1e9], [1, 1]] as const) {
      const v = smoothedCtr(c, n);
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });
});
