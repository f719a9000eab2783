import { describe, expect, it } from 'vitest';
import { answerRow, deriveMetrics, fillDays, pickMetrics, sortRows, ZERO_SUMS, type MetricsRow } from './statistics.metrics';

const sums = (views: number, clicks: number, cost: number, salesCount: number, revenue: number) => ({
  views,
  clicks,
  cost,
  salesCount,
  revenue,
});

describe('deriveMetrics', () => {
  it('rounds exact halves up: avgCPC to the grosz, ctr to 6 and roas to 4 decimals', () => {
    // 5 / 2 = 2.5 gr → 3; 1 / 2 000 000 = 0.0000005 → 0.000001; 1 / 20 000 = 0.00005 → 0.0001
    expect(deriveMetrics(sums(2_000_000, 2, 5, 0, 0))).toMatchObject({ avgCPC: 3, ctr: 0.000001 });
    expect(deriveMetrics(sums(0, 0, 20_000, 0, 1))).toMatchObject({ roas: 0.0001 });
    // just below the half rounds down: 0.00004999… → 0
    expect(deriveMetrics(sums(0, 0, 20_001, 0, 1))).toMatchObject({ roas: 0 });
  });

  it('answers 0 for ratios without a denominator', () => {
    expect(deriveMetrics(sums(0, 3, 0, 1, 500))).toEqual({
      views: 0,
      clicks: 3,
      cost: 0,
      roas: 0,
      ctr: 0,
      salesCount: 1,
      avgCPC: 0,
      revenue: 500,
    });
    expect(deriveMetrics(ZERO_SUMS)).toEqual({ views: 0, clicks: 0, cost: 0, roas: 0, ctr: 0, salesCount: 0, avgCPC: 0, revenue: 0 });
  });
});

describe('fillDays', () => {
  it('fills both DST changes of 2026 without skipping or repeating a day', () => {
    expect(fillDays([], '2026-03-28', '2026-03-30').map((r) => r.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(fillDays([{ day: '2026-10-25', ...sums(1, 0, 0, 0, 0) }], '2026-10-24', '2026-10-26')).toEqual([
      { day: '2026-10-24', ...ZERO_SUMS },
      { day: '2026-10-25', ...sums(1, 0, 0, 0, 0) },
      { day: '2026-10-26', ...ZERO_SUMS },
    ]);
  });
});

describe('sortRows', () => {
  const row = (categoryId: string | null, cost: number) => ({ categoryId, ...deriveMetrics(sums(0, 0, cost, 0, 0)) }) as MetricsRow;

  it('puts nulls last in both directions and breaks ties by the dimension', () => {
    const rows = [row(null, 5), row('b', 5), row('a', 5), row('c', 9)];
    expect(sortRows(rows, { field: 'categoryId', direction: 'DESC' }, ['categoryId']).map((r) => r.categoryId)).toEqual([
      'c',
      'b',
      'a',
      null,
    ]);
    expect(sortRows(rows, { field: 'categoryId', direction: 'ASC' }, ['categoryId']).map((r) => r.categoryId)).toEqual([
      'a',
      'b',
      'c',
      null,
    ]);
    expect(sortRows(rows, { field: 'cost', direction: 'DESC' }, ['categoryId']).map((r) => r.categoryId)).toEqual(['c', 'a', 'b', null]);
  });
});

describe('answerRow and pickMetrics', () => {
  it('keeps the requested dimensions (null when absent) then the requested metrics, in the request order', () => {
    const values = deriveMetrics(sums(200, 3, 90, 1, 500));
    const row = answerRow({ searchTerm: 'buty 10', day: '2026-03-01' }, values, ['searchTerm', 'keywordId'], ['cost', 'views', 'avgCPC']);
    expect(row).toEqual({ searchTerm: 'buty 10', keywordId: null, cost: 90, views: 200, avgCPC: 30 });
    expect(JSON.stringify(row)).toBe('{"searchTerm":"buty 10","keywordId":null,"cost":90,"views":200,"avgCPC":30}');
    expect(JSON.stringify(pickMetrics(values, ['ctr', 'clicks']))).toBe('{"ctr":0.015,"clicks":3}');
  });
});
