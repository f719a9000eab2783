import { readFileSync } from 'node:fs';
import { CLOCK_TICKS_PER_SECOND, parseProcStat, processTree } from './cpu';
import { closedLoop, type ClosedLoop } from './load';
import { startServer } from './processes';
import { ratio } from './stats';

/**
 * Auction insight on and off in the same run (docs/auction-insight.md "Cost on the auction path"): the server
 * as configured (AUCTION_INSIGHT=on, the default) and a second one with AUCTION_INSIGHT=off on the same
 * database, in interleaved rounds whose order alternates (on, off, then off, on) so that a drift of the
 * shared machine falls on both. Each round also reads the server's CPU time (/proc) over its requests: CPU per
 * request does not depend on what else the machine runs, and a saturated process's auctions/s is its inverse,
 * so the cost — 1 − off ÷ on CPU per request (wall-clock auctions/s as well, for reference) — is judged on it;
 * the target is ≤ 5 %.
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

export async function insightRounds(opts: {
  root: string;
  /** The running server (insight on): its pid and how to reach its auctions. */
  pid: number;
  auctions: { url: string; path: string; headers: Record<string, string>; bodies: readonly string[]; connections: number };
  databaseUrl: string;
  shopKey: string;
  rounds: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<InsightFigures> {
  const off = await startServer(opts.root, { databaseUrl: opts.databaseUrl, shopKey: opts.shopKey, workers: 1, env: { AUCTION_INSIGHT: 'off' } });
  try {
    const offAuctions = { ...opts.auctions, url: off.url };
    await closedLoop({ ...offAuctions, durationS: 3 }); // warm-up
    const out: InsightFigures = { on: [], off: [] };
    for (let r = 0; r < opts.rounds; r += 1) {
      opts.log(`  insight round ${r + 1}/${opts.rounds}: auctions with insight on and off (${opts.seconds} s each)`);
      const runOn = async () => out.on.push(await measured(opts.pid, () => closedLoop({ ...opts.auctions, durationS: opts.seconds })));
      const runOff = async () => out.off.push(await measured(off.pid, () => closedLoop({ ...offAuctions, durationS: opts.seconds })));
      if (r % 2 === 0) {
        await runOn();
        await runOff();
      } else {
        await runOff();
        await runOn();
      }
    }
    return out;
  } finally {
    await off.stop();
  }
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);

/**
 * Mean auctions/s and CPU µs per request with insight on and off, and the costs: by wall clock 1 − on ÷ off
 * requests/s, by CPU 1 − off ÷ on µs per request (negative = on was cheaper: noise).
 */
export function insightCost(fig: InsightFigures): { on: number; off: number; cost: number; cpuOn: number; cpuOff: number; cpuCost: number } {
  const on = mean(fig.on.map((c) => c.rps));
  const off = mean(fig.off.map((c) => c.rps));
  const cpuOn = mean(fig.on.map((c) => c.cpuPerRequestUs));
  const cpuOff = mean(fig.off.map((c) => c.cpuPerRequestUs));
  return { on, off, cost: 1 - ratio(on, off), cpuOn, cpuOff, cpuCost: 1 - ratio(cpuOff, cpuOn) };
}

/** Report lines of the comparison. */
export function insightLines(fig: InsightFigures): string[] {
  const { on, off, cost, cpuOn, cpuOff, cpuCost } = insightCost(fig);
  const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const round = (c: InsightRound) => `${f(c.rps)} req/s, ${f(c.cpuPerRequestUs)} µs CPU/request (p99 ${c.p99.toFixed(1)} ms)`;
  return [
    '  auction insight on vs off (1 process each, interleaved rounds):',
    ...fig.on.map((c, i) => `    round ${i + 1}: on ${round(c)}; off ${round(fig.off[i]!)}`),
    `    mean: on ${f(on)} req/s, ${f(cpuOn)} µs CPU/request; off ${f(off)} req/s, ${f(cpuOff)} µs CPU/request`,
    `    → insight costs ${(cpuCost * 100).toFixed(1)} % by CPU per request (${(cost * 100).toFixed(1)} % by wall-clock auctions/s)`,
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
