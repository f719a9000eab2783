import { postAll } from './load';
import { clicksBody, impressionsBody, winnersOf, type Bid, type EventsAnswer } from './requests';
import type { BenchDb } from './verify';

/** A server under test: base URL and the shop key's Authorization header. */
export interface Target {
  url: string;
  headers: Record<string, string>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Runs auctions from `bodies` (20 in flight) until `needed` winners are collected; their bids, at most `needed`. */
export async function collectBids(target: Target, bodies: readonly string[], needed: number): Promise<Bid[]> {
  const bids: Bid[] = [];
  let offset = 0;
  for (let round = 0; bids.length < needed && round < 50; round += 1) {
    const batch = Array.from({ length: Math.max(20, Math.ceil((needed - bids.length) / 3)) }, (_, i) => bodies[(offset + i) % bodies.length]!);
    offset += batch.length;
    const { answers } = await postAll(target.url, '/v2/auctions', target.headers, batch, 20);
    for (const a of answers) if (a) bids.push(...winnersOf(a));
  }
  return bids.slice(0, needed);
}

/** Records an impression for each bid (batches of 50, 8 in flight): the shop showed the ad before it was clicked. */
export async function recordImpressions(target: Target, bids: readonly Bid[], prefix: string): Promise<void> {
  await postAll(target.url, '/v2/events', target.headers, chunks(bids, 50).map((c) => impressionsBody(c, prefix)), 8);
}

/** Figures of one click run; money in grosze. */
export interface ClickRun {
  batch: number;
  clicks: number;
  /** Accepted clicks per second over the run. */
  perSecond: number;
  failedRequests: number;
  /** From the answers: accepted, charged clicks and cost. */
  accepted: number;
  charged: number;
  chargedCost: bigint;
  /** Repeats (10 % of the clicks, new event ids) the answers charged again: must be 0. */
  repeatsCharged: number;
  /** From the database: click rows, distinct bids, their cost, and the campaigns' spent_total delta. */
  db: { rows: number; bids: number; cost: bigint; spentDelta: bigint };
  /** rows = distinct bids = accepted, and cost = spent delta = charged cost. */
  chargedOnce: boolean;
}

/**
 * Posts one click per bid in requests of `batch` clicks (`concurrency` in flight), then 10 % of them
 * again with new event ids, then checks the database (waiting up to 10 s for batched charging to land).
 */
export async function clickRun(target: Target, db: BenchDb, bids: readonly Bid[], prefix: string, batch: number, concurrency: number): Promise<ClickRun> {
  const spentBefore = await db.spentTotal();
  const bodies = chunks(bids, batch).map((c) => clicksBody(c, prefix));
  const run = await postAll(target.url, '/v2/events', target.headers, bodies, concurrency);
  const answers = run.answers.filter((a): a is EventsAnswer => a !== null);
  const accepted = answers.reduce((n, a) => n + a.accepted.clicks, 0);
  const charged = answers.reduce((n, a) => n + a.charged.clicks, 0);
  const chargedCost = answers.reduce((n, a) => n + BigInt(a.charged.cost), 0n);
  const repeats = bids.filter((_, i) => i % 10 === 0);
  const again = await postAll(target.url, '/v2/events', target.headers, chunks(repeats, 50).map((c) => clicksBody(c, prefix, true)), 4);
  const repeatsCharged = again.answers.reduce<number>((n, a) => n + ((a as EventsAnswer | null)?.charged.clicks ?? 0), 0);

  let facts = await db.clicks(`${prefix}-c`);
  let spentDelta = (await db.spentTotal()) - spentBefore;
  for (let waited = 0; waited < 10_000 && (facts.rows < accepted || spentDelta !== facts.cost); waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    facts = await db.clicks(`${prefix}-c`);
    spentDelta = (await db.spentTotal()) - spentBefore;
  }
  return {
    batch,
    clicks: bids.length,
    perSecond: accepted / (run.elapsedMs / 1000),
    failedRequests: run.failed + again.failed,
    accepted,
    charged,
    chargedCost,
    repeatsCharged,
    db: { rows: facts.rows, bids: facts.bids, cost: facts.cost, spentDelta },
    chargedOnce: facts.rows === accepted && facts.bids === facts.rows && facts.cost === spentDelta && spentDelta === chargedCost && repeatsCharged === 0,
  };
}
