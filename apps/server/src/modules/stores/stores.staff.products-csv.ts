import { parse } from 'csv-parse/sync';
import { DomainError } from '@ads/domain';

/** Largest CSV body of an import, bytes (2 MB); a larger body answers 413 before parsing. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Most data rows of an import (100,000); more answers 400 ValidationException. */
export const MAX_IMPORT_ROWS = 100_000;
/** Longest product id taken as one; longer ones cannot be a catalogue id and are reported unknown. */
const MAX_ID_LENGTH = 100;
/** NUL and lone surrogates (PostgreSQL text refuses NUL; see http/schema.ts SafeText). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be caught
const UNSAFE = /[\u0000\uD800-\uDFFF]/gu;

/**
 * The product ids of an import CSV (RFC 4180, UTF-8, optional BOM): the first column of each row,
 * or the column headed `product_id` when the first row is a header naming it (any letter case).
 * Blank rows and cells are skipped, cells trimmed, duplicates kept once in first-seen order.
 * @returns `ids` to look up, and `invalid` cells that cannot be a product id (reported as unknown).
 * @throws DomainError ValidationException (400, field `csv`) for a CSV that does not parse or has
 *   more than {@link MAX_IMPORT_ROWS} rows.
 */
export function productIdsFromCsv(text: string): { ids: string[]; invalid: string[] } {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, to: MAX_IMPORT_ROWS + 2 });
  } catch (error) {
    throw new DomainError('ValidationException', `The CSV cannot be read: ${(error as Error).message}`, 'csv');
  }
  let column = 0;
  const header = rows[0]?.findIndex((cell) => cell.toLowerCase() === 'product_id') ?? -1;
  if (header >= 0) {
    column = header;
    rows = rows.slice(1);
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new DomainError('ValidationException', `The CSV has more than ${MAX_IMPORT_ROWS} rows.`, 'csv');
  }
  const seen = new Set<string>();
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const cell = row[column] ?? '';
    if (cell === '' || seen.has(cell)) continue;
    seen.add(cell);
    const safe = cell.replace(UNSAFE, '\uFFFD');
    if (cell.length > MAX_ID_LENGTH || safe !== cell) invalid.push(safe.slice(0, MAX_ID_LENGTH));
    else ids.push(cell);
  }
  return { ids, invalid };
}
