/**
 * `npm run bench:keyword-insight`: the cost of counting keyword bids (serving/insight/keyword-insight-counters.ts,
 * docs/auction-insight.md "Keyword bids") beside the auction it follows. Synthetic search auctions (5–60 keyword
 * bids of distinct campaigns on 1–3 products each, 1–5 slots) are ranked by domain `runAuction` (the same-run
 * baseline) and then counted by `KeywordInsightCounters.settle` (finding each needed CPC itself) and by
 * `settleWith` (given each bid's landscape bucket, as the campaign counters hand them over in serving), in
 * interleaved rounds; the counts are taken (as the flush does) once per round. Prints µs per auction of each, the ratio, and "met / not met" against the
 * insight target of ≤ 5 % (docs/auction-insight.md "Cost on the auction path"), here of `runAuction` alone — a
 * stricter base than the whole search auction, whose bid gathering costs several times more.
 * Env: BENCH_AUCTIONS per round (default 20,000), BENCH_ROUNDS (5), BENCH_SEED (42).
 */
import { landscapeBucket, neededCpc, runAuction, type AuctionBid, type AuctionWinner } from '@ads/domain';
import { KeywordInsightCounters } from '../modules/serving/insight/keyword-insight-counters';

const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
let seed = Number(process.env.BENCH_SEED ?? 42) >>> 0;
const CAMPAIGNS = 50_000;
const KEYWORDS_PER_CAMPAIGN = 10;
const PRODUCTS = 1_000_000;
const TARGET = 0.05;

/** mulberry32: the same auctions on every run. */
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const campaignIds = Array.from({ length: CAMPAIGNS }, (_, c) => uuid(c));
const keywordIds = Array.from({ length: CAMPAIGNS * KEYWORDS_PER_CAMPAIGN }, (_, k) => uuid(10_000_000 + k));

interface Auction {
  bids: AuctionBid[];
  slots: number;
  winners: AuctionWinner[];
  /** Each bid's landscape bucket, as the campaign counters hand them over (InsightCounters.bucketsOf). */
  buckets: Uint8Array;
}

function auction(): Auction {
  const bids: AuctionBid[] = [];
  const seen = new Set<number>();
  for (let n = int(5, 60); n > 0; n--) {
    const c = int(0, CAMPAIGNS - 1);
    if (seen.has(c)) continue;
    seen.add(c);
    const keywordNumber = c * KEYWORDS_PER_CAMPAIGN + int(0, KEYWORDS_PER_CAMPAIGN - 1);
    const keywordId = keywordIds[keywordNumber]!;
    const maxCpc = int(100, 500);
    for (let p = int(1, 3); p > 0; p--) {
      const productId = `sku-${int(0, PRODUCTS - 1)}`;
      bids.push({
        campaignId: campaignIds[c]!,
        accountId: uuid(1_000_000 + (c % 2000)),
        productId,
        maxCpc,
        pctr: 0.005 + rand() * 0.045,
        budgetLeft: null,
        keywordId,
        keywordNumber,
      });
    }
  }
  const slots = int(1, 5);
  return { bids, slots, winners: [], buckets: new Uint8Array(0) };
}

function main(): void {
  const auctions = Array.from({ length: 1024 }, auction);
  for (const a of auctions) {
    a.winners = runAuction(a.bids, { slots: a.slots, reservePrice: 100 });
    a.buckets = Uint8Array.from(a.bids, (b) => landscapeBucket(neededCpc(b, a.winners, a.slots, 100)));
  }
  const counters = new KeywordInsightCounters();
  counters.begin(Date.parse('2026-03-10T10:00:00Z'));
  const bidsPerAuction = auctions.reduce((n, a) => n + a.bids.length, 0) / auctions.length;
  let sink = 0;
  const runBase = () => {
    const t = performance.now();
    for (let i = 0; i < AUCTIONS; i++) {
      const a = auctions[i % auctions.length]!;
      sink += runAuction(a.bids, { slots: a.slots, reservePrice: 100 }).length;
    }
    return performance.now() - t;
  };
  let takeMs = 0;
  let rows = 0;
  const runCount = () => {
    const t = performance.now();
    for (let i = 0; i < AUCTIONS; i++) {
      const a = auctions[i % auctions.length]!;
      counters.settle(a.bids, a.winners, a.slots, 100);
    }
    const taken = performance.now();
    const n = counters.take().length;
    rows += n;
    takeMs += performance.now() - taken;
    return performance.now() - t;
  };
  const runWith = () => {
    const t = performance.now();
    for (let i = 0; i < AUCTIONS; i++) {
      const a = auctions[i % auctions.length]!;
      counters.settleWith(a.bids, a.winners, a.buckets);
    }
    counters.take();
    return performance.now() - t;
  };
  runBase(); // warm-up (JIT)
  runCount();
  runWith();
  let base = 0;
  let count = 0;
  let withBuckets = 0;
  takeMs = 0;
  rows = 0;
  for (let r = 0; r < ROUNDS; r++) {
    base += runBase();
    count += runCount();
    withBuckets += runWith();
  }
  const n = AUCTIONS * ROUNDS;
  const baseUs = (base / n) * 1000;
  const countUs = (count / n) * 1000;
  const ratio = countUs / baseUs;
  console.log(
    `keyword bid counting: ${n.toLocaleString('en')} synthetic search auctions, ${bidsPerAuction.toFixed(1)} keyword bids each (${ROUNDS} interleaved rounds; sink ${sink})`,
  );
  console.log(`  runAuction (baseline, same run): ${baseUs.toFixed(2)} µs per auction`);
  console.log(
    `  KeywordInsightCounters.settle + take per round: ${countUs.toFixed(2)} µs per auction (${(ratio * 100).toFixed(1)} % of runAuction)`,
  );
  console.log(
    `  of which take() (the flush's rows): ${((takeMs / n) * 1000).toFixed(2)} µs per auction; ${Math.round(rows / ROUNDS).toLocaleString('en')} keyword rows per round`,
  );
  const withUs = (withBuckets / n) * 1000;
  const withRatio = withUs / baseUs;
  console.log(
    `  as serving runs it, with the campaign counters' buckets (settleWith + take): ${withUs.toFixed(2)} µs per auction (${(withRatio * 100).toFixed(1)} % of runAuction)`,
  );
  console.log(
    `  target ≤ ${TARGET * 100} % of runAuction: ${withRatio <= TARGET ? 'met' : 'not met'} (alone: ${ratio <= TARGET ? 'met' : 'not met'})`,
  );
}

main();
