import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { ConfigError, loadConfig } from './config';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** GET on a new connection each time (cluster hands out connections, not requests); returns x-served-by. */
function servedBy(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/version.json', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['x-served-by'] as string | undefined));
    });
    req.on('error', reject);
    req.end();
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('WORKERS (docs/serving-scale.md "Change bus (several processes)")', () => {
  it('refuses more than one process on the embedded PGlite database, with the reason', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need PostgreSQL \(set DATABASE_URL\)/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/WORKERS/);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db' }).workers).toBe(2);
  });
});

describe('npm start with WORKERS=2 on PostgreSQL', () => {
  let db: TestDatabase;
  let server: ChildProcess;
  let port: number;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-cluster-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    if (!db.url) return;
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        WORKERS: '2',
        SERVED_BY_HEADER: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        IMPORT_CATALOGUE_ON_START: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('processes: 2 workers')) resolve();
        else if (server.exitCode !== null) reject(new Error(`server exited ${server.exitCode}:\n${output}`));
        else return;
        clearInterval(timer);
      }, 100);
    });
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from two worker processes on one port, then stops them all on SIGTERM', async () => {
    if (!db.url) return;
    const pids = new Set<string>();
    for (let i = 0; i < 20 && pids.size < 2; i += 1) pids.add((await servedBy(port))!);
    expect(pids.size).toBe(2);
    expect(pids.has(String(server.pid))).toBe(false);

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM: stopping 2 workers');
    for (const pid of pids) expect(alive(Number(pid))).toBe(false);
  }, 30_000);
});
