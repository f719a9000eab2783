import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import yauzl from 'yauzl';
import { DomainError } from '@ads/domain';

/**
 * The bulksheet's columns, in file order (docs/bulksheets.md "Columns"). The header row must name each
 * of them exactly once (any order, any letter case); other columns are refused.
 */
export const BULKSHEET_COLUMNS = [
  'Row type',
  'Campaign ID',
  'Version',
  'Campaign name',
  'Status',
  'Daily budget (PLN)',
  'Total budget (PLN)',
  'Max CPC (PLN)',
  'Start date',
  'End date',
  'Delivery',
  'SKU',
  'Keyword',
  'Match type',
  'Bid (PLN)',
] as const;
export type BulksheetColumn = (typeof BULKSHEET_COLUMNS)[number];

/** The four row types (docs/bulksheets.md "Rows"). */
export const ROW_TYPES = ['Campaign', 'SKU', 'Keyword', 'Negative keyword'] as const;
export type RowType = (typeof ROW_TYPES)[number];

/** A cell as read: text (trimmed), a number (XLSX), a Date (an XLSX date cell) or empty. */
export type Cell = string | number | Date | null;
/** One data row: its 1-based row number in the file (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<BulksheetColumn, Cell>>;
}

/** Largest upload, bytes (5 MB): 10,000 rows of CSV are about 1 MB. A larger body answers 413. */
export const MAX_BULKSHEET_BYTES = 5 * 1024 * 1024;
/** Most data rows of one file (docs/bulksheets.md "Limits"); more answers 400. */
export const MAX_BULKSHEET_ROWS = 10_000;
/** Most bytes an XLSX may unpack to (zip bombs are refused before ExcelJS reads them). */
const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type BulksheetFormat = 'csv' | 'xlsx';

const fileError = (detail: string) => new DomainError('ValidationException', detail, 'FILE');

/** A downloaded row: values as written (money as decimal PLN text for CSV, numbers for XLSX). */
export type OutRow = Partial<Record<BulksheetColumn, string | number | null>>;

