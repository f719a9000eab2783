import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { loadConfig } from '../../apps/server/src/config';
import { buildApp } from '../../apps/server/src/app';
import { DomainEvents, type ModuleContext } from '../../apps/server/src/modules/context';
import { importCatalogue } from '../../apps/server/src/modules/catalogue';
import { seedDemo, type DemoSeedResult } from '../../apps/server/src/modules/demo';
import { ensureShopApiKey } from '../../apps/server/src/modules/shop-keys';
import type { App } from '../../apps/server/src/http/types';
import { webVersion } from '../../apps/server/src/modules/web/web.plugin';

/**
 * The whole product as `npm start` runs it — real server, real PostgreSQL (a fresh database per
 * test file), the embedded identity provider, the real catalogue, demo users and the built web app —
 * on a free port of localhost. Used by every browser test.
 */
export interface Portal {
  baseUrl: string;
  shopApiKey: string;
  demo: DemoSeedResult;
  ctx: ModuleContext;
  app: App;
  db: TestDatabase;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface PortalOptions {
  /** Import only the first N catalogue products (faster); default all. */
  catalogueLimit?: number;
  env?: Record<string, string>;
  /** Version /version.json reports; default the built web client's own (no "New version available"). */
  webVersion?: string;
  /** The server's clock (default the machine's): billing tests move it into last month and back. */
  now?: () => Date;
  /** A built web app to serve instead of apps/web/dist (e.g. one built with other VITE_ settings). */
  webDistDir?: string;
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const db = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'info' : 'silent',
    DEMO_DATA: 'true',
    CATALOGUE_DIR: `${root}data`,
    // Journeys change access straight in the database too: the actor is read on every request unless a journey asks otherwise.
    ACTOR_CACHE_MS: '0',
    ...options.env,
  });
  await importCatalogue(db.db, { dir: config.catalogueDir, sourceToPlnRate: config.sourceToPlnRate, ...(options.catalogueLimit ? { limit: options.catalogueLimit } : {}) });
  const demo = await seedDemo(db.db, config.productChannel.code);
  const shopApiKey = 'e2e-shop-key-0123456789abcdef';
  await ensureShopApiKey(db.db, shopApiKey);
  const ctx: ModuleContext = { config, db: db.db, now: options.now ?? (() => new Date()), events: new DomainEvents() };
  const app = await buildApp(ctx, { logger: process.env.TEST_LOG === '1', webDistDir: options.webDistDir ?? `${root}apps/web/dist`, webVersion: options.webVersion ?? webVersion(`${root}apps/web`) });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://localhost:${port}`,
    shopApiKey,
    demo,
    ctx,
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
