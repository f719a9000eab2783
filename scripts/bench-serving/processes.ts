import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A child process of the benchmark: the real server (`main.ts`) or the hello-world baseline. */
export interface Child {
  pid: number;
  url: string;
  /** Everything it printed (stdout and stderr), for errors. */
  output: () => string;
  /** SIGTERM, waits for the exit (SIGKILL after 15 s). */
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** Longest a child may take to start, ms (BENCH_START_TIMEOUT_S, default 120 s; a busy machine needs more). */
const START_LIMIT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 120) * 1000;

async function startChild(root: string, entry: string, env: Record<string, string>, ready: string, port: number): Promise<Child> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []; // e.g. --cpu-prof --cpu-prof-dir=/tmp/p
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const started = Date.now();
  while (!output.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`${entry} exited ${child.exitCode}:\n${output}`);
    if (Date.now() - started > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start in ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the real server as `npm start` does (`node --import tsx apps/server/src/main.ts`) on the scratch
 * database, without demo data or catalogue import, with `workers` processes (WORKERS) and the shop key.
 * Log level BENCH_LOG_LEVEL (default info, the server's own default: what a deployment logs). `env` adds settings. Ready when it prints its banner.
 */
export async function startServer(
  root: string,
  opts: { databaseUrl: string; shopKey: string; workers: number; env?: Record<string, string> },
): Promise<Child> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-bench-'));
  const child = await startChild(
    root,
    'apps/server/src/main.ts',
    {
      DATABASE_URL: opts.databaseUrl,
      SHOP_API_KEY: opts.shopKey,
      WORKERS: String(opts.workers),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      IMPORT_CATALOGUE_ON_START: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...opts.env,
    },
    'Ads Portal is running',
    await freePort(),
  );
  return {
    ...child,
    stop: async () => {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the bare Fastify hello-world baseline (hello.ts) in its own process. */
export async function startHello(root: string): Promise<Child> {
  return startChild(root, 'scripts/bench-serving/hello.ts', {}, 'listening', await freePort());
}
