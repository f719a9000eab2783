// `npm test`: every check and every test. Type-check, OpenAPI freshness, then all Vitest projects
// (domain, db, server API tests on PostgreSQL, web, end-to-end in Chromium).
import { ensureInstalled, ensureWebBuilt, run } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();
console.log('• Type-checking…');
run('npm', ['run', 'typecheck']);
console.log('• Checking that apps/server/openapi.json matches the routes…');
run('npm', ['run', 'openapi:check', '-w', '@ads/server']);
console.log('• Running the tests…');
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
