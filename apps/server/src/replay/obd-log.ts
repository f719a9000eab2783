import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { ObdFile } from './mapping';

/** data/obd/ of the repository (the Open Bandit sample logs, unchanged). */
export const OBD_DIR = fileURLToPath(new URL('../../../../data/obd/', import.meta.url));

/** One logged impression of a recommended item (Open Bandit Dataset, data/obd/README.md). */
export interface ObdRow {
  /** 0-based row number in the file (the log's unnamed index column). */
  index: number;
  /** The logged instant (UTC; the shop's local time is JST, UTC+9). */
  at: Date;
  itemId: number;
  /** Slot 1 (left) … 3 (right). */
  position: number;
  clicked: boolean;
}

/** Path of a log file in `dir`. */
export function obdPath(file: ObdFile, dir = OBD_DIR): string {
  return join(dir, `obd_${file}.csv.gz`);
}

/**
 * Streams the first `limit` rows (all when undefined) of a gzip CSV log, without loading the file.
 * Only index, timestamp, item_id, position and click are kept (`npm run replay` sends events at now;
 * `npm run replay:pacing` places rows on a virtual day by their time).
 * @throws Error for a row whose timestamp, item_id, position or click is malformed.
 */
export async function* readObdLog(path: string, limit?: number): AsyncGenerator<ObdRow> {
  if (limit !== undefined && limit <= 0) return;
  const parser = createReadStream(path)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, bom: true }));
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      const itemId = Number(record['item_id']);
      const position = Number(record['position']);
      const click = record['click'];
      const at = new Date(String(record['timestamp']).replace(' ', 'T'));
      if (!Number.isInteger(itemId) || !Number.isInteger(position) || (click !== '0' && click !== '1') || Number.isNaN(at.getTime())) {
        throw new Error(`${path}: malformed row ${n + 1}`);
      }
      yield { index: Number(record[''] ?? n), at, itemId, position, clicked: click === '1' };
      n += 1;
      if (limit !== undefined && n >= limit) break;
    }
  } finally {
    parser.destroy();
  }
}
