// `npm test`: every check and every test. Type-check, lint, OpenAPI and web API types freshness, then all Vitest projects
// (domain, db, server API tests on PostgreSQL, web, end-to-end in Chromium).
import { ensureInstalled, ensureWebBuilt, run } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();
console.log('• Type-checking…');
run('npm', ['run', 'typecheck']);
console.log('• Linting…');
run('npm', ['run', 'lint']);
console.log('• Checking that apps/server/openapi.json matches the routes and the web types match it…');
run('npm', ['run', 'openapi:check', '-w', '@ads/server']);
run('npm', ['run', 'api-types:check', '-w', '@ads/web']);
console.log('• Running the tests…');
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
