import { join } from 'node:path';
import { openDatabase } from '@ads/db';
import type { Config } from '../config';

/** The database the server uses — DATABASE_URL, else the embedded PGlite under DATA_DIR — over one connection. */
export function openServerDatabase(config: Config) {
  return openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata'), poolSize: 1 });
}
