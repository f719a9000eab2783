import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running `npm start` server (embedded defaults) in a temporary DATA_DIR. */
export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

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

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts apps/server/src/main.ts as `npm start` runs it — PGlite in a fresh temporary DATA_DIR,
 * embedded identity provider, demo users, the catalogue and the built web app — on a free port.
 * Set BENCH_DATABASE_URL to use a PostgreSQL database instead of PGlite.
 * @throws Error when the server exits or does not answer /version.json within 10 min (first start imports the catalogue).
 */
export async function startBenchServer(root: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-bench-web-'));
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  if (process.env['BENCH_DATABASE_URL']) env['DATABASE_URL'] = process.env['BENCH_DATABASE_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/version.json`, child, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
