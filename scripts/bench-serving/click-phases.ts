import { collectBids, clickRun, recordImpressions, type ClickRun, type Target } from './clicks';
import type { Overspend } from './report';
import { listingsBody } from './requests';
import type { BenchSetup, Pool } from './setup';
import type { BenchDb } from './verify';

/** What a click phase needs of the run's plan: counts, connections and the longest a phase may take (ms). */
export interface ClickPlan {
  burstClicks: number;
  connections: number;
  phaseMs: number;
}

/** Starts a CPU count of the server and the database (cpu.ts serverAndDatabaseMeter); none when absent. */
export type ClickMeter = (() => () => Record<string, number>) | undefined;

/**
 * A burst of single clicks from `plan.connections` connections on one pool's small budgets; then its overspend
 * (grosze). Each auction offers two neighbouring campaigns' products, so the bids (and the clicks) spread over
 * every campaign.
 */
export async function overspendBurst(
  plan: ClickPlan,
  target: Target,
  db: BenchDb,
  setup: BenchSetup,
  pool: Pool,
  workers: number,
): Promise<Overspend> {
  const { shelves, campaignIds } = setup.pools[pool];
  const bodies = shelves.map((shelf, i) => listingsBody([...shelf, ...shelves[(i + 1) % shelves.length]!], 3));
  const bids = await collectBids(target, bodies, plan.burstClicks, plan.phaseMs);
  await recordImpressions(target, bids, `burst-${pool}`, plan.phaseMs);
  const run = await clickRun(target, db, bids, `burst-${pool}`, 1, plan.connections, plan.phaseMs);
  const o = await db.overspend(campaignIds);
  return { workers, clicks: run.clicks, ...o, campaigns: campaignIds.length };
}

/**
 * Collects `count` bids from auctions of `bodies`, records their impressions, then clicks each once in
 * requests of `batch` clicks from `plan.connections` connections (the target's shape: batches of 50 from 50
 * connections, docs/serving-scale.md "What is measured where").
 */
export async function clickFigures(
  plan: ClickPlan,
  target: Target,
  db: BenchDb,
  bodies: readonly string[],
  tag: string,
  batch: number,
  count: number,
  meter?: ClickMeter,
): Promise<ClickRun> {
  const bids = await collectBids(target, bodies, count, plan.phaseMs);
  await recordImpressions(target, bids, `${tag}-b${batch}`, plan.phaseMs);
  return clickRun(target, db, bids, `${tag}-b${batch}`, batch, plan.connections, plan.phaseMs, meter);
}
