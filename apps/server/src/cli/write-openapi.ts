/**
 * Writes the OpenAPI document generated from the route schemas to apps/server/openapi.json
 * (committed; `--check` fails when the committed file is stale, as CI runs it).
 * The web app's API types are generated from that file (`npm run api-types -w @ads/web`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@ads/db';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { DomainEvents } from '../modules/context';

const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
const check = process.argv.includes('--check');

const handle = await openDatabase({});
await handle.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', IMPORT_CATALOGUE_ON_START: 'false' });
const app = await buildApp({ config, db: handle.db, now: () => new Date(), events: new DomainEvents() }, { logger: false });
await app.ready();
// Paths in alphabetical order: the document does not change when plugins are registered in another order.
const spec = app.swagger() as { paths?: Record<string, unknown> };
spec.paths = Object.fromEntries(Object.entries(spec.paths ?? {}).sort(([a], [b]) => a.localeCompare(b)));
const doc = `${JSON.stringify(spec, null, 2)}\n`;
await app.close();
await handle.close();

if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (current !== doc) {
    console.error('apps/server/openapi.json is stale: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(target, doc);
  console.log(`wrote ${target}`);
}
