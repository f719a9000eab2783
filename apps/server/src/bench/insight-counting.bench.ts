/**
 * `node --import tsx apps/server/src/bench/insight-counting.bench.ts`: the auction path (AuctionService.run on the
 * in-memory ad index, no HTTP, no database) with auction insight counting on and off, in one process, interleaved
 * rounds, each timed by the process's CPU time (not wall clock: the machine may be shared) (docs/auction-insight-cost.md). The index mirrors the serving benchmark's set-up
 * (260 campaigns × 80 products, neighbours overlapping by half, no pacing; 80 % auctions of 30 candidates, 3–5
 * slots, 20 % category auctions of ~100 products, 4 slots); the counters are
 * taken every BENCH_FLUSH_EVERY auctions (default 30,000 ≈ the 10 s flush period at 3,000 auctions/s) as the flush does.
 * It prints each round (up to 12 rounds), the median of each round's paired cost (1 − off ÷ on) and the medians of
 * each side; many short rounds (BENCH_ROUNDS=60 BENCH_AUCTIONS=5000) hold better on a shared machine than a few long
 * ones. It measures; it asserts nothing. Env: BENCH_ROUNDS (default 6), BENCH_AUCTIONS (per round, default 60,000), BENCH_ONLY=on|off (one side
 * alone, to profile it with --cpu-prof).
 */
import { randomBytes } from 'node:crypto';
import { warsawDay } from '@ads/domain';
import { DomainEvents } from '../modules/context';
import { AdIndex } from '../modules/serving/ad-index';
import type { AdIndexRepository, AdIndexRow } from '../modules/serving/ad-index.repository';
import { AuctionService } from '../modules/serving/auction.service';
import { ResolvedBidSigner } from '../modules/serving/bids/resolved-bid-token';
import { InsightCounters } from '../modules/serving/insight/insight-counters';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 60_000);
const FLUSH_EVERY = Number(process.env.BENCH_FLUSH_EVERY ?? 30_000);
const CAMPAIGNS = 260;
const PER_CAMPAIGN = 80;
const STRIDE = 40;
let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const now = new Date();
const today = warsawDay(now);
const PRODUCTS = CAMPAIGNS * STRIDE + PER_CAMPAIGN;

function rows(): AdIndexRow[] {
  const out: AdIndexRow[] = [];
  for (let c = 0; c < CAMPAIGNS; c++) {
    const daily = rand() < 0.6 ? int(2000, 50_000) : null;
    const base = {
      campaignId: uuid(c),
      accountId: uuid(1_000_000 + (c % 50)),
      userStatus: 'ACTIVE',
      maxCpc: int(100, 1500),
      dailyBudget: daily,
      totalBudget: rand() < 0.5 ? int(10_000, 1_000_000) : null,
      spentTotal: 0,
      spentToday: daily ? int(0, daily) : 0,
      spendDay: today,
      startDate: '2020-01-01',
      endDate: null,
      channel: rand() < 0.8 ? 'ALL' : 'APP',
      markets: ['PL'],
      delivery: rand() < 0.5 ? 'STANDARD' : 'ACCELERATED',
      accountName: `Account ${c % 50}`,
      advertiserName: null,
      payerName: null,
      billingCompanyName: null,
    };
    for (let k = 0; k < PER_CAMPAIGN; k++) {
      const p = (c * STRIDE + k) % PRODUCTS;
      out.push({
        ...base,
        productId: `p-${p}`,
        stock: 1,
        categoryCodes: [`c${p % 100}`],
        clicks: int(0, 30),
        impressions: int(0, 5000),
      } as AdIndexRow);
    }
  }
  return out;
}

async function service(insight: InsightCounters | undefined): Promise<AuctionService> {
  const all = rows();
  const repo = { loadRows: async () => all, loadKeywordRows: async () => [] } as unknown as AdIndexRepository;
  const index = new AdIndex({ repo, events: new DomainEvents(), now: () => now, reservePrice: 100, insight });
  await index.refresh();
  const signer = new ResolvedBidSigner([{ kid: 'bnch', secret: randomBytes(32) }]);
  const probe = insight && Object.assign(insight, { unlisted: () => undefined, unlistedInCategory: () => undefined });
  return new AuctionService({ index, signer, now: () => now, reservePrice: 100, insight: probe });
}

async function main(): Promise<void> {
  seed = 42;
  const counters = new InsightCounters();
  const on = await service(counters);
  seed = 42;
  const off = await service(undefined);
  const key = { id: uuid(9), channel: 'MAIN', market: 'PL' };
  const requests = Array.from({ length: 1024 }, () => {
    if (rand() < 0.2) return [{ type: 'listings' as const, slots: 4, category: { id: `c${int(0, 99)}` } }];
    const shelf = int(0, CAMPAIGNS - 1) * STRIDE;
    const ids = new Set<string>();
    while (ids.size < 15) ids.add(`p-${(shelf + int(0, PER_CAMPAIGN - 1)) % PRODUCTS}`);
    while (ids.size < 30) ids.add(`p-${int(0, PRODUCTS - 1)}`);
    return [{ type: 'listings' as const, slots: int(3, 5), products: { ids: [...ids] } }];
  });
  let done = 0;
  const round = (s: AuctionService, counting: boolean): number => {
    const t = process.cpuUsage();
    for (let i = 0; i < AUCTIONS; i++) {
      s.run(requests[i % requests.length]!, key);
      if (counting && ++done % FLUSH_EVERY === 0) counters.take();
    }
    const used = process.cpuUsage(t);
    return (used.user + used.system) / AUCTIONS;
  };
  const only = process.env.BENCH_ONLY; // 'on' or 'off': one side alone (for --cpu-prof)
  if (only) {
    for (let r = 0; r < ROUNDS; r++) console.log(`${only}: ${round(only === 'on' ? on : off, only === 'on').toFixed(2)} µs/auction`);
    return;
  }
  round(on, true);
  round(off, false);
  const onUs: number[] = [];
  const offUs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      onUs.push(round(on, true));
      offUs.push(round(off, false));
    } else {
      offUs.push(round(off, false));
      onUs.push(round(on, true));
    }
    if (ROUNDS <= 12) console.log(`round ${r + 1}: on ${onUs.at(-1)!.toFixed(2)} µs/auction, off ${offUs.at(-1)!.toFixed(2)} µs/auction`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const a = median(onUs);
  const b = median(offUs);
  const paired = median(onUs.map((u, i) => 1 - offUs[i]! / u));
  console.log(`median of the ${ROUNDS} paired rounds' costs: ${(100 * paired).toFixed(1)} %`);
  console.log(
    `median: on ${a.toFixed(2)} µs, off ${b.toFixed(2)} µs → insight costs ${(100 * (1 - b / a)).toFixed(1)} % of auctions/s (${(a - b).toFixed(2)} µs per auction)`,
  );
}

await main();
