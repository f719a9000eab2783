import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyInput,
  formatNumber,
  formatPercent,
  formatRoas,
  parseMoneyInput,
} from './format';

/** Intl uses no-break spaces in pl-PL; compare with plain spaces for readability. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats grosze as PLN with a comma and two decimals', () => {
    expect(plain(formatMoney(2000))).toBe('20,00 zł');
    expect(plain(formatMoney(1))).toBe('0,01 zł');
    expect(plain(formatMoney(0))).toBe('0,00 zł');
  });

  it('groups thousands the Polish way', () => {
    expect(plain(formatMoney(1234567))).toBe('12 345,67 zł');
    expect(plain(formatMoney(123456789))).toBe('1 234 567,89 zł');
  });

  it('formats negative amounts and missing values', () => {
    expect(plain(formatMoney(-150))).toBe('-1,50 zł');
    expect(formatMoney(null)).toBe(EMPTY_VALUE);
    expect(formatMoney(undefined)).toBe(EMPTY_VALUE);
  });
});

describe('numbers, percentages, ROAS', () => {
  it('formats counts', () => {
    expect(plain(formatNumber(1234567))).toBe('1 234 567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe(EMPTY_VALUE);
  });

  it('formats CTR ratios as percentages', () => {
    expect(plain(formatPercent(0.0123))).toBe('1,23%');
    expect(plain(formatPercent(1))).toBe('100,00%');
    expect(plain(formatPercent(0))).toBe('0,00%');
  });

  it('formats ROAS as a multiplier', () => {
    expect(formatRoas(3.5)).toBe('3,50');
    expect(formatRoas(0)).toBe('0,00');
    expect(formatRoas(null)).toBe(EMPTY_VALUE);
  });
});

describe('dates', () => {
  it('rewrites Warsaw days as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09.03.2026');
    expect(formatDate('garbage')).toBe(EMPTY_VALUE);
  });

  it('shows an instant as its Warsaw day', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw (UTC+1 in winter).
    expect(formatDate(new Date('2025-12-31T23:30:00Z'))).toBe('01.01.2026');
  });

  it('formats date-times as HH:MM DD.MM.YYYY in Europe/Warsaw, across DST', () => {
    expect(formatDateTime('2026-01-15T08:05:00Z')).toBe('09:05 15.01.2026');
    expect(formatDateTime('2026-07-15T08:05:00Z')).toBe('10:05 15.07.2026');
    expect(formatDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('01:59 29.03.2026');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00 29.03.2026');
    expect(formatDateTime('not a date')).toBe(EMPTY_VALUE);
  });
});

describe('PLN input', () => {
  it('parses typed amounts to grosze, half-up', () => {
    expect(parseMoneyInput('20')).toBe(2000);
    expect(parseMoneyInput('20,5')).toBe(2050);
    expect(parseMoneyInput('20.50')).toBe(2050);
    expect(parseMoneyInput('1,005')).toBe(101);
    expect(parseMoneyInput('1 234,56 zł')).toBe(123456);
    expect(parseMoneyInput(' 7 PLN ')).toBe(700);
  });

  it('returns null for empty or malformed text', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('   ')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
    expect(parseMoneyInput('1,2,3')).toBeNull();
    expect(parseMoneyInput('12e3')).toBeNull();
  });

  it('renders grosze back as input text', () => {
    expect(formatMoneyInput(2000)).toBe('20,00');
    expect(formatMoneyInput(123456)).toBe('1234,56');
    expect(formatMoneyInput(null)).toBe('');
  });
});
