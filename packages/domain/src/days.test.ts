import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDay, BUSINESS_TIME_ZONE, daysBetween, isDay, warsawDay, warsawDayCache, warsawDayEnd, warsawDayStart } from './days';

const HOUR = 3_600_000;

describe('warsawDay', () => {
  it('uses Europe/Warsaw', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Europe/Warsaw');
  });

  it.each([
    // winter (CET, UTC+1)
    ['2026-01-15T12:00:00Z', '2026-01-15'],
    ['2026-01-15T22:59:59.999Z', '2026-01-15'],
    ['2026-01-15T23:00:00Z', '2026-01-16'],
    ['2025-12-31T23:00:00Z', '2026-01-01'],
    ['2025-12-31T22:59:59Z', '2025-12-31'],
    ['2026-11-21T23:30:00Z', '2026-11-22'],
    // summer (CEST, UTC+2)
    ['2026-06-30T21:59:59Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    // spring forward: 2026-03-29 02:00 CET → 03:00 CEST (01:00Z)
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T01:30:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // fall back: 2026-10-25 03:00 CEST → 02:00 CET (01:00Z)
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s is Warsaw day %s', (iso, day) => {
    expect(warsawDay(new Date(iso))).toBe(day);
    expect(warsawDay(Date.parse(iso))).toBe(day);
  });

  /** The day straight from the time-zone conversion, as warsawDay computed it before it remembered hours. */
  const converted = (ms: number) => {
    const d = new TZDate(ms, BUSINESS_TIME_ZONE);
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };

  it('remembers a UTC hour’s day without changing any answer: every instant 1900–2100, and each millisecond edge of a day', () => {
    const instants = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => {
        expect(warsawDay(ms)).toBe(converted(ms));
      }),
      { numRuns: 5_000 },
    );
    // Both sides of every Warsaw midnight of 2025–2027 (DST days included), asked in an order that fills the memory first.
    for (let day = '2025-01-01'; day < '2028-01-01'; day = addDaysToDay(day, 1)) {
      const start = warsawDayStart(day).getTime();
      for (const ms of [start + HOUR - 1, start, start - 1, start - HOUR]) expect(warsawDay(ms)).toBe(converted(ms));
    }
    // Before 1922-06-01 Warsaw's offset was not whole hours (+01:24 until 1915): never remembered.
    const lmt = Date.UTC(1910, 5, 1, 22, 40);
    expect(warsawDay(lmt - 20 * 60_000)).toBe(converted(lmt - 20 * 60_000));
    expect(warsawDay(lmt + 20 * 60_000)).toBe(converted(lmt + 20 * 60_000));
    expect(warsawDay(Number.NaN)).toBe(converted(Number.NaN)); // an invalid date: worked out, as before
  });
});

describe('warsawDayStart / warsawDayEnd', () => {
  it.each([
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['2026-01-01', '2025-12-31T23:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
    ['2024-02-29', '2024-02-28T23:00:00.000Z'],
  ])('%s begins at %s', (day, iso) => {
    expect(warsawDayStart(day).toISOString()).toBe(iso);
  });

  it('has 23 hours on the spring-forward day, 25 on the fall-back day, 24 otherwise', () => {
    const length = (d: string) => warsawDayEnd(d).getTime() - warsawDayStart(d).getTime();
    expect(length('2026-03-29')).toBe(23 * HOUR);
    expect(length('2026-10-25')).toBe(25 * HOUR);
    expect(length('2026-07-01')).toBe(24 * HOUR);
    expect(length('2026-01-01')).toBe(24 * HOUR);
    expect(warsawDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('start and end bracket exactly the instants of that Warsaw day', () => {
    for (const day of daysBetween('2026-03-27', '2026-03-31').concat(daysBetween('2026-10-23', '2026-10-27'))) {
      const start = warsawDayStart(day).getTime();
      const end = warsawDayEnd(day).getTime();
      expect(warsawDay(start)).toBe(day);
      expect(warsawDay(end - 1)).toBe(day);
      expect(warsawDay(start - 1)).toBe(addDaysToDay(day, -1));
      expect(warsawDay(end)).toBe(addDaysToDay(day, 1));
    }
  });

  it.each(['2026-02-30', '2026-13-01', 'bad', '2026-7-1', ''])('rejects %j with RangeError', (day) => {
    expect(() => warsawDayStart(day)).toThrow(RangeError);
  });
});

describe('addDaysToDay', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-05-05', 0, '2026-05-05'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %i days = %s', (day, n, expected) => {
    expect(addDaysToDay(day, n)).toBe(expected);
  });

  it('rejects a malformed day', () => {
    expect(() => addDaysToDay('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('lists every day, both ends included', () => {
    expect(daysBetween('2026-03-27', '2026-03-31')).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(daysBetween('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('gives one day when from equals to and none when to is before from', () => {
    expect(daysBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(daysBetween('2026-05-05', '2026-05-04')).toEqual([]);
  });

  it('counts a whole year', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toHaveLength(365);
    expect(daysBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
  });
});

describe('isDay', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2026-02-28', '2026-04-30'])('accepts %s', (v) => {
    expect(isDay(v)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '2026/01/01',
    '2026-01-01T00:00',
    ' 2026-01-01',
    '',
    'tomorrow',
  ])('rejects %j (returns false, does not throw)', (v) => {
    expect(isDay(v)).toBe(false);
  });
});

describe('warsawDayCache', () => {
  it('answers like warsawDay around midnight and across both DST changes', () => {
    const today = warsawDayCache();
    const instants = [
      '2026-03-28T22:59:59.999Z',
      '2026-03-28T23:00:00Z',
      '2026-03-29T21:59:59Z',
      '2026-03-29T22:00:00Z',
      '2026-10-24T21:59:59Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:59:59Z',
      '2026-10-25T23:00:00Z',
      '2026-03-28T12:00:00Z',
    ];
    for (const iso of instants) expect(today(Date.parse(iso))).toBe(warsawDay(new Date(iso)));
  });
});
