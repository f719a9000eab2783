import { join } from 'node:path';
import { openDatabase } from '@ads/db';
import type { Config } from '../config';

/**
 * The server's database over one connection, as the owner role (DATABASE_OWNER_URL) when configured, since the
 * tools migrate and `events:archive` detaches and drops partitions (docs/operations.md "Database roles");
 * else DATABASE_URL, else the embedded PGlite under DATA_DIR.
 */
export function openServerDatabase(config: Config) {
  return openDatabase({ url: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: join(config.dataDir, 'pgdata'), poolSize: 1 });
}
