import { describe, expect, it } from 'vitest';
import { isValidNip, normalizeTaxId, taxIdKey } from './tax-id';

describe('tax ids', () => {
  it('checks the NIP mod-11 checksum', () => {
    expect(isValidNip('5260001246')).toBe(true);
    expect(isValidNip('5260001247')).toBe(false);
    expect(isValidNip('123456789')).toBe(false);
  });

  it('normalises NIPs and EU VAT ids and refuses the rest', () => {
    expect(normalizeTaxId('526-000-12-46')).toBe('5260001246');
    expect(normalizeTaxId('pl 526 000 12 46')).toBe('PL5260001246');
    expect(normalizeTaxId('DE123456789')).toBe('DE123456789');
    expect(normalizeTaxId('PL5260001247')).toBeNull();
    expect(normalizeTaxId('1234567890')).toBeNull();
    expect(normalizeTaxId('US123456789')).toBeNull();
    expect(normalizeTaxId('DEABC')).toBeNull();
    expect(normalizeTaxId('')).toBeNull();
  });

  it('matches a PL VAT id and its bare NIP by one key', () => {
    expect(taxIdKey('PL5260001246')).toBe(taxIdKey('5260001246'));
    expect(taxIdKey('DE123456789')).toBe('DE123456789');
  });
});
