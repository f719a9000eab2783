/**
 * `npm run bench:catalogue [-- --seconds N] [-- --rate R]` (docs/catalogue-api.md "Measured"): the shop's
 * catalogue API on PostgreSQL while auctions run. On the bench:serving scratch database (real catalogue,
 * ≥ 250 campaigns over ≥ 10,000 products) and the real server process it measures, in one run:
 * - the auctions' open-loop p50/p99 at a fixed rate without catalogue updates, before and after (the baselines);
 * - the same auctions while one shop client sends size-stock updates (PATCH /v2/catalog/skus, 500 sizes
 *   a call, back to back): updates applied per second and the auction p99 during them;
 * - how long a product sold out (and back) through the API takes to reach the ad index: the first
 *   auction without (with) a winner for it, polled every 10 ms (target ≤ 1 s).
 */
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@ads/db';
import { openLoop, type OpenLoop } from './load';
import { startServer } from './processes';
import { auctionBodies, listingsBody, winnersOf } from './requests';
import { createBenchDatabase, dropBenchDatabase } from './setup';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const RATE = arg('rate', 1000);
const BATCH = 500;
const log = (line: string) => console.log(line);
const ms = (n: number) => `${n.toFixed(1)} ms`;

log('bench:catalogue — setting up the scratch database (catalogue import, campaigns)…');
const setup = await createBenchDatabase(log, root);
const server = await startServer(root, { databaseUrl: setup.url, shopKey: setup.shopKey, workers: 1 });
const headers = { 'content-type': 'application/json', authorization: `Bearer ${setup.shopKey}` };
const pool = new Pool(server.url, { connections: 4 });
const post = async (method: 'POST' | 'PATCH', path: string, body: string) => {
  const res = await pool.request({ method, path, headers, body });
  const text = await res.body.text();
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${method} ${path}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
};

try {
  const handle = await openDatabase({ url: setup.url, poolSize: 2 });
  const sizes = await queryRows<{ sku: string; product: string }>(
    handle.db,
    sql`select sku_id as sku, product_id as product from product_sizes where product_id = any(${sql.param(setup.products)}::text[]) and active`,
  );
  await handle.close();
  log(`  ${sizes.length} sizes of ${setup.products.length} advertised products`);
  const bodies = auctionBodies(2_000, setup.shelves, setup.products, setup.categories);
  const auctions = () => openLoop({ url: server.url, path: '/v2/auctions', headers: { authorization: headers.authorization }, bodies, rate: RATE, durationS: SECONDS });

  // Warm-up (JIT, connection pools), then the baseline before and after the updates: the machine is shared.
  await openLoop({ url: server.url, path: '/v2/auctions', headers: { authorization: headers.authorization }, bodies, rate: RATE, durationS: 3 });
  const baseline = await auctions();
  let calls = 0;
  let skusChanged = 0;
  let stop = false;
  const updater = (async () => {
    for (let i = 0; !stop; i++) {
      const skus = Array.from({ length: BATCH }, (_, k) => {
        const s = sizes[(i * BATCH + k * 7919) % sizes.length]!;
        return { id: s.sku, stock: (i + k) % 4 === 0 ? 0 : 1 + ((i + k) % 5) };
      });
      const answer = await post('PATCH', '/v2/catalog/skus', JSON.stringify({ skus }));
      calls += 1;
      skusChanged += Number(answer.changed);
    }
  })();
  const started = performance.now();
  const during = await auctions();
  stop = true;
  await updater;
  const elapsedS = (performance.now() - started) / 1000;
  const baselineAfter = await auctions();

  // Propagation: sell out every size of one advertised product, then bring one back.
  const probe = setup.products[0]!;
  const probeSizes = sizes.filter((s) => s.product === probe).map((s) => s.sku);
  const winners = async () => winnersOf(await post('POST', '/v2/auctions', listingsBody([probe], 1))).length;
  const until = async (want: number) => {
    const t0 = performance.now();
    while ((await winners()) !== want) {
      if (performance.now() - t0 > 10_000) return Number.POSITIVE_INFINITY;
      await new Promise((r) => setTimeout(r, 10));
    }
    return performance.now() - t0;
  };
  await post('PATCH', '/v2/catalog/skus', JSON.stringify({ skus: probeSizes.map((id) => ({ id, stock: 3 })) }));
  await until(1);
  await post('PATCH', '/v2/catalog/skus', JSON.stringify({ skus: probeSizes.map((id) => ({ id, stock: 0 })) }));
  const soldOutMs = await until(0);
  await post('PATCH', '/v2/catalog/skus', JSON.stringify({ skus: [{ id: probeSizes[0]!, stock: 2 }] }));
  const backMs = await until(1);

  const line = (name: string, o: OpenLoop) => `  ${name}: ${o.completed.toFixed(0)}/s of ${o.offered}/s offered, p50 ${ms(o.p50)}, p99 ${ms(o.p99)}, failed ${o.failed}`;
  log(`\nAuctions, open loop at ${RATE}/s for ${SECONDS} s (1 server process):`);
  log(line('without catalogue updates, before (baseline)', baseline));
  log(line('during catalogue updates', during));
  log(line('without catalogue updates, after (baseline)', baselineAfter));
  const base = Math.min(baseline.p99, baselineAfter.p99);
  log(`  p99 during ÷ the better baseline p99: ${(during.p99 / base).toFixed(2)}`);
  log(`Catalogue updates while auctions ran: ${calls} calls of ${BATCH} sizes in ${elapsedS.toFixed(1)} s = ${((calls * BATCH) / elapsedS).toFixed(0)} size updates/s (${(skusChanged / elapsedS).toFixed(0)}/s changed a row)`);
  log(`Sold out → no winner: ${ms(soldOutMs)} (target ≤ 1000 ms: ${soldOutMs <= 1000 ? 'met' : 'not met'})`);
  log(`Back in stock → wins: ${ms(backMs)} (target ≤ 1000 ms: ${backMs <= 1000 ? 'met' : 'not met'})`);
} finally {
  await pool.close();
  await server.stop();
  await dropBenchDatabase(setup.adminUrl, setup.name);
}
