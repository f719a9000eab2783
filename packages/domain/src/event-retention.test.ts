import { describe, expect, it } from 'vitest';
import { firstArchivableMonth, isPastRetention } from './event-retention';

describe('raw event retention (docs/statistics-scale.md "Raw events: partitions and retention")', () => {
  it('keeps impressions and purchases 13 full months before the current one', () => {
    expect(firstArchivableMonth('impressions', '2025-09')).toBe('2026-11');
    expect(isPastRetention('impressions', '2025-09', '2026-11')).toBe(true);
    expect(isPastRetention('purchases', '2025-10', '2026-11')).toBe(false);
  });

  it('keeps clicks 5 years after the end of the year the VAT of their last invoice fell due (Ordynacja podatkowa art. 70 §1, 86 §1)', () => {
    // Auctions of Sep 2026: clicks into October, invoiced in November, VAT due 25 Dec 2026 → kept through 2031.
    expect(firstArchivableMonth('clicks', '2026-09')).toBe('2032-01');
    // October's last invoice (December) has its VAT due in January 2027 → kept through 2032.
    expect(firstArchivableMonth('clicks', '2026-10')).toBe('2033-01');
    expect(isPastRetention('clicks', '2026-09', '2031-12')).toBe(false);
    expect(isPastRetention('clicks', '2026-09', '2032-01')).toBe(true);
  });

  it('restarts the clicks clock at a later correction invoice', () => {
    expect(firstArchivableMonth('clicks', '2026-01', '2028-03')).toBe('2034-01');
    expect(firstArchivableMonth('clicks', '2026-01', '2026-02')).toBe('2032-01');
  });
});
