import { closedLoop, type ClosedLoop } from './load';
import { startServer } from './processes';
import { ratio } from './stats';

/**
 * Auction insight on and off in the same run (docs/auction-insight.md "Cost on the auction path"): the server
 * as configured (AUCTION_INSIGHT=on, the default) and a second one with AUCTION_INSIGHT=off on the same
 * database, in interleaved rounds whose order alternates (on, off, then off, on) so that a drift of the
 * shared machine falls on both. The cost is 1 − on ÷ off auctions/s; the target is ≤ 5 %.
 */
export interface InsightFigures {
  on: ClosedLoop[];
  off: ClosedLoop[];
}

/** The most auctions/s insight counting may cost, as a share of the figure with it off. */
export const INSIGHT_COST_TARGET = 0.05;

export async function insightRounds(opts: {
  root: string;
  /** The running server (insight on) and how to reach its auctions. */
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
      const runOn = async () => out.on.push(await closedLoop({ ...opts.auctions, durationS: opts.seconds }));
      const runOff = async () => out.off.push(await closedLoop({ ...offAuctions, durationS: opts.seconds }));
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

/** Mean auctions/s with insight on and off, and the cost (1 − on ÷ off; negative = on was faster, noise). */
export function insightCost(fig: InsightFigures): { on: number; off: number; cost: number } {
  const on = mean(fig.on.map((c) => c.rps));
  const off = mean(fig.off.map((c) => c.rps));
  return { on, off, cost: 1 - ratio(on, off) };
}

/** Report lines of the comparison. */
export function insightLines(fig: InsightFigures): string[] {
  const { on, off, cost } = insightCost(fig);
  const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  return [
    '  auction insight on vs off (1 process each, interleaved rounds):',
    ...fig.on.map(
      (c, i) => `    round ${i + 1}: on ${f(c.rps)} req/s (p99 ${c.p99.toFixed(1)} ms), off ${f(fig.off[i]!.rps)} req/s (p99 ${fig.off[i]!.p99.toFixed(1)} ms)`,
    ),
    `    mean: on ${f(on)} req/s, off ${f(off)} req/s → insight costs ${(cost * 100).toFixed(1)} % of auctions/s`,
  ];
}

/** The target line's parts. */
export function insightTarget(fig: InsightFigures): { name: string; wanted: string; value: string; met: boolean } {
  const { cost } = insightCost(fig);
  return {
    name: 'auction insight counting cost (auctions/s, on vs off)',
    wanted: `≤ ${INSIGHT_COST_TARGET * 100} %`,
    value: `${(cost * 100).toFixed(1)} %`,
    met: Number.isFinite(cost) && cost <= INSIGHT_COST_TARGET,
  };
}
