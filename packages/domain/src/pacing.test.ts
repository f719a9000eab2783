import { describe, expect, it } from 'vitest';
import { warsawDayStart } from './days';
import {
  CURVE_HOURS,
  cumulativeCurve,
  curveFractionAt,
  curveShareUntil,
  dayFraction,
  DEFAULT_TRAFFIC_CURVE,
  learnTrafficCurve,
  pacedSpend,
  PacingClock,
  pacingAllows,
  warsawDayClock,
  warsawLocalHour,
} from './pacing';

const HOUR = 3_600_000;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('DEFAULT_TRAFFIC_CURVE', () => {
  it('has 24 shares summing to 1, low at night, peaking in the evening', () => {
    expect(DEFAULT_TRAFFIC_CURVE).toHaveLength(CURVE_HOURS);
    expect(sum(DEFAULT_TRAFFIC_CURVE)).toBeCloseTo(1, 12);
    const peak = DEFAULT_TRAFFIC_CURVE.indexOf(Math.max(...DEFAULT_TRAFFIC_CURVE));
    expect(peak).toBeGreaterThanOrEqual(19);
    expect(peak).toBeLessThanOrEqual(22);
    expect(DEFAULT_TRAFFIC_CURVE[3]!).toBeLessThan(DEFAULT_TRAFFIC_CURVE[12]! / 5);
  });
});

describe('curveShareUntil', () => {
  const cumulative = cumulativeCurve(DEFAULT_TRAFFIC_CURVE);
  it('is 0 at midnight, 1 at the next midnight, monotonic and linear within an hour', () => {
    expect(curveShareUntil(cumulative, 0)).toBe(0);
    expect(curveShareUntil(cumulative, 1)).toBeCloseTo(1, 12);
    let last = 0;
    for (let i = 1; i <= 96; i++) {
      const s = curveShareUntil(cumulative, i / 96);
      expect(s).toBeGreaterThanOrEqual(last);
      last = s;
    }
    const h12 = curveShareUntil(cumulative, 12 / 24);
    expect(curveShareUntil(cumulative, 12.5 / 24)).toBeCloseTo(h12 + DEFAULT_TRAFFIC_CURVE[12]! / 2, 12);
  });
  it('rejects a curve without 24 shares', () => {
    expect(() => cumulativeCurve([1, 2, 3])).toThrow(RangeError);
  });
});

describe('pacingAllows', () => {
  const budget = 2_000;
  it('holds a STANDARD campaign back once it is ahead of budget × share + 2 % allowance', () => {
    expect(pacedSpend(budget, 0.25)).toBe(540);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: 540 }, 0.25)).toBe(true);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: 541 }, 0.25)).toBe(false);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: 0 }, 0)).toBe(true);
  });
  it('lets the hard budget cap decide at the end of the day', () => {
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: budget - 1 }, 1)).toBe(true);
  });
  it('does not pace ACCELERATED campaigns or campaigns without a daily budget', () => {
    expect(pacingAllows({ delivery: 'ACCELERATED', dailyBudget: budget, spentToday: 1_900 }, 0.01)).toBe(true);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: null, spentToday: 1_900 }, 0.01)).toBe(true);
  });
});

describe('Warsaw day clock (DST)', () => {
  it('a 23-hour and a 25-hour day map their local hours onto the whole curve', () => {
    const spring = warsawDayClock(warsawDayStart('2026-03-29').getTime() + 5 * HOUR);
    expect(spring.day).toBe('2026-03-29');
    expect(spring.endMs - spring.startMs).toBe(23 * HOUR);
    const autumn = warsawDayClock(warsawDayStart('2026-10-25').getTime() + 5 * HOUR);
    expect(autumn.endMs - autumn.startMs).toBe(25 * HOUR);
    expect(dayFraction(autumn, autumn.endMs - 1)).toBeLessThan(1);
    expect(dayFraction(autumn, autumn.startMs + 12.5 * HOUR)).toBeCloseTo(0.5, 12);
  });
  it('PacingClock follows the day over midnight', () => {
    const clock = new PacingClock();
    const start = warsawDayStart('2026-11-23').getTime();
    expect(clock.share(start)).toBe(0);
    expect(clock.share(start + 24 * HOUR - 1)).toBeCloseTo(1, 6);
    expect(clock.share(start + 24 * HOUR)).toBe(0);
    expect(clock.share(start + 36 * HOUR)).toBeCloseTo(curveShareUntil(cumulativeCurve(DEFAULT_TRAFFIC_CURVE), 0.5), 12);
  });
});

describe('PacingClock.resumesAt', () => {
  const clock = new PacingClock();
  const start = warsawDayStart('2026-11-23').getTime();
  const budget = 10_000;

  it('is now when the pace already covers the spend', () => {
    expect(clock.resumesAt(start + 12 * HOUR, budget, 100)).toBe(start + 12 * HOUR);
  });
  it('is the first instant whose pace covers the spend, and pacing allows bidding from then on', () => {
    const now = start + 9 * HOUR;
    const spent = 6000; // far ahead of a 09:00 pace
    const at = clock.resumesAt(now, budget, spent);
    expect(at).toBeGreaterThan(now);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: spent }, clock.share(at + 1000))).toBe(true);
    expect(pacingAllows({ delivery: 'STANDARD', dailyBudget: budget, spentToday: spent }, clock.share(at - 60_000))).toBe(false);
  });
  it('is at most the end of the day, even with the whole budget spent', () => {
    expect(clock.resumesAt(start + HOUR, budget, budget)).toBeLessThanOrEqual(start + 24 * HOUR);
  });
  it('curveFractionAt inverts curveShareUntil', () => {
    const cumulative = cumulativeCurve(DEFAULT_TRAFFIC_CURVE);
    for (const f of [0.01, 0.2, 0.5, 0.77, 0.99]) expect(curveFractionAt(cumulative, curveShareUntil(cumulative, f))).toBeCloseTo(f, 9);
  });
});

describe('learnTrafficCurve', () => {
  const start = warsawDayStart('2026-11-02').getTime();
  const hours = (perHour: (h: number) => number, days = 14) =>
    Array.from({ length: days * 24 }, (_, i) => ({ hour: new Date(start + i * HOUR), impressions: perHour(i % 24) }));

  it('returns the default without data', () => {
    expect(learnTrafficCurve([])).toBe(DEFAULT_TRAFFIC_CURVE);
  });
  it('follows plentiful traffic, placed on Warsaw local hours', () => {
    const curve = learnTrafficCurve(hours((h) => (h === 10 ? 1_000 : 100)));
    expect(sum(curve)).toBeCloseTo(1, 12);
    expect(curve[10]!).toBeCloseTo(1_000 / (1_000 + 23 * 100), 3);
    expect(warsawLocalHour(new Date(start + 10 * HOUR))).toBe(10);
  });
  it('blends thin data with the default', () => {
    const flat = learnTrafficCurve(hours(() => 1, 7));
    // 168 impressions of 20,000: the default dominates.
    expect(Math.abs(flat[20]! - DEFAULT_TRAFFIC_CURVE[20]!)).toBeLessThan(0.01);
    expect(flat[20]!).toBeLessThan(DEFAULT_TRAFFIC_CURVE[20]!);
  });
  it('keeps a floor for hours without traffic', () => {
    const curve = learnTrafficCurve(hours((h) => (h === 3 ? 0 : 500)));
    expect(curve[3]!).toBeGreaterThan(0);
  });
});
