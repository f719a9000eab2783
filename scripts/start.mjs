// `npm start`: installs what is missing, builds the web app if needed, then runs the server on its
// embedded defaults (PGlite under ./var, embedded identity provider, demo users, the catalogue in ./data).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './ensure.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

ensureInstalled();
ensureWebBuilt();
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
