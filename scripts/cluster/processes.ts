import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HostName, Topology } from './netns';

/** A process of the cluster, started inside a host's namespace; its output goes to `<logDir>/<name>.log`. */
export interface Proc {
  name: string;
  pid: number;
  /** The last 4 kB it printed, for error messages. */
  tail(): string;
  exited(): boolean;
  /** SIGKILL (kill -9) at once. */
  kill9(): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves on exit. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts `argv` inside `host`'s namespace (`ip netns exec`), with `env` added to this process's environment. */
export function startIn(
  t: Topology,
  host: HostName,
  name: string,
  argv: readonly string[],
  env: Record<string, string>,
  logDir: string,
  cwd: string,
): Proc {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  // `ip netns exec` execs the command (same pid), so a signal to the child reaches the program itself.
  const child: ChildProcess = spawn('ip', ['netns', 'exec', t.ns[host], ...argv], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-4096);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', () => log.end());
  return {
    name,
    pid: child.pid!,
    tail: () => tail,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    kill9: () => {
      child.kill('SIGKILL');
    },
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Waits until `probe` resolves true (every 200 ms), or throws after `timeoutMs` naming `what`, with `proc`'s output when it died. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, proc?: Proc): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await probe().catch(() => false)) return performance.now() - start;
    if (proc?.exited()) throw new Error(`${what}: ${proc.name} exited:\n${proc.tail()}`);
    if (performance.now() - start > timeoutMs)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s${proc ? `:\n${proc.tail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** GET `url` with a deadline; true on a 2xx. */
export async function answers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  await res.arrayBuffer();
  return res.ok;
}
