/**
 * Auction micro-benchmark: `npm run bench` (= `npx tsx packages/domain/bench/auction.bench.ts`).
 *
 * Times runAuction on seeded random auctions of realistic sizes and prints plain lines:
 * auctions/second, p50/p99 µs per auction and heap used. It measures; it asserts nothing.
 * Optional: BENCH_ITERATIONS (default 20000 per scenario), BENCH_SEED (default 42).
 */
import { runAuction, type AuctionBid } from '../src/auction';

interface Scenario {
  name: string;
  /** Distinct candidate products in one auction. */
  products: number;
  /** Campaigns bidding on each product: uniform in [min, max]. */
  campaignsPerProduct: [number, number];
  slots: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'small: 10 products x 1-2 campaigns, 3 slots', products: 10, campaignsPerProduct: [1, 2], slots: 3 },
  { name: 'typical: 50 products x 1-5 campaigns, 3 slots', products: 50, campaignsPerProduct: [1, 5], slots: 3 },
  { name: 'large: 1000 bids (250 products x 4 campaigns), 3 slots', products: 250, campaignsPerProduct: [4, 4], slots: 3 },
  { name: 'wide: 1000 bids (1000 products x 1 campaign), 10 slots', products: 1000, campaignsPerProduct: [1, 1], slots: 10 },
];

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const SEED = Number(process.env.BENCH_SEED ?? 42);
/** Distinct pre-generated auctions cycled through, so generation is not timed and caches see variety. */
const POOL = 256;
const RESERVE = 100;

/** mulberry32: small seeded PRNG, same auctions on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeAuction(s: Scenario, rand: () => number): AuctionBid[] {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const bids: AuctionBid[] = [];
  for (let p = 0; p < s.products; p++) {
    const productId = `sku-${int(1, 44_441)}-${p}`;
    for (let c = 0, n = int(...s.campaignsPerProduct); c < n; c++) {
      const campaign = int(1, 500);
      bids.push({
        campaignId: `cmp-${campaign}`,
        accountId: `acc-${campaign % 120}`, // ~4 campaigns per account
        productId,
        maxCpc: int(100, 1500), // 1.00–15.00 PLN
        pctr: 0.001 + rand() * 0.02, // around the 0.5 % prior, up to ~2 %
        budgetLeft: rand() < 0.25 ? int(0, 5000) : null, // a quarter close to their cap
      });
    }
  }
  return bids;
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

console.log(`auction bench: node ${process.version}, ${ITERATIONS} iterations per scenario, seed ${SEED}, pool ${POOL}`);

for (const scenario of SCENARIOS) {
  const rand = prng(SEED);
  const pool = Array.from({ length: POOL }, () => makeAuction(scenario, rand));
  const bidCount = pool.reduce((n, a) => n + a.length, 0) / POOL;
  const opts = { slots: scenario.slots, reservePrice: RESERVE };
  let checksum = 0;

  // Warm-up: let the JIT settle before measuring.
  for (let i = 0; i < Math.min(ITERATIONS, 2000); i++) checksum += runAuction(pool[i % POOL]!, opts).length;

  (globalThis as { gc?: () => void }).gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const samples = new Float64Array(ITERATIONS);
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = process.hrtime.bigint();
    const winners = runAuction(pool[i % POOL]!, opts);
    samples[i] = Number(process.hrtime.bigint() - t0) / 1000;
    checksum += winners.length ? winners[0]!.price : 0;
  }
  const totalMs = Number(process.hrtime.bigint() - start) / 1e6;
  const heapAfter = process.memoryUsage().heapUsed;
  samples.sort();

  console.log(`scenario: ${scenario.name}`);
  console.log(`  bids per auction: ${bidCount.toFixed(1)}`);
  console.log(`  auctions/second: ${Math.round((ITERATIONS / totalMs) * 1000)}`);
  console.log(`  p50 us per auction: ${percentile(samples, 0.5).toFixed(1)}`);
  console.log(`  p99 us per auction: ${percentile(samples, 0.99).toFixed(1)}`);
  console.log(`  max us per auction: ${samples[samples.length - 1]!.toFixed(1)}`);
  console.log(`  heap used MiB: ${mib(heapAfter)} (before run ${mib(heapBefore)})`);
  console.log(`  checksum: ${checksum}`);
}
