import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { TestServer } from './server.testkit';
import { auction, callServing } from './serving.testkit';

/**
 * Waits until the statistics roll-up (stats_daily) has every click of the ledger: today it is written
 * with each event; the serving rewrite fills it a few seconds later, and this is where its drain goes.
 */
export async function statsSettled(db: Database, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await queryRows<{ ledger: number; stats: number }>(
      db,
      sql`select (select count(*) from clicks)::int as ledger, (select coalesce(sum(clicks + invalid_clicks), 0) from stats_daily)::int as stats`,
    );
    if (row && row.ledger === row.stats) return;
    if (Date.now() > until) throw new Error(`statistics did not settle: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let seq = 0;

/**
 * One shopper visit through the real serving API at the server's clock: an auction over `products`,
 * an impression of the winner and, when `click`, a click on it. Returns the winner's campaign id.
 */
export async function visit(server: TestServer, products: string[], at: Date, click = true): Promise<string | undefined> {
  const [win] = await auction(server, products);
  if (!win) return undefined;
  const n = ++seq;
  const base = { occurredAt: at.toISOString(), opaqueUserId: `shopper-${n}`, resolvedBidId: win.resolvedBidId };
  const res = await callServing(server, '/v2/events', {
    impressions: [{ id: `imp-${n}`, ...base }],
    ...(click ? { clicks: [{ id: `clk-${n}`, ...base }] } : {}),
  });
  if (res.status !== 200) throw new Error(`events failed: ${res.status} ${JSON.stringify(res.body)}`);
  return win.campaignId;
}

/**
 * `n` auctions over `products` first, then an impression and a click on each winner: clicks that
 * arrive after the budget ran out are recorded as not billable (BUDGET_EXHAUSTED).
 */
export async function burst(server: TestServer, products: string[], n: number, at: Date): Promise<number> {
  const wins = [];
  for (let i = 0; i < n; i++) wins.push(...(await auction(server, products)));
  const events = wins.map((w) => ({ n: ++seq, w }));
  const base = (e: (typeof events)[number]) => ({
    occurredAt: at.toISOString(),
    opaqueUserId: `shopper-${e.n}`,
    resolvedBidId: e.w.resolvedBidId,
  });
  const res = await callServing(server, '/v2/events', {
    impressions: events.map((e) => ({ id: `imp-${e.n}`, ...base(e) })),
    clicks: events.map((e) => ({ id: `clk-${e.n}`, ...base(e) })),
  });
  if (res.status !== 200) throw new Error(`events failed: ${res.status} ${JSON.stringify(res.body)}`);
  return wins.length;
}

/** Calls the API with a bearer token (and account header); returns status, headers and body text/bytes. */
export async function api(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  options: { accountId?: string; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test JSON
): Promise<{ status: number; headers: Headers; text: string; bytes: Buffer; json: any }> {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.accountId ? { 'account-id': options.accountId } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, bytes, json };
}
