import { createServer } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import { DomainEvents, type ModuleContext } from '../modules/context';
import type { App } from '../http/types';
import { loginWithPassword } from './login.testkit';

/**
 * A real server for API tests: a fresh PostgreSQL database (per test file), the embedded identity
 * provider, listening on 127.0.0.1 at a free port. Nothing is mocked.
 */
export interface TestServer {
  baseUrl: string;
  app: App;
  db: TestDatabase;
  ctx: ModuleContext;
  /** Signs in through the real login form and code flow; returns the access token. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Fixed clock for the whole server. */
  now?: () => Date;
  /** DATABASE_URL of the server's config, made from its test database's URL (e.g. through a TCP proxy); PostgreSQL only. */
  databaseUrl?: (testDatabaseUrl: string) => string;
  /** A built web app to serve (apps/web/dist layout); none by default. */
  webDistDir?: string;
  /** Log lines (JSON, level info) go here instead of nowhere: a test reads what the server logs. */
  logStream?: { write(line: string): void };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const port = await freePort();
  const config: Config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG === '1' || options.logStream ? 'info' : 'silent',
    DEMO_DATA: 'false',
    IMPORT_CATALOGUE_ON_START: 'false',
    // Tests change access straight in the database and expect the next call to see it: no actor cache
    // unless a test asks for one (access/actor-cache.test.ts).
    ACTOR_CACHE_MS: '0',
    ...(options.databaseUrl && db.url ? { DATABASE_URL: options.databaseUrl(db.url) } : {}),
    ...options.env,
  });
  const ctx: ModuleContext = { config, db: db.db, now: options.now ?? (() => new Date()), events: new DomainEvents() };
  const app = await buildApp(ctx, {
    logger: process.env.TEST_LOG === '1' || options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    app,
    db,
    ctx,
    login: async (email, password) => (await loginWithPassword(baseUrl, email, password)).accessToken,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
