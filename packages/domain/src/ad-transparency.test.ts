import { describe, expect, it } from 'vitest';
import { checkAdName, shownAdNames, sponsoredProductTransparency, staticBannerTransparency } from './ad-transparency';

describe('ad transparency (DSA art. 26(1))', () => {
  it('defaults to the account for "on whose behalf" and to the billing company, else the account, for "who paid"', () => {
    const base = { accountName: 'Nike PL', advertiserName: null, payerName: null, billingCompanyName: null };
    expect(shownAdNames(base)).toEqual({ onBehalfOf: 'Nike PL', paidBy: 'Nike PL' });
    expect(shownAdNames({ ...base, billingCompanyName: 'Nike Poland sp. z o.o.' })).toEqual({ onBehalfOf: 'Nike PL', paidBy: 'Nike Poland sp. z o.o.' });
    expect(shownAdNames({ ...base, advertiserName: 'Nike', payerName: 'Agency X', billingCompanyName: 'Nike Poland' })).toEqual({
      onBehalfOf: 'Nike',
      paidBy: 'Agency X',
    });
  });

  it('names the targeting among the main parameters', () => {
    const names = { onBehalfOf: 'A', paidBy: 'B' };
    expect(sponsoredProductTransparency(names, 'CATEGORY')).toMatchObject({ sponsored: true, onBehalfOf: 'A', paidBy: 'B' });
    expect(sponsoredProductTransparency(names, 'CATEGORY').mainParameters).toContain('targeting: the product category on this page');
    expect(sponsoredProductTransparency(names, 'PRODUCT').mainParameters).toContain("ranked by the advertiser's max CPC × predicted click-through rate");
    expect(staticBannerTransparency('Shop').onBehalfOf).toBe('Shop');
  });

  it('checks a name: trimmed, empty = default, at most 200 characters', () => {
    expect(checkAdName('  Agency X ')).toBe('Agency X');
    expect(checkAdName('   ')).toBeNull();
    expect(checkAdName(null)).toBeNull();
    expect(checkAdName('x'.repeat(201))).toBe('TOO_LONG');
  });
});
