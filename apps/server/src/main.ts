/**
 * `npm start`: one process with every role on its embedded defaults (issue #2 §2) —
 * PGlite under DATA_DIR (or PostgreSQL with DATABASE_URL), migrations, the catalogue import on first
 * start, demo users, a shop API key, the embedded identity provider and the built web app.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@ads/db';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { DomainEvents } from './modules/context';
import { importCatalogue } from './modules/catalogue/catalogue.importer';
import { seedDemo, type DemoSeedResult } from './modules/demo/demo.seed';
import { ensureShopApiKey } from './modules/serving/shop-api-keys';
import { webVersion } from './modules/web/web.plugin';
import { seedDemoAnnouncements } from './modules/announcements/announcements.seed';
import { startSmtpOutbox } from './modules/mail/smtp-outbox';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));

function readConfig(): Config {
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

async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return (row?.n ?? 0) === 0;
}

/** The embedded default keeps its generated shop key in DATA_DIR so every start can print it and `npm run replay` can use it. */
async function shopKey(db: Database, config: Config): Promise<string | null> {
  const file = join(config.dataDir, 'shop-api-key');
  const configured = config.shopApiKey ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
  const { key, created } = await ensureShopApiKey(db, configured);
  if (created && key && !config.shopApiKey) writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key ?? configured ?? null;
}

function banner(config: Config, demo: DemoSeedResult | null, key: string | null): string {
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
  if (key) lines.push(`  shop API key (serving API /v2): ${key}`);
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

const loaded = readConfig();
mkdirSync(loaded.dataDir, { recursive: true });
const config: Config = { ...loaded, idpCookieKeys: cookieKeys(loaded) };
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'pgdata'),
  timeouts: { connectMs: config.database.connectTimeoutMs, statementMs: config.database.statementTimeoutMs },
});
await handle.migrate();

if (config.importCatalogueOnStart && (await catalogueIsEmpty(handle.db))) {
  console.log(`• First start: importing the catalogue from ${config.catalogueDir}…`);
  const report = await importCatalogue(handle.db, { dir: config.catalogueDir, sourceToPlnRate: config.sourceToPlnRate });
  console.log(`  ${report.products.imported} products, ${report.sizes.imported} sizes, ${report.products.rejected} rejected, in ${(report.elapsedMs / 1000).toFixed(1)} s`);
}
const demo = config.demoData ? await seedDemo(handle.db, config.productChannel.code) : null;
if (config.demoData) await seedDemoAnnouncements(handle.db);
// Without SMTP_URL, e-mail goes over real SMTP to an in-process server; GET /api/marops/mail-outbox shows it.
const smtpOutbox = config.mail.smtpUrl ? null : await startSmtpOutbox();
const key = await shopKey(handle.db, config);

const events = new DomainEvents();
const app = await buildApp(
  { config, db: handle.db, now: () => new Date(), events },
  { webDistDir: join(webDir, 'dist'), webVersion: webVersion(webDir), smtpUrl: smtpOutbox?.url },
);
await app.listen({ port: config.port, host: config.host });
console.log(banner(config, demo, key));
console.log(`  e-mail: ${smtpOutbox ? `embedded SMTP outbox ${smtpOutbox.url} (staff view: GET /api/marops/mail-outbox)` : 'SMTP_URL'}\n`);

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await smtpOutbox?.close();
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
