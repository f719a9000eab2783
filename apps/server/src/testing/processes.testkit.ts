import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A `npm start` process (apps/server/src/main.ts) spawned by a test, on its own port and DATA_DIR. */
export interface StartedServer {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, wait for the exit, remove DATA_DIR. */
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/**
 * Spawns main.ts with `env` added to a quiet test environment (no demo data, no catalogue import,
 * x-served-by on) and waits until it prints `ready` (default: the WORKERS=2 banner line). Listens on `env.PORT`
 * when given, else on a free port.
 */
export async function startServer(env: Record<string, string>, ready = 'processes: 2 workers'): Promise<StartedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SERVED_BY_HEADER: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      IMPORT_CATALOGUE_ON_START: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes(ready)) resolve();
        else if (child.exitCode !== null) reject(new Error(`server exited ${child.exitCode}:\n${output}`));
        else return;
        clearInterval(timer);
      }, 100);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, baseUrl: `http://127.0.0.1:${port}`, process: child, output: () => output, stop };
}

/** One HTTP call on a new connection (node:cluster hands out connections, not requests): status, x-served-by and body text. */
export function callOnNewConnection(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; by: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, by: String(res.headers['x-served-by']), text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
