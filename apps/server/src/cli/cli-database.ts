import { join } from 'node:path';
import { openDatabase } from '@ads/db';
import { ConfigError, loadConfig, type Config } from '../config';

/** The server's configuration for a command-line tool; a configuration error is printed and exits with code 2. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/** The database the server uses — DATABASE_URL, else the embedded PGlite under DATA_DIR — over one connection. */
export function openServerDatabase(config: Config) {
  return openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata'), poolSize: 1 });
}
