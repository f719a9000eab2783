import { describe, expect, it } from 'vitest';
import type { ClickRun } from './clicks';
import type { ClosedLoop } from './load';
import { reportLines, targets, type Figures } from './report';

const loop = (rps: number): ClosedLoop => ({ rps, p50: 1, p99: 2, requests: rps * 10, failed: 0 });
const clicks = (perSecond: number, chargedOnce = true): ClickRun => ({
  batch: 50,
  clicks: 1000,
  perSecond,
  failedRequests: 0,
  retries: 0,
  accepted: 1000,
  charged: 1000,
  chargedCost: 300_000n,
  repeatsCharged: 0,
  db: { rows: 1000, bids: 1000, cost: 300_000n, spentDelta: 300_000n },
  chargedOnce,
});
const idle = { server: 0.5, database: 1, databaseBackends: 0.2, allPostgres: 3, seconds: 10 };

function figures(over: bigint): Figures {
  return {
    mode: 'quick',
    startedAt: '2026-11-23T12:00:00.000Z',
    machine: { cores: 2, node: 'v20' },
    setup: { catalogue: 12_649, campaigns: 300, advertisedProducts: 10_640, accounts: 5, seconds: 30 },
    auctionsWithWinners: 1,
    rounds: [{ hello: { ...loop(10_000), cpuUs: 32 }, auctions: { ...loop(4_500), cpuUs: 180 } }],
    loadAverageAtStart: [1.5, 1, 0.5],
    loadAverage: [1.8, 1.2, 0.6],
    openLoop: [{ offered: 2000, completed: 2000, p50: 0.8, p99: 4, max: 9, failed: 0 }],
    clicks: [clicks(800), clicks(12_000)],
    idleCpu: idle,
    idleCpuFresh: idle,
    scale: [
      {
        workers: 1,
        auctions: [loop(4_500)],
        clicks: clicks(12_000),
        overspend: { workers: 1, clicks: 900, over: 0n, spent: 40_000n, budget: 40_000n, capped: 20, campaigns: 20 },
      },
      {
        workers: 2,
        auctions: [loop(8_000)],
        clicks: clicks(20_000),
        overspend: { workers: 2, clicks: 900, over, spent: 40_000n + over, budget: 40_000n, capped: 20, campaigns: 20 },
      },
    ],
  };
}

describe('bench:serving report', () => {
  it('calls every target (docs/serving-scale.md "What is measured where") met when the figures reach them', () => {
    const t = targets(figures(0n));
    expect(t.map((x) => [x.name, x.met])).toEqual([
      ['auctions vs hello-world (same run)', true],
      ['open loop 2,000 req/s p50 (1 process)', true],
      ['open loop 2,000 req/s p99 (1 process)', true],
      ['click events/s per process, charged exactly once', true],
      ['idle CPU, server + database', true],
      ['2 processes vs 1 (auctions/s)', true],
      ['overspend after click bursts (1 and 2 processes)', true],
    ]);
    expect(t[0]!.value).toBe('0.45×');
  });

  it('prints the server CPU per request beside the baseline and the load average', () => {
    const text = reportLines(figures(0n)).join('\n');
    expect(text).toContain('server CPU per request (process tree, mean of rounds): hello-world 32 µs, auction 180 µs');
    expect(text).toContain('load average at the start 1.50, 1.00, 0.50, at the end 1.80, 1.20, 0.60 (2 cores)');
  });

  it('prints how long the server waited for a CPU during the open loop, beside its p99', () => {
    const fig = figures(0n);
    fig.openLoop = [{ ...fig.openLoop[0]!, p99: 40, server: { ranPct: 52.34, waitedPct: 12.06 } }];
    expect(reportLines(fig).join('\n')).toContain(
      "p99 40.00 ms   max 9.0 ms; the server's event loop ran 52.3 % and waited for a CPU 12.1 % of the time",
    );
    expect(targets(fig)[2]).toMatchObject({ met: false, value: "40.00 ms (the server's event loop waited for a CPU 12.1 % of the run)" });
  });

  it('calls one grosz of overspend not met, and prints it in PLN', () => {
    const t = targets(figures(1n)).at(-1)!;
    expect(t).toMatchObject({ met: false, value: '0.01 PLN' });
    expect(reportLines(figures(1n)).join('\n')).toContain(
      '[not met] overspend after click bursts (1 and 2 processes): 0.01 PLN (wanted 0.00 PLN)',
    );
  });
});
