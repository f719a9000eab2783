import { randomBytes } from 'node:crypto';
import { Agent, fetch } from 'undici';

/**
 * The shop's traffic through the balancer during the faults (docs/deployment.md "The cluster test"):
 * `sessions` loops, each an auction (POST /v2/auctions), an impression per winner and then a click per
 * winner (POST /v2/events), as a shop page does. An events request that fails (no answer, 5xx) is retried
 * with the same event ids — events are idempotent — up to {@link EVENT_TRIES} times; a click is
 * *acknowledged* when a 2xx answer did not reject it. Those are what must be in the database exactly once.
 */
export const EVENT_TRIES = 8;

export interface Ack {
  eventId: string;
  resolvedBidId: string;
}

export interface TrafficFigures {
  /** Prefix of this run's event ids. */
  run: string;
  seconds: number;
  auctions: { sent: number; ok: number; failed: number; withWinners: number; p50: number; p99: number; max: number };
  /** Answers per serving host (x-served-by pid → count), auctions and events together. */
  servedBy: Map<string, number>;
  /** Answers by HTTP status (after the balancer's own retries), auctions and events together. */
  statuses: Map<number, number>;
  /** Requests without an answer, by error (timeout, reset…). */
  errors: Map<string, number>;
  clicks: {
    sent: number;
    acknowledged: number;
    unanswered: number;
    rejected: number;
    retried: number;
    chargedByAnswers: number;
    chargedCost: number;
  };
  impressionsUnanswered: number;
  acks: Ack[];
}

interface Winner {
  resolvedBidId: string;
  productId: string;
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 5_000, headersTimeout: 5_000, bodyTimeout: 5_000 });

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: unknown; by: string | null }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(6_000),
    dispatcher: agent,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, by: res.headers.get('x-served-by') };
}

/** The winners of an auction answer. */
export function winnersOf(body: unknown): Winner[] {
  const results = (body as { results?: Array<{ winners?: Array<{ id: string; resolvedBidId: string }> }> } | undefined)?.results ?? [];
  return results.flatMap((r) => (r.winners ?? []).map((w) => ({ resolvedBidId: w.resolvedBidId, productId: w.id })));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Runs the traffic until `stop()` resolves. `auctionBody(i)` gives the i-th auction's JSON body.
 * Returns the figures and every acknowledged click.
 */
export async function runTraffic(opts: {
  url: string;
  shopKey: string;
  sessions: number;
  auctionBody: (i: number) => string;
  until: Promise<void>;
}): Promise<TrafficFigures> {
  const headers = { authorization: `Bearer ${opts.shopKey}` };
  const run = randomBytes(3).toString('hex');
  const latencies: number[] = [];
  const servedBy = new Map<string, number>();
  const f: TrafficFigures = {
    run,
    seconds: 0,
    auctions: { sent: 0, ok: 0, failed: 0, withWinners: 0, p50: 0, p99: 0, max: 0 },
    servedBy,
    statuses: new Map(),
    errors: new Map(),
    clicks: { sent: 0, acknowledged: 0, unanswered: 0, rejected: 0, retried: 0, chargedByAnswers: 0, chargedCost: 0 },
    impressionsUnanswered: 0,
    acks: [],
  };
  const count = (res: { status: number; by: string | null }) => {
    if (res.by) servedBy.set(res.by, (servedBy.get(res.by) ?? 0) + 1);
    f.statuses.set(res.status, (f.statuses.get(res.status) ?? 0) + 1);
  };
  const failed = (error: unknown) => {
    const e = error as { name?: string; code?: string; cause?: { code?: string; message?: string } };
    const kind = `${e.name ?? 'Error'}${e.code ? ` ${e.code}` : ''}${e.cause?.code ? ` ${e.cause.code}` : e.cause?.message ? ` ${e.cause.message}` : ''}`;
    f.errors.set(kind, (f.errors.get(kind) ?? 0) + 1);
  };
  let stopped = false;
  void opts.until.then(() => (stopped = true));
  let next = 0;

  /** Posts an events body until a 2xx (same ids each time); the answer, or null after every try failed. */
  const events = async (body: string, onRetry: () => void): Promise<unknown> => {
    for (let attempt = 1; attempt <= EVENT_TRIES; attempt += 1) {
      try {
        const res = await post(`${opts.url}/v2/events`, body, headers);
        count(res);
        if (res.status >= 200 && res.status < 300) return res.json;
      } catch (error) {
        failed(error); // no answer: the request may or may not have been applied; retry with the same event ids
      }
      onRetry();
      await pause(Math.min(2_000, 100 * 2 ** (attempt - 1)));
    }
    return null;
  };

  const session = async (s: number) => {
    while (!stopped) {
      const i = next++;
      f.auctions.sent += 1;
      const started = performance.now();
      let winners: Winner[] = [];
      try {
        const res = await post(`${opts.url}/v2/auctions`, opts.auctionBody(i), headers);
        count(res);
        if (res.status < 200 || res.status > 299) {
          f.auctions.failed += 1;
          await pause(50);
          continue;
        }
        latencies.push(performance.now() - started);
        f.auctions.ok += 1;
        winners = winnersOf(res.json);
      } catch (error) {
        failed(error);
        f.auctions.failed += 1;
        await pause(50);
        continue;
      }
      if (winners.length === 0) continue;
      f.auctions.withWinners += 1;
      const occurredAt = new Date().toISOString();
      const user = (w: Winner) => `${run}-u-${s}-${w.resolvedBidId.slice(-12)}`;
      const impressions = JSON.stringify({
        impressions: winners.map((w) => ({
          id: `${run}-i-${w.resolvedBidId}`,
          occurredAt,
          opaqueUserId: user(w),
          resolvedBidId: w.resolvedBidId,
          entity: { type: 'product', id: w.productId },
        })),
      });
      if ((await events(impressions, () => undefined)) === null) {
        f.impressionsUnanswered += winners.length;
        continue;
      }
      const clicks = winners.map((w) => ({
        id: `${run}-c-${w.resolvedBidId}`,
        occurredAt: new Date().toISOString(),
        opaqueUserId: user(w),
        resolvedBidId: w.resolvedBidId,
        entity: { type: 'product', id: w.productId },
      }));
      f.clicks.sent += clicks.length;
      const answer = (await events(JSON.stringify({ clicks }), () => (f.clicks.retried += 1))) as {
        rejected: Array<{ kind: string; index: number }>;
        charged: { clicks: number; cost: number };
      } | null;
      if (answer === null) {
        f.clicks.unanswered += clicks.length;
        continue;
      }
      const rejected = new Set(answer.rejected.filter((r) => r.kind === 'click').map((r) => r.index));
      f.clicks.rejected += rejected.size;
      f.clicks.chargedByAnswers += answer.charged.clicks;
      f.clicks.chargedCost += answer.charged.cost;
      clicks.forEach((c, index) => {
        if (!rejected.has(index)) f.acks.push({ eventId: c.id, resolvedBidId: c.resolvedBidId });
      });
    }
  };

  const start = performance.now();
  await Promise.all(Array.from({ length: opts.sessions }, (_, s) => session(s)));
  f.seconds = (performance.now() - start) / 1000;
  f.clicks.acknowledged = f.acks.length;
  latencies.sort((a, b) => a - b);
  f.auctions.p50 = percentile(latencies, 50);
  f.auctions.p99 = percentile(latencies, 99);
  f.auctions.max = latencies.at(-1) ?? 0;
  return f;
}
