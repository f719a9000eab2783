// Shared by `npm start` and `npm test`: install dependencies and build the web app when needed,
// so a fresh clone needs nothing but these two commands. Node built-ins only (runs before install).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('• Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** `vite build` when apps/web/dist is missing or older than the web sources. */
export function ensureWebBuilt() {
  const web = join(root, 'apps', 'web');
  const built = join(web, 'dist', 'index.html');
  const sources = Math.max(newestMtime(join(web, 'src')), statSync(join(web, 'index.html')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('• Building the web app (vite build)…');
  run('npm', ['run', 'build', '-w', '@ads/web']);
}
