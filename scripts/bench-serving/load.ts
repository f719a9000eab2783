import autocannon from 'autocannon';
import { Pool } from 'undici';
import type { MainThreadTime } from './sched';
import { percentile } from './stats';

/** Closed-loop figures (autocannon): mean completed requests/s and latency percentiles, ms. */
export interface ClosedLoop {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, plus errors and timeouts. */
  failed: number;
}

/**
 * `connections` connections each sending its next request when the last is answered, for `durationS`
 * (autocannon). `bodies` rotate over the requests (POST with JSON) — none for a GET.
 */
export async function closedLoop(opts: {
  url: string;
  path: string;
  headers?: Record<string, string>;
  bodies?: readonly string[];
  connections: number;
  durationS: number;
}): Promise<ClosedLoop> {
  let next = 0;
  const bodies = opts.bodies;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.durationS,
    requests: [
      bodies
        ? {
            method: 'POST',
            path: opts.path,
            headers: { 'content-type': 'application/json', ...opts.headers },
            setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
          }
        : { method: 'GET', path: opts.path, headers: opts.headers },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Most open-loop requests in flight; a request due beyond it is not sent and counts as failed. */
export const MAX_IN_FLIGHT = 1_000;

/** Open-loop figures: offered and completed rate, latency from each request's scheduled time (ms). */
export interface OpenLoop {
  offered: number;
  completed: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  /** The server's main thread meanwhile (sched.ts), when measured. */
  server?: MainThreadTime | null;
}

/**
 * Open loop (no coordinated omission): request i is due at start + i / rate and is sent then, whatever
 * earlier requests are doing; its latency counts from the due time, so a stalled server shows as latency,
 * not as fewer requests. (autocannon's `overallRate` is closed-loop: a connection waits for its answer.)
 * Requests still unanswered 5 s after the end, or due while {@link MAX_IN_FLIGHT} are unanswered, count as failed.
 */
export async function openLoop(opts: {
  url: string;
  path: string;
  headers: Record<string, string>;
  bodies: readonly string[];
  rate: number;
  durationS: number;
}): Promise<OpenLoop> {
  const pool = new Pool(opts.url, { connections: 256, pipelining: 1 });
  const total = Math.round(opts.rate * opts.durationS);
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const send = (i: number) => {
    if (pending.size >= MAX_IN_FLIGHT) {
      failed += 1; // the server is this far behind: counted as failed, not queued without end
      return;
    }
    const due = start + (i * 1000) / opts.rate;
    const p = pool
      .request({
        method: 'POST',
        path: opts.path,
        headers: { 'content-type': 'application/json', ...opts.headers },
        body: opts.bodies[i % opts.bodies.length],
        headersTimeout: 5_000,
        bodyTimeout: 5_000,
      })
      .then(async (res) => {
        await res.body.dump();
        if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
        else failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  while (sent < total) {
    const dueNow = Math.min(total, Math.floor(((performance.now() - start) * opts.rate) / 1000) + 1);
    while (sent < dueNow) send(sent++);
    // setImmediate lets answers be read between sends; the next due time is at most 1 / rate away.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const sendEnd = performance.now();
  await Promise.race([Promise.all([...pending]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  failed += pending.size;
  await pool.destroy();
  const elapsedS = Math.max(opts.durationS, (sendEnd - start) / 1000);
  return {
    offered: opts.rate,
    completed: latencies.length / elapsedS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    failed,
  };
}

/** What {@link postAll} did: each parsed 2xx answer (null when none came or the body was not sent), counts, time. */
export interface PostAll {
  answers: Array<unknown>;
  /** Bodies sent (all of them, unless the deadline stopped it). */
  sent: number;
  /** Bodies with no 2xx answer after every try. */
  failed: number;
  /** Tries repeated after a 5xx or a network error (events are idempotent, so a shop retries them). */
  retries: number;
  elapsedMs: number;
}

/**
 * POSTs the bodies in order to `path` with `concurrency` requests in flight over one keep-alive pool.
 * A 5xx or network error is tried again up to 3 times (250 ms apart). With `deadlineMs`, no new body is
 * started after that long, so a slow server bounds the run's time, not its size.
 */
export async function postAll(
  url: string,
  path: string,
  headers: Record<string, string>,
  bodies: readonly string[],
  concurrency: number,
  deadlineMs = Number.POSITIVE_INFINITY,
): Promise<PostAll> {
  const pool = new Pool(url, { connections: concurrency, pipelining: 1 });
  const answers: unknown[] = new Array(bodies.length).fill(null);
  let next = 0;
  let failed = 0;
  let retries = 0;
  const start = performance.now();
  const once = async (body: string): Promise<unknown> => {
    const res = await pool.request({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const text = await res.body.text();
    if (res.statusCode >= 200 && res.statusCode < 300) return JSON.parse(text);
    if (res.statusCode >= 500) throw new Error(`HTTP ${res.statusCode}`);
    return null; // 4xx: a bench bug, not worth a retry
  };
  const worker = async () => {
    while (next < bodies.length && performance.now() - start < deadlineMs) {
      const i = next++;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        if (attempt > 0) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        try {
          answers[i] = await once(bodies[i]!);
          break;
        } catch {
          // tried again below
        }
      }
      if (answers[i] === null) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - start;
  await pool.close();
  return { answers, sent: next, failed, retries, elapsedMs };
}
