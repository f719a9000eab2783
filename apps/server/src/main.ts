/**
 * `npm start`: one process with every role on its embedded defaults (docs/architecture.md "Processes and data flow") —
 * PGlite under DATA_DIR (or PostgreSQL with DATABASE_URL), migrations, the catalogue import on first
 * start, demo users, a shop API key, the embedded identity provider and the built web app.
 * WORKERS > 1 (PostgreSQL only): the primary does that start-up work once, then forks WORKERS serving
 * processes with node:cluster that share the port (cluster.ts; docs/serving-scale.md "Deployment on several hosts").
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '@ads/db';
import { loadConfigOrExit, type Config } from './config';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { migrateDatabase, withStartupLock } from './database-roles';
import { DomainEvents } from './modules/context';
import { importCatalogue } from './modules/catalogue';
import { seedDemo, type DemoSeedResult } from './modules/demo';
import { ensureShopApiKey } from './modules/shop-keys';
import { webVersion } from './modules/web/web.plugin';
import { seedDemoAnnouncements } from './modules/announcements';
import { startSmtpOutbox } from './modules/mail';
import { ensureIdpSigningKey } from './modules/identity';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));

async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return (row?.n ?? 0) === 0;
}

/** The embedded default keeps its generated shop key in DATA_DIR so every start can print it and `npm run replay` can use it. */
/**
 * The shop API key of `channel` + PL: SHOP_API_KEY (main channel only) or the key kept in DATA_DIR/`fileName`,
 * created and kept there on first start. Returns it for the banner.
 */
async function shopKey(db: Database, config: Config, channel: string, fileName: string, configuredKey?: string): Promise<string | null> {
  const file = join(config.dataDir, fileName);
  const configured = configuredKey ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
  const { key, created } = await ensureShopApiKey(db, configured, { channel, market: 'PL' });
  if (created && key && !configuredKey) writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key ?? configured ?? null;
}

function banner(config: Config, demo: DemoSeedResult | null, key: string | null, eobuwieKey: string | null): string {
  const lines = [
    '',
    `Ads Portal is running at ${config.publicUrl}`,
    `  database:  ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pgdata')}`}`,
    `  sign-in:   ${config.oidc.embedded ? `embedded OpenID provider at ${config.oidc.issuer}` : `external provider ${config.oidc.issuer}`}`,
  ];
  if (demo) {
    lines.push('  demo logins:');
    for (const u of demo.users) lines.push(`    ${u.email} / ${u.password}${u.roles.length ? `  (${u.roles.join(', ')})` : '  (advertiser)'}`);
  }
  if (key) lines.push(`  shop API key (serving API /v2, ${config.productChannel.code}/PL): ${key}`);
  if (eobuwieKey) lines.push(`  shop API key (serving API /v2, EOBUWIE/PL): ${eobuwieKey}`);
  lines.push(`  replay real traffic:  npm run replay -- --create-demo-campaigns`, '');
  return lines.join('\n');
}

/** Without IDP_COOKIE_KEYS the embedded provider's cookie key is generated once and kept in DATA_DIR, so restarts keep sign-ins. */
function cookieKeys(config: Config): string[] {
  if (config.idpCookieKeys) return config.idpCookieKeys;
  const file = join(config.dataDir, 'idp-cookie-key');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  return [readFileSync(file, 'utf8').trim()];
}

/** One-time start-up work on the shared database: migrations, first catalogue import, demo data, shop keys. */
async function prepare(db: Database, config: Config): Promise<{ demo: DemoSeedResult | null; key: string | null; eobuwieKey: string | null }> {
  // Before any worker is forked, so every process signs with the same key (docs/identity-keycloak.md "Signing key").
  if (config.oidc.embedded) await ensureIdpSigningKey(db);
  if (config.importCatalogueOnStart && (await catalogueIsEmpty(db))) {
    console.log(`• First start: importing the catalogue from ${config.catalogueDir}…`);
    const report = await importCatalogue(db, { dir: config.catalogueDir, sourceToPlnRate: config.sourceToPlnRate });
    console.log(`  ${report.products.imported} products, ${report.sizes.imported} sizes, ${report.products.rejected} rejected, in ${(report.elapsedMs / 1000).toFixed(1)} s`);
  }
  const demo = config.demoData ? await seedDemo(db, config.productChannel.code) : null;
  if (config.demoData) await seedDemoAnnouncements(db);
  const key = await shopKey(db, config, config.productChannel.code, 'shop-api-key', config.shopApiKey);
  // The demo also gets an EOBUWIE/PL key, so both channels can be tried (staff manage keys at /marops/shop-api-keys).
  const eobuwieKey = config.demoData ? await shopKey(db, config, 'EOBUWIE', 'shop-api-key-eobuwie') : null;
  return { demo, key, eobuwieKey };
}

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pgdata'),
    timeouts: { connectMs: config.database.connectTimeoutMs, statementMs: config.database.statementTimeoutMs },
  });
}

/** Builds the app on `handle` and listens; SIGTERM/SIGINT close it (once) and exit 0. Returns the e-mail banner line. */
async function serve(config: Config, handle: DatabaseHandle): Promise<string> {
  // Without SMTP_URL, e-mail goes over real SMTP to an in-process server; GET /api/marops/mail-outbox shows it.
  const smtpOutbox = config.mail.smtpUrl ? null : await startSmtpOutbox();
  const events = new DomainEvents();
  const app = await buildApp(
    { config, db: handle.db, now: () => new Date(), events },
    { webDistDir: join(webDir, 'dist'), webVersion: webVersion(webDir), smtpUrl: smtpOutbox?.url },
  );
  await app.listen({ port: config.port, host: config.host });
  let closing: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await smtpOutbox?.close();
      await handle.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return `  e-mail: ${smtpOutbox ? `embedded SMTP outbox ${smtpOutbox.url} (staff view: GET /api/marops/mail-outbox)` : 'SMTP_URL'}\n`;
}

const loaded = loadConfigOrExit();
mkdirSync(loaded.dataDir, { recursive: true });
const config: Config = { ...loaded, idpCookieKeys: cookieKeys(loaded) };

if (config.workers > 1 && cluster.isPrimary) {
  // WORKERS > 1 (docs/serving-scale.md "Deployment on several hosts"): the primary does the start-up work once, then forks the serving workers.
  const handle = await openConfiguredDatabase(config);
  const prepared = await withStartupLock(config, async () => {
    await migrateDatabase(config, handle);
    return prepare(handle.db, config);
  });
  await handle.close();
  runPrimary({
    workers: config.workers,
    port: config.port,
    log: (line) => console.log(line),
    onListening: () => {
      console.log(banner(config, prepared.demo, prepared.key, prepared.eobuwieKey));
      console.log(`  processes: ${config.workers} workers (node:cluster) under primary ${process.pid}\n`);
    },
  });
} else if (cluster.isWorker) {
  await serve(config, await openConfiguredDatabase(config));
} else {
  const handle = await openConfiguredDatabase(config);
  // Several hosts may start at once on one database (docs/deployment.md): they take turns for the one-time work.
  const prepared = await withStartupLock(config, async () => {
    await migrateDatabase(config, handle);
    return prepare(handle.db, config);
  });
  const mailLine = await serve(config, handle);
  console.log(banner(config, prepared.demo, prepared.key, prepared.eobuwieKey));
  console.log(mailLine);
}
