import { readFileSync } from 'node:fs';

/**
 * How the kernel scheduled a thread (Linux /proc/<pid>/schedstat, docs/serving-scale.md "Where the open loop's tail comes from"):
 * time on a CPU, time runnable but waiting for one, both in ns, and how many times it ran.
 */
export interface Schedstat {
  runNs: number;
  waitNs: number;
  slices: number;
}

/** Parses a schedstat line ("<run ns> <wait ns> <slices>"). @throws Error for anything else. */
export function parseSchedstat(line: string): Schedstat {
  const fields = line.trim().split(/\s+/).map(Number);
  if (fields.length !== 3 || !fields.every((n) => Number.isSafeInteger(n) && n >= 0))
    throw new Error(`not a schedstat line: ${line.slice(0, 60)}`);
  return { runNs: fields[0]!, waitNs: fields[1]!, slices: fields[2]! };
}

/** Share of the wall time the process's main thread spent on a CPU and waiting for one while `run` ran (%). */
export interface MainThreadTime {
  ranPct: number;
  waitedPct: number;
}

/**
 * Runs `run` and reads the scheduling of process `pid`'s main thread (its event loop) around it: a server whose
 * requests are slow because it waited for a CPU, not because it worked, shows a high `waitedPct`. Null figures when
 * the kernel offers no schedstat (not Linux, or schedstats off).
 */
export async function mainThreadDuring<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; server: MainThreadTime | null }> {
  const read = (): Schedstat | null => {
    try {
      return parseSchedstat(readFileSync(`/proc/${pid}/schedstat`, 'utf8'));
    } catch {
      return null;
    }
  };
  const before = read();
  const started = performance.now();
  const result = await run();
  const wallNs = (performance.now() - started) * 1e6;
  const after = read();
  if (!before || !after || wallNs <= 0) return { result, server: null };
  return {
    result,
    server: { ranPct: (100 * (after.runNs - before.runNs)) / wallNs, waitedPct: (100 * (after.waitNs - before.waitNs)) / wallNs },
  };
}
