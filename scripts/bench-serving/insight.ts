import { readFileSync } from 'node:fs';
import { CLOCK_TICKS_PER_SECOND, parseProcStat, processTree } from './cpu';
import { closedLoop, type ClosedLoop } from './load';
import { startServer } from './processes';
import { ratio } from './stats';

/**
 * Auction insight on and off in the same run (docs/auction-insight-cost.md): each round starts a
 * fresh pair of servers on the same database, one with AUCTION_INSIGHT=on (the default) and one with it off, warms
 * both, loads both at the same time (so that whatever the shared machine does meanwhile falls on both alike) and
 * stops them. A fresh pair per round because two processes of the same code differ from each other by more than
 * the cost measured: a long-lived pair gave −15 % to +17 % on the same code, and pairs loaded one after the other
 * (5 s each, order alternating) −30 % to +34 % — a process's CPU per request moved between 192 and 399 µs from
 * one 5 s stretch to the next on an idle machine. Each measurement reads the server's CPU time (/proc) over its requests: CPU per
 * request does not depend on what else the machine runs, and a saturated process's auctions/s is its inverse. The
 * cost judged is the median over the rounds of 1 − off ÷ on CPU per request (wall-clock auctions/s as well, for
 * reference); the target is ≤ 5 %.
 */
export interface InsightRound extends ClosedLoop {
  /** CPU time of the server (all its processes) per request, µs. */
  cpuPerRequestUs: number;
}

export interface InsightFigures {
  on: InsightRound[];
  off: InsightRound[];
}

/** CPU ticks used so far by `pid` and its descendants. */
function treeTicks(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      ticks += parseProcStat(readFileSync(`/proc/${p}/stat`, 'utf8')).ticks;
    } catch {
      // gone in between
    }
  }
  return ticks;
}

async function measured(pid: number, run: () => Promise<ClosedLoop>): Promise<InsightRound> {
  const before = treeTicks(pid);
  const loop = await run();
  const used = treeTicks(pid) - before;
  return { ...loop, cpuPerRequestUs: loop.requests > 0 ? ((used / CLOCK_TICKS_PER_SECOND) * 1e6) / loop.requests : Number.NaN };
}

/** The most auctions/s insight counting may cost, as a share of the figure with it off. */
export const INSIGHT_COST_TARGET = 0.05;

/** Rounds (fresh pairs) and seconds per measurement: BENCH_INSIGHT_ROUNDS (default 8), BENCH_INSIGHT_SECONDS (default 10: one flush period, so each measurement holds one flush). */
export const insightPlan = () => ({
  rounds: Number(process.env.BENCH_INSIGHT_ROUNDS ?? 8),
  seconds: Number(process.env.BENCH_INSIGHT_SECONDS ?? 10),
});

export async function insightRounds(opts: {
  root: string;
  /** How to reach the auctions (the url is each round's server's). */
  auctions: { path: string; headers: Record<string, string>; bodies: readonly string[]; connections: number };
  databaseUrl: string;
  shopKey: string;
  rounds: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<InsightFigures> {
  const out: InsightFigures = { on: [], off: [] };
  for (let r = 0; r < opts.rounds; r += 1) {
    opts.log(
      `  insight round ${r + 1}/${opts.rounds}: a fresh pair of servers, auctions with insight on and off at once (${opts.seconds} s)`,
    );
    const start = (insight: 'on' | 'off') =>
      startServer(opts.root, { databaseUrl: opts.databaseUrl, shopKey: opts.shopKey, workers: 1, env: { AUCTION_INSIGHT: insight } });
    const on = await start('on');
    const off = await start('off').catch(async (e: unknown) => {
      await on.stop();
      throw e;
    });
    try {
      const load = (url: string, durationS: number) => closedLoop({ ...opts.auctions, url, durationS });
      await load(on.url, 3); // warm-up (JIT, pools, caches)
      await load(off.url, 3);
      // Both at once: whatever the machine does meanwhile (its neighbours, the load generator) falls on both alike.
      const [a, b] = await Promise.all([
        measured(on.pid, () => load(on.url, opts.seconds)),
        measured(off.pid, () => load(off.url, opts.seconds)),
      ]);
      out.on.push(a);
      out.off.push(b);
    } finally {
      await Promise.all([on.stop(), off.stop()]);
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Each round's costs: by CPU 1 − off ÷ on µs per request, by wall clock 1 − on ÷ off requests/s (negative = on was cheaper: noise). */
export function roundCosts(fig: InsightFigures): Array<{ cpu: number; wall: number }> {
  return fig.on.map((on, i) => {
    const off = fig.off[i]!;
    return { cpu: 1 - ratio(off.cpuPerRequestUs, on.cpuPerRequestUs), wall: 1 - ratio(on.rps, off.rps) };
  });
}

/**
 * Mean auctions/s and CPU µs per request with insight on and off, and the costs judged: the medians over the rounds
 * of each round's cost ({@link roundCosts}), by CPU (`cpuCost`) and by wall clock (`cost`).
 */
export function insightCost(fig: InsightFigures): {
  on: number;
  off: number;
  cost: number;
  cpuOn: number;
  cpuOff: number;
  cpuCost: number;
} {
  const costs = roundCosts(fig);
  return {
    on: mean(fig.on.map((c) => c.rps)),
    off: mean(fig.off.map((c) => c.rps)),
    cost: median(costs.map((c) => c.wall)),
    cpuOn: mean(fig.on.map((c) => c.cpuPerRequestUs)),
    cpuOff: mean(fig.off.map((c) => c.cpuPerRequestUs)),
    cpuCost: median(costs.map((c) => c.cpu)),
  };
}

/** Report lines of the comparison. */
export function insightLines(fig: InsightFigures): string[] {
  const { on, off, cost, cpuOn, cpuOff, cpuCost } = insightCost(fig);
  const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const round = (c: InsightRound) => `${f(c.rps)} req/s, ${f(c.cpuPerRequestUs)} µs CPU/request (p99 ${c.p99.toFixed(1)} ms)`;
  const costs = roundCosts(fig);
  return [
    '  auction insight on vs off (a fresh pair of 1-process servers per round, both loaded at once):',
    ...fig.on.map((c, i) => `    round ${i + 1}: on ${round(c)}; off ${round(fig.off[i]!)}; cost ${pct(costs[i]!.cpu)}`),
    `    mean: on ${f(on)} req/s, ${f(cpuOn)} µs CPU/request; off ${f(off)} req/s, ${f(cpuOff)} µs CPU/request`,
    `    → insight costs ${pct(cpuCost)} by CPU per request (${pct(cost)} by wall-clock auctions/s), medians of the rounds;` +
      ` the rounds range ${pct(Math.min(...costs.map((c) => c.cpu)))} to ${pct(Math.max(...costs.map((c) => c.cpu)))} by CPU (the noise)`,
  ];
}

/** The target line's parts. */
export function insightTarget(fig: InsightFigures): { name: string; wanted: string; value: string; met: boolean } {
  const { cost, cpuCost } = insightCost(fig);
  return {
    name: 'auction insight counting cost (CPU per auctions request = auctions/s of a busy process, on vs off)',
    wanted: `≤ ${INSIGHT_COST_TARGET * 100} %`,
    value: `${(cpuCost * 100).toFixed(1)} % (wall clock ${(cost * 100).toFixed(1)} %)`,
    met: Number.isFinite(cpuCost) && cpuCost <= INSIGHT_COST_TARGET,
  };
}
