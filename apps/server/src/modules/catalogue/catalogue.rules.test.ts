import { describe, expect, it } from 'vitest';
import { convertMinorUnits } from '@ads/domain';
import { fnv1a32, slug, syntheticStock } from './catalogue.rules';
import { checkProductRow, sizeFromRow } from './catalogue.source';
import { categoryRows, pickBrandLabels } from './catalogue.dimensions';

const RATE = '0.0465';
const row = (over: Record<string, string> = {}): Record<string, string> => ({
  id: '1163',
  productDisplayName: 'Nike Sahara Team India Fanwear Round Neck Jersey',
  brandName: 'Nike',
  gender: 'Men',
  masterCategory: 'Apparel',
  subCategory: 'Topwear',
  articleType: 'Tshirts',
  baseColour: 'Blue',
  season: 'Summer',
  year: '2011',
  usage: 'Sports',
  price: '895',
  discountedPrice: '895',
  imageURL: 'http://assets.myntassets.com/x.jpg',
  landingPageUrl: 'Tshirts/Nike/x/1163/buy',
  ...over,
});

describe('codes', () => {
  it('slugs brand and category names', () => {
    expect(slug('Nike')).toBe('nike');
    expect(slug('United Colors of Benetton')).toBe('united-colors-of-benetton');
    expect(slug('U.S. Polo Assn.')).toBe('u-s-polo-assn');
    expect(slug('Q&Q')).toBe('q-q');
    expect(slug('Crème  Brûlée')).toBe('creme-brulee');
    expect(slug('  ')).toBe('');
  });
});

describe('synthetic stock (data/README.md "Stock")', () => {
  it('is deterministic, 0..20, 0 when inactive, ≥ 1 when the source says available', () => {
    expect(syntheticStock('8478', true, false)).toBe(syntheticStock('8478', true, false));
    expect(syntheticStock('8478', false, true)).toBe(0);
    const ids = Array.from({ length: 20000 }, (_, i) => String(100000 + i));
    const units = ids.map((id) => syntheticStock(id, true, false));
    expect(Math.min(...units)).toBe(0);
    expect(Math.max(...units)).toBe(20);
    const zeroShare = units.filter((u) => u === 0).length / units.length;
    expect(zeroShare).toBeGreaterThan(0.13);
    expect(zeroShare).toBeLessThan(0.17);
    for (const id of ids) expect(syntheticStock(id, true, true)).toBeGreaterThanOrEqual(1);
  });

  it('follows the documented formula', () => {
    const h = fnv1a32('stock:8478');
    const expected = h % 100 < 15 ? 0 : 1 + (Math.floor(h / 100) % 20);
    expect(syntheticStock('8478', true, false)).toBe(expected);
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c); // FNV-1a test vector
  });
});

describe('checkProductRow', () => {
  it('maps a row: rupees → grosze half-up, season upper-cased, NA → null', () => {
    // 895 INR = 89,500 paise × 0.0465 = 4,161.75 grosze → 4,162 (41.62 PLN)
    expect(convertMinorUnits(89500, RATE)).toBe(4162);
    const checked = checkProductRow(row({ price: '1000', baseColour: 'NA', usage: '' }), RATE);
    expect(checked).toEqual({
      ok: true,
      product: expect.objectContaining({
        id: '1163',
        brandCode: 'nike',
        brandLabel: 'Nike',
        seasonCode: 'SUMMER',
        year: 2011,
        categoryCode: 'apparel/topwear/tshirts',
        categoryLabels: ['Apparel', 'Topwear', 'Tshirts'],
        colour: null,
        usage: null,
        price: 4162,
        listPrice: 4650,
      }),
    });
    expect(checkProductRow(row({ season: '', year: '' }), RATE)).toMatchObject({ ok: true, product: { seasonCode: null, year: null } });
  });

  it.each([
    [{ id: ' ' }, 'no id'],
    [{ productDisplayName: 'NA' }, 'no name'],
    [{ brandName: '' }, 'no brand'],
    [{ brandName: '!!' }, 'no brand'],
    [{ subCategory: '' }, 'no category'],
    [{ discountedPrice: '0' }, 'zero price'],
    [{ price: '0', discountedPrice: '0' }, 'zero price'],
    [{ discountedPrice: '-5' }, 'negative price'],
    [{ price: '973.7', discountedPrice: '486' }, 'non-integer price'],
    [{ discountedPrice: 'abc' }, 'invalid price'],
  ])('rejects %o as %s', (over, reason) => {
    expect(checkProductRow(row(over), RATE)).toEqual({ ok: false, reason });
  });

  it('maps size rows; an unlabeled size becomes "One size"', () => {
    expect(sizeFromRow({ styleId: '1163', skuId: '8478', value: 'XS', unifiedSize: 'XS', active: 'True', available: 'False' })).toEqual({
      skuId: '8478',
      productId: '1163',
      size: 'XS',
      active: true,
      available: false,
    });
    expect(sizeFromRow({ styleId: '4506', skuId: '18390', value: '', unifiedSize: '', active: 'True', available: 'False' })?.size).toBe(
      'One size',
    );
    expect(sizeFromRow({ styleId: '', skuId: '1', value: 'M', active: 'True', available: 'False' })).toBeNull();
  });
});

describe('brands and categories', () => {
  const product = (over: Record<string, string>) => {
    const c = checkProductRow(row(over), RATE);
    if (!c.ok) throw new Error(c.reason);
    return c.product;
  };

  it('labels a brand by its most frequent spelling', () => {
    const rows = pickBrandLabels([product({ brandName: 'Adidas' }), product({ brandName: 'ADIDAS' }), product({ brandName: 'ADIDAS' })]);
    expect(rows).toEqual([{ code: 'adidas', label: 'ADIDAS' }]);
  });

  it('builds all three levels with paths and parents, parents first', () => {
    expect(categoryRows([product({}), product({ articleType: 'Shirts' })])).toEqual([
      { code: 'apparel', path: 'Apparel', label: 'Apparel', level: 1, parent_code: null },
      { code: 'apparel/topwear', path: 'Apparel > Topwear', label: 'Topwear', level: 2, parent_code: 'apparel' },
      { code: 'apparel/topwear/shirts', path: 'Apparel > Topwear > Shirts', label: 'Shirts', level: 3, parent_code: 'apparel/topwear' },
      { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parent_code: 'apparel/topwear' },
    ]);
  });
});