/** The CSV file (RFC 4180, UTF-8 with BOM so spreadsheet programs read Polish letters). */
export function writeCsv(rows: OutRow[]): Buffer {
  const text = stringify(
    rows.map((r) => BULKSHEET_COLUMNS.map((c) => r[c] ?? '')),
    { header: true, columns: [...BULKSHEET_COLUMNS] },
  );
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

const MONEY_COLUMNS: ReadonlySet<BulksheetColumn> = new Set(['Daily budget (PLN)', 'Total budget (PLN)', 'Max CPC (PLN)', 'Bid (PLN)']);

/**
 * The XLSX file: one sheet "Campaigns", header frozen, money as numbers formatted 0.00, dates as text. Written
 * with ExcelJS's streaming writer (rows committed as they go), several times faster than the in-memory one.
 */
export async function writeXlsx(rows: OutRow[]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet('Campaigns', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = BULKSHEET_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: c === 'Campaign ID' ? 38 : c === 'Campaign name' || c === 'Keyword' ? 30 : 16,
    style: MONEY_COLUMNS.has(c) ? { numFmt: '0.00' } : c.endsWith('date') ? { numFmt: '@' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const r of rows) ws.addRow(BULKSHEET_COLUMNS.map((c) => r[c] ?? null)).commit();
  ws.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/**
 * Reads an uploaded bulksheet into rows. The format is told by the content: an XLSX is a ZIP (RFC: ECMA-376
 * Part 2), anything else must be UTF-8 CSV text. Blank rows are skipped.
 * @throws DomainError ValidationException field FILE: not a spreadsheet (a ZIP that is no XLSX, binary
 *   text, unreadable CSV), wrong header row (missing, unknown or repeated columns), more than
 *   {@link MAX_BULKSHEET_ROWS} data rows.
 */
export async function readBulksheet(body: Buffer): Promise<{ format: BulksheetFormat; rows: SheetRow[] }> {
  if (body.length === 0) throw fileError('The file is empty.');
  const isZip = body.subarray(0, 4).equals(XLSX_MAGIC);
  const grid = isZip ? await readXlsxGrid(body) : readCsvGrid(body);
  const [header, ...data] = grid;
  if (!header) throw fileError('The file has no header row.');
  // Only the header's bulksheet columns are read from each row: a header of many blank cells costs nothing per row.
  const columns = headerColumns(header.cells).flatMap((col, i) => (col ? [[col, i] as const] : []));
  const rows: SheetRow[] = [];
  for (const line of data) {
    if (line.cells.every((c) => c === null || c === '')) continue;
    const cells: SheetRow['cells'] = {};
    for (const [col, i] of columns) {
      const v = line.cells[i] ?? null;
      if (v !== null && v !== '') cells[col] = v;
    }
    rows.push({ row: line.row, cells });
    if (rows.length > MAX_BULKSHEET_ROWS) throw fileError(`The file has more than ${MAX_BULKSHEET_ROWS} rows; split it by campaign.`);
  }
  return { format: isZip ? 'xlsx' : 'csv', rows };
}

/** Maps header cells to columns; each column exactly once. */
function headerColumns(cells: Cell[]): (BulksheetColumn | null)[] {
  const byName = new Map(BULKSHEET_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const seen = new Set<BulksheetColumn>();
  const unknown: string[] = [];
  const columns = cells.map((cell) => {
    const text = cell === null ? '' : String(cell).trim();
    if (text === '') return null;
    const col = byName.get(text.toLowerCase());
    if (!col || seen.has(col)) {
      unknown.push(text.slice(0, 50));
      return null;
    }
    seen.add(col);
    return col;
  });
  const missing = BULKSHEET_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length || unknown.length) {
    const parts = [
      missing.length ? `missing ${missing.map((c) => `"${c}"`).join(', ')}` : '',
      unknown.length
        ? `unknown or repeated ${unknown
            .slice(0, 5)
            .map((c) => `"${c}"`)
            .join(', ')}`
        : '',
    ].filter(Boolean);
    throw fileError(`The header row is not a bulksheet's: ${parts.join('; ')}. Download a bulksheet for the expected columns.`);
  }
  return columns;
}

interface GridLine {
  row: number;
  cells: Cell[];
}

function readCsvGrid(body: Buffer): GridLine[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  // NUL or replacement characters mean a binary file (or one not in UTF-8): not a CSV bulksheet.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw fileError('The file is neither an XLSX workbook nor a UTF-8 CSV.');
  let records: string[][];
  try {
    records = parse(text, { bom: true, trim: true, relax_column_count: true, to: MAX_BULKSHEET_ROWS + 2, max_record_size: 100_000 });
  } catch (error) {
    throw fileError(`The CSV cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  // The row number is the record's (as a spreadsheet program numbers them), header = 1.
  return records.map((r, i) => ({ row: i + 1, cells: r.map((c) => (c === '' ? null : c)) }));
}

/** Sums the unpacked sizes the ZIP's central directory declares (yauzl checks them while reading). */
function unpackedSize(body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      let total = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        if (entries > 1000 || total > MAX_XLSX_UNPACKED_BYTES) {
          zip.close();
          return resolve(Number.POSITIVE_INFINITY);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function readXlsxGrid(body: Buffer): Promise<GridLine[]> {
  const size = await unpackedSize(body).catch(() => -1);
  if (size < 0) throw fileError('The file is not a readable XLSX workbook.');
  if (size > MAX_XLSX_UNPACKED_BYTES) throw fileError('The workbook unpacks to more than 100 MB; it is not a bulksheet.');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch (error) {
    throw fileError(`The file is not a readable XLSX workbook: ${(error as Error).message.slice(0, 200)}`);
  }
  const ws = book.worksheets[0];
  if (!ws) throw fileError('The workbook has no sheet.');
  if (ws.rowCount > MAX_BULKSHEET_ROWS + 1000) throw fileError(`The file has more than ${MAX_BULKSHEET_ROWS} rows; split it by campaign.`);
  const lines: GridLine[] = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    for (let i = 1; i <= Math.min(row.cellCount, 50); i++) cells.push(cellValue(row.getCell(i).value));
    lines.push({ row: rowNumber, cells });
  });
  return lines;
}

/** An ExcelJS cell value as a plain cell: rich text joined, a formula's result, a hyperlink's text. */
function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return cellValue(v.richText.map((p) => p.text).join(''));
    if ('result' in v) return cellValue((v.result ?? null) as ExcelJS.CellValue);
    if ('text' in v && typeof v.text === 'string') return cellValue(v.text);
  }
  return null;
}
