import { describe, expect, it } from 'vitest';
import { BULKSHEET_COLUMNS, MAX_BULKSHEET_ROWS, readBulksheet } from './campaign-bulksheet.format';

// Reading an uploaded bulksheet costs its own size: a header of many blank cells is not read again for every row
// (each row reads only the header's bulksheet columns). The timeout guards the complexity, not a speed target: read
// per row, this sheet took about 30 s on a 2-core machine; read by columns, about 1 s.
describe('readBulksheet on a CSV with a wide header', () => {
  it('reads each row by the bulksheet columns only, however many blank cells the header has', async () => {
    const header = `${BULKSHEET_COLUMNS.join(',')}${','.repeat(400_000)}`;
    const row = (i: number) =>
      BULKSHEET_COLUMNS.map((c) => (c === 'Row type' ? 'Campaign' : c === 'Campaign name' ? `n${i}` : '')).join(',');
    const csv = [header, ...Array.from({ length: MAX_BULKSHEET_ROWS }, (_, i) => row(i))].join('\n');
    const { format, rows } = await readBulksheet(Buffer.from(csv, 'utf8'));
    expect(format).toBe('csv');
    expect(rows).toHaveLength(MAX_BULKSHEET_ROWS);
    expect(rows[0]).toEqual({ row: 2, cells: { 'Row type': 'Campaign', 'Campaign name': 'n0' } });
    expect(rows.at(-1)!.cells['Campaign name']).toBe(`n${MAX_BULKSHEET_ROWS - 1}`);
  }, 10_000);
});
