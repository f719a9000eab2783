import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes from /proc (Linux), for the benchmark's idle-CPU figure (docs/serving-scale.md "What is measured where").
 * Times are in clock ticks (USER_HZ, 100 on Linux).
 */
export const CLOCK_TICKS_PER_SECOND = 100;

/** What one /proc/<pid>/stat line says: parent pid and CPU time used so far (utime + stime, ticks). */
export interface ProcStat {
  pid: number;
  ppid: number;
  ticks: number;
}

/**
 * Parses a /proc/<pid>/stat line. The command (field 2) is in parentheses and may hold spaces and
 * parentheses itself, so the fields are read after the last ')': state, ppid, …, utime (14), stime (15).
 * @throws Error for a line that is not a stat line.
 */
export function parseProcStat(line: string): ProcStat {
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line, 10);
  if (close < 0 || !Number.isInteger(pid)) throw new Error(`not a /proc stat line: ${line.slice(0, 60)}`);
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state), so field n is rest[n - 3].
  const ppid = Number(rest[1]);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) throw new Error(`not a /proc stat line: ${line.slice(0, 60)}`);
  return { pid, ppid, ticks: utime + stime };
}

/** Percent of one core used by `ticks` CPU ticks over `elapsedMs` of wall time. */
export function corePercent(ticks: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (ticks / CLOCK_TICKS_PER_SECOND / (elapsedMs / 1000)) * 100 : Number.NaN;
}

function readStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // gone in between
  }
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** `root` and every descendant of it (node:cluster workers), by ppid. */
export function processTree(root: number): number[] {
  const stats = allPids().flatMap((pid) => readStat(pid) ?? []);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (tree.has(s.ppid) && !tree.has(s.pid)) {
        tree.add(s.pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** A PostgreSQL process that works for one database: a connection backend or an autovacuum worker. */
export const PER_DATABASE = /^postgres: (?:[^:]*: )?(?:autovacuum worker (\S+)|\S+ (\S+) (?:\S+\(\d+\)|\[local\]))/;

/**
 * PostgreSQL processes on this machine: the postmaster (…/bin/postgres) and every process whose command
 * line starts with `postgres` (background workers, backends). With `database`, backends and autovacuum
 * workers of other databases are left out (the server is shared with other users; its background
 * processes are counted).
 */
export function postgresPids(database?: string): number[] {
  return allPids().filter((pid) => {
    const cmd = readCmdline(pid);
    if (/^\S*\/bin\/postgres\b/.test(cmd)) return true;
    if (!cmd.startsWith('postgres')) return false;
    const m = database ? PER_DATABASE.exec(cmd) : null;
    return !m || (m[1] ?? m[2]) === database;
  });
}

/** Sum of CPU ticks of `pids` (processes that are gone count 0). */
function ticksOf(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, readStat(pid)?.ticks ?? 0]));
}

/**
 * Samples the CPU of two process groups over `durationMs`: the ticks each process used between the
 * start and the end (processes that start in between count from 0). Returns % of one core per group.
 */
export async function sampleCpu(groups: Record<string, () => number[]>, durationMs: number): Promise<Record<string, number>> {
  const before = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, ticksOf(pids())]));
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  const elapsed = performance.now() - started;
  const out: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups)) {
    const after = ticksOf(pids());
    let used = 0;
    for (const [pid, ticks] of after) used += Math.max(0, ticks - (before[name]!.get(pid) ?? 0));
    out[name] = corePercent(used, elapsed);
  }
  return out;
}

/** Idle CPU figures, % of one core. */
export interface IdleCpu {
  /** The server process and its node:cluster workers. */
  server: number;
  /** PostgreSQL for the bench: the postmaster and its background processes plus the bench database's backends. */
  database: number;
  /** Of `database`, the bench database's own backends (the rest is shared with other users' databases). */
  databaseBackends: number;
  /** Every PostgreSQL process on the machine, other databases included. */
  allPostgres: number;
}

/** Idle CPU (docs/serving-scale.md "What is measured where") over `durationMs`: see {@link IdleCpu}. */
export async function idleCpu(serverPid: number, database: string, durationMs: number): Promise<IdleCpu> {
  const backends = () => postgresPids(database).filter((pid) => PER_DATABASE.test(readCmdline(pid)));
  const r = await sampleCpu(
    {
      server: () => processTree(serverPid),
      database: () => postgresPids(database),
      databaseBackends: backends,
      allPostgres: () => postgresPids(),
    },
    durationMs,
  );
  return { server: r.server!, database: r.database!, databaseBackends: r.databaseBackends!, allPostgres: r.allPostgres! };
}

/**
 * CPU time the process tree of `root` (the server and its workers) used while `run` ran, in µs per
 * request of what `run` returns (`requests` completed); NaN for none. Ticks are 10 ms, so runs of
 * seconds give a figure to within a few per cent.
 */
export async function cpuPerRequest<T extends { requests: number }>(root: number, run: () => Promise<T>): Promise<T & { cpuUs: number }> {
  const pids = processTree(root);
  const before = ticksOf(pids);
  const result = await run();
  let used = 0;
  for (const [pid, ticks] of ticksOf(processTree(root))) used += Math.max(0, ticks - (before.get(pid) ?? 0));
  const cpuUs = result.requests > 0 ? (used / CLOCK_TICKS_PER_SECOND / result.requests) * 1e6 : Number.NaN;
  return { ...result, cpuUs };
}

/**
 * Starts counting the CPU time of process groups (each a function listing its pids; processes that start later
 * count from 0). @returns a function giving each group's CPU time since the start, µs (10 ms ticks).
 */
export function cpuMeter(groups: Record<string, () => number[]>): () => Record<string, number> {
  const before = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, ticksOf(pids())]));
  return () => {
    const out: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups)) {
      let used = 0;
      for (const [pid, ticks] of ticksOf(pids())) used += Math.max(0, ticks - (before[name]!.get(pid) ?? 0));
      out[name] = (used / CLOCK_TICKS_PER_SECOND) * 1e6;
    }
    return out;
  };
}

/** CPU meter of a click run: the server's process tree and the bench database's backends (cpuMeter). */
export function serverAndDatabaseMeter(serverPid: number, database: string): () => Record<string, number> {
  return cpuMeter({
    server: () => processTree(serverPid),
    database: () => postgresPids(database).filter((pid) => PER_DATABASE.test(readCmdline(pid))),
  });
}
