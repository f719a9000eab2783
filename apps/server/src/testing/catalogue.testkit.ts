import { fileURLToPath } from 'node:url';
import type { Database } from '@ads/db';
import { loadConfig } from '../config';
import { importCatalogue, type ImportReport } from '../modules/catalogue';

/** The project's copy of the real catalogue files (data/README.md). */
export const CATALOGUE_DIR = fileURLToPath(new URL('../../../../data', import.meta.url));

/**
 * Imports the first `limit` products of the real catalogue (default 500) and their sizes, at the
 * default SOURCE_TO_PLN_RATE, for tests that need products. ~0.3–0.6 s for 500–1,500 products: only the
 * beginning of both files is read. Product ids start at 1163, 1164, 1165, 1525, … (file order).
 */
export async function importSampleCatalogue(db: Database, options: { limit?: number } = {}): Promise<ImportReport> {
  return importCatalogue(db, {
    dir: CATALOGUE_DIR,
    sourceToPlnRate: loadConfig({}).sourceToPlnRate,
    limit: options.limit ?? 500,
  });
}
