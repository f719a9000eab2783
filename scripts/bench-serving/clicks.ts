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

/**
 * Runs auctions from `bodies` (20 in flight) until `needed` winners are collected, or for at most
 * `deadlineMs` (a slow server then gives fewer); their bids, at most `needed`.
 */
export async function collectBids(target: Target, bodies: readonly string[], needed: number, deadlineMs: number): Promise<Bid[]> {
  const bids: Bid[] = [];
  let offset = 0;
  const start = performance.now();
  for (let round = 0; bids.length < needed && round < 50 && performance.now() - start < deadlineMs; round += 1) {
    const batch = Array.from(
      { length: Math.max(20, Math.ceil((needed - bids.length) / 3)) },
      (_, i) => bodies[(offset + i) % bodies.length]!,
    );
    offset += batch.length;
    const { answers } = await postAll(target.url, '/v2/auctions', target.headers, batch, 20, deadlineMs - (performance.now() - start));
    for (const a of answers) if (a) bids.push(...winnersOf(a));
  }
  return bids.slice(0, needed);
}

/** Records an impression for each bid (batches of 50, 8 in flight, for at most `deadlineMs`): the shop showed the ad before it was clicked. */
export async function recordImpressions(target: Target, bids: readonly Bid[], prefix: string, deadlineMs: number): Promise<void> {
  await postAll(
    target.url,
    '/v2/events',
    target.headers,
    chunks(bids, 50).map((c) => impressionsBody(c, prefix)),
    8,
    deadlineMs,
  );
}

/** Figures of one click run; money in grosze. */
export interface ClickRun {
  batch: number;
  /** Clicks sent (the deadline may stop the run before every bid is clicked). */
  clicks: number;
  /** Clicks sent and answered 2xx, per second of the run. */
  perSecond: number;
  failedRequests: number;
  retries: number;
  /** From the answers: accepted (a retried request may answer `duplicates` instead), charged clicks and cost. */
  accepted: number;
  charged: number;
  chargedCost: bigint;
  /** Repeats (10 % of the clicks, new event ids, after the run) the answers charged: must be 0. */
  repeatsCharged: number;
  /** From the database: click rows, distinct bids, their cost, and the campaigns' spent_total delta. */
  db: { rows: number; bids: number; cost: bigint; spentDelta: bigint };
  /** Every answered click has exactly one row (rows = distinct bids = clicks answered), cost = spent delta, no repeat charged. */
  chargedOnce: boolean;
  /** With a CPU meter: CPU time per answered click of the run (repeats and checks left out), µs — server and database backends. */
  cpuUs?: { server: number; database: number };
}

/**
 * Posts one click per bid in requests of `batch` clicks (`concurrency` in flight, for at most `deadlineMs`),
 * then 10 % of the sent ones again with new event ids, then checks the database (waiting up to 10 s for
 * batched charging to land). `meter` (cpu.ts cpuMeter) starts a CPU count just before the clicks are sent.
 */
export async function clickRun(
  target: Target,
  db: BenchDb,
  bids: readonly Bid[],
  prefix: string,
  batch: number,
  concurrency: number,
  deadlineMs: number,
  meter?: () => () => Record<string, number>,
): Promise<ClickRun> {
  const spentBefore = await db.spentTotal();
  const groups = chunks(bids, batch);
  const used = meter?.();
  const run = await postAll(
    target.url,
    '/v2/events',
    target.headers,
    groups.map((c) => clicksBody(c, prefix)),
    concurrency,
    deadlineMs,
  );
  const cpu = used?.();
  const answered = groups.filter((_, i) => run.answers[i] !== null).flat();
  const answers = run.answers.filter((a): a is EventsAnswer => a !== null);
  const accepted = answers.reduce((n, a) => n + a.accepted.clicks, 0);
  const charged = answers.reduce((n, a) => n + a.charged.clicks, 0);
  const chargedCost = answers.reduce((n, a) => n + BigInt(a.charged.cost), 0n);
  const repeats = answered.filter((_, i) => i % 10 === 0);
  const again = await postAll(
    target.url,
    '/v2/events',
    target.headers,
    chunks(repeats, 50).map((c) => clicksBody(c, prefix, true)),
    4,
  );
  const repeatsCharged = again.answers.reduce<number>((n, a) => n + ((a as EventsAnswer | null)?.charged.clicks ?? 0), 0);

  const settled = (f: { rows: number; cost: bigint }, spent: bigint) => f.rows >= answered.length && spent === f.cost;
  let facts = await db.clicks(`${prefix}-c`);
  let spentDelta = (await db.spentTotal()) - spentBefore;
  for (let waited = 0; waited < 10_000 && !settled(facts, spentDelta); waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    facts = await db.clicks(`${prefix}-c`);
    spentDelta = (await db.spentTotal()) - spentBefore;
  }
  const sent = groups.slice(0, run.sent).flat().length;
  return {
    batch,
    clicks: sent,
    perSecond: answered.length / (run.elapsedMs / 1000),
    failedRequests: run.failed + again.failed,
    retries: run.retries + again.retries,
    accepted,
    charged,
    chargedCost,
    repeatsCharged,
    db: { rows: facts.rows, bids: facts.bids, cost: facts.cost, spentDelta },
    // A request that failed every try may still have committed, so rows may exceed the answered clicks, never the sent ones.
    chargedOnce:
      facts.rows >= answered.length && facts.rows <= sent && facts.bids === facts.rows && facts.cost === spentDelta && repeatsCharged === 0,
    ...(cpu && answered.length > 0 ? { cpuUs: { server: cpu.server! / answered.length, database: cpu.database! / answered.length } } : {}),
  };
}
