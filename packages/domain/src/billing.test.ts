import { describe, expect, it } from 'vitest';
import {
  addMonths,
  billingProfileProblems,
  daysInMonth,
  invoiceDates,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  monthDays,
  monthToClose,
  projectMonthSpend,
  vatTreatment,
} from './billing';
import { warsawDayEnd, warsawDayStart } from './days';

describe('billing months (Europe/Warsaw calendar months)', () => {
  it('steps months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });
  it('knows first and last days, leap years included', () => {
    expect(monthDays('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(daysInMonth('2026-10')).toBe(31);
    expect(() => monthDays('2026-13')).toThrow(RangeError);
  });
  it('month boundaries are Warsaw midnights across DST (October has 31 days and 745 hours)', () => {
    const { first, last } = monthDays('2026-10');
    expect(warsawDayStart(first).toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(warsawDayEnd(last).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect((warsawDayEnd(last).getTime() - warsawDayStart(first).getTime()) / 3_600_000).toBe(745);
  });
  it('closes the previous month', () => {
    expect(monthToClose('2026-01-03')).toBe('2025-12');
  });
});

describe('invoice dates (docs/requirements.md §9: issued within 5 days of period end, payable within 15 days)', () => {
  it('issues on the configured day and is due 15 days later', () => {
    expect(invoiceDates('2026-01', 3)).toEqual({ saleDate: '2026-01-31', issueDate: '2026-02-03', dueDate: '2026-02-18' });
    expect(invoiceDates('2025-12', 5)).toEqual({ saleDate: '2025-12-31', issueDate: '2026-01-05', dueDate: '2026-01-20' });
  });
  it('refuses an issue day outside the 5 days', () => {
    expect(() => invoiceDates('2026-01', 0)).toThrow(RangeError);
    expect(() => invoiceDates('2026-01', 6)).toThrow(RangeError);
  });
});

describe('VAT 23 % rounded half-up to the grosz', () => {
  it('rounds .5 grosz up and keeps gross = net + VAT', () => {
    expect(invoiceTotals(50)).toEqual({ net: 50, vat: 12, gross: 62 }); // 11.5 → 12
    expect(invoiceTotals(10)).toEqual({ net: 10, vat: 2, gross: 12 }); // 2.3 → 2
    expect(invoiceTotals(123_456)).toEqual({ net: 123_456, vat: 28_395, gross: 151_851 }); // 28394.88
    expect(invoiceTotals(0)).toEqual({ net: 0, vat: 0, gross: 0 });
  });
  it('rounds a negative correction away from zero, symmetrically', () => {
    expect(invoiceTotals(-50)).toEqual({ net: -50, vat: -12, gross: -62 });
  });
  it('charges no Polish VAT under reverse charge for EU buyers', () => {
    expect(vatTreatment('5260001246')).toBe('PL23');
    expect(vatTreatment('PL5260001246')).toBe('PL23');
    expect(vatTreatment('DE123456789')).toBe('REVERSE_CHARGE');
    expect(invoiceTotals(1000, 'REVERSE_CHARGE')).toEqual({ net: 1000, vat: 0, gross: 1000 });
  });
});

describe('invoice numbers and status', () => {
  it('numbers each series per year', () => {
    expect(invoiceNumber('INVOICE', 2026, 42)).toBe('FV/2026/000042');
    expect(invoiceNumber('CORRECTION', 2026, 3)).toBe('KOR/2026/000003');
    expect(() => invoiceNumber('INVOICE', 2026, 0)).toThrow(RangeError);
  });
  it('moves from issued to due to overdue, and paid wins', () => {
    const inv = { dueDate: '2026-02-18', paidAt: null, gross: 100 };
    expect(invoiceStatus(inv, '2026-02-03')).toBe('ISSUED');
    expect(invoiceStatus(inv, '2026-02-15')).toBe('DUE');
    expect(invoiceStatus(inv, '2026-02-18')).toBe('DUE');
    expect(invoiceStatus(inv, '2026-02-19')).toBe('OVERDUE');
    expect(invoiceStatus({ ...inv, paidAt: new Date() }, '2026-03-01')).toBe('PAID');
    // A refund correction: the money is owed back until staff mark it refunded (paid).
    expect(invoiceStatus({ ...inv, gross: -10 }, '2026-03-01')).toBe('REFUND_DUE');
    expect(invoiceStatus({ ...inv, gross: -10, paidAt: new Date() }, '2026-03-01')).toBe('PAID');
    expect(invoiceStatus({ ...inv, gross: 0 }, '2026-03-01')).toBe('PAID');
  });
});

describe('month-to-date projection', () => {
  it('scales spend by days in month over days elapsed', () => {
    expect(projectMonthSpend(1000, '2026-11-10')).toBe(3000);
    expect(projectMonthSpend(1000, '2026-11-30')).toBe(1000);
    expect(projectMonthSpend(100, '2026-02-03')).toBe(933); // 933.33
  });
});

describe('billing profile', () => {
  const ok = {
    companyName: 'Moda Sp. z o.o.',
    street: 'ul. Złota 44',
    postalCode: '00-120',
    city: 'Warszawa',
    countryCode: 'PL',
    taxId: '526-000-12-46',
  };
  it('accepts a Polish company with a valid NIP', () => {
    expect(billingProfileProblems(ok)).toEqual({});
  });
  it('names each bad field', () => {
    expect(billingProfileProblems({ ...ok, taxId: '5260001247' })).toHaveProperty('TAX_ID');
    expect(billingProfileProblems({ ...ok, postalCode: '00120' })).toHaveProperty('POSTAL_CODE');
    expect(billingProfileProblems({ ...ok, companyName: ' ' })).toHaveProperty('COMPANY_NAME');
    expect(billingProfileProblems({ ...ok, countryCode: 'DE', postalCode: '10115', taxId: '5260001246' })).toHaveProperty('TAX_ID');
  });
  it('accepts a foreign EU buyer with its VAT id', () => {
    expect(billingProfileProblems({ ...ok, countryCode: 'DE', postalCode: '10115', city: 'Berlin', taxId: 'DE 123456789' })).toEqual({});
  });
});
