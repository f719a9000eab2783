import { describe, expect, it } from 'vitest';
import { productIdsFromCsv } from './stores.staff.products-csv';

describe('productIdsFromCsv', () => {
  it('takes the first column of each row, trimmed, without blanks or duplicates', () => {
    expect(productIdsFromCsv('\uFEFF1163\n 1164 ,extra\n\n1163\n"1165"\r\n')).toEqual({ ids: ['1163', '1164', '1165'], invalid: [] });
  });

  it('takes the product_id column when the first row is a header naming it (any case)', () => {
    expect(productIdsFromCsv('name,Product_ID\nShoe,1163\nBoot,\n')).toEqual({ ids: ['1163'], invalid: [] });
  });

  it('reports cells that cannot be an id (too long, NUL) as invalid', () => {
    const long = 'x'.repeat(101);
    expect(productIdsFromCsv(`${long}\na\u0000b\n`).invalid).toEqual(['x'.repeat(100), 'a\uFFFDb']);
  });

  it('refuses an unreadable CSV and more than 100,000 rows with ValidationException field csv', () => {
    expect(() => productIdsFromCsv('"open\n')).toThrow(expect.objectContaining({ type: 'ValidationException', field: 'csv' }));
    const rows = Array.from({ length: 100_001 }, (_, i) => String(i)).join('\n');
    expect(() => productIdsFromCsv(rows)).toThrow(expect.objectContaining({ field: 'csv' }));
    expect(productIdsFromCsv(`product_id\n${Array.from({ length: 100_000 }, (_, i) => String(i)).join('\n')}`).ids).toHaveLength(100_000);
  });
});
