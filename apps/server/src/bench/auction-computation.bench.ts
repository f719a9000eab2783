/**
 * `npm run bench:auction`: the auction computation alone (docs/serving-scale.md "What is measured where" target: p99 ≤ 200 µs per auction of 30
 * candidates on an index of 1M SKUs × 50k campaigns), on the real code path minus HTTP — the in-memory ad index
 * (AdIndex.bids: eligibility with domain isServing on the cached Warsaw day), domain runAuction (GSP) and the
 * signed resolved bid ids (AuctionService.run) — built in memory from generated rows. It measures; it asserts nothing.
 * A second case runs search auctions (`searchQuery` alone, docs/search-placements.md "Search auctions") on a keyword
 * index of 500,000 keywords, 5–15 per campaign (1–3 words of a 5,000-word vocabulary, skewed so some words are
 * common, all three match types, a third with a keyword bid, one negative per ten campaigns); queries are 2–4 words
 * drawn alike. It prints p50/p99 (µs), the keyword index's own heap (built alone first) and the process heap with
 * both indexes, each beside its target (docs/search-placements.md "Keyword index": p99 ≤ 300 µs, heap ≤ 1.5 GB).
 * A third case skews the same auctions towards hot products: each candidate is, with probability 0.2, one of the 1 %
 * most-advertised products (most campaigns bidding on it), so a fifth of the lookups land on a hundredth of the
 * products, the ones with the most bids (docs/serving-scale.md "What is measured where": p99 ≤ 200 µs with hot products).
 * The baseline of each p99 target, in the same run: one of its auctions repeated as often, whose spread (p99 − p50)
 * is the machine's, since the work is the same every time. Requests go through `JSON.parse`, as the server's body
 * parser hands them over (short product ids come out internalized, docs/serving-profile.md).
 * Run with the server's Node.js flags (package.json: scripts/server-node-flags.mjs, docs/serving-scale.md "Garbage collection").
 * Options: --scale=F (0 < F ≤ 1) multiplies SKUs and campaigns (so keywords) by F when the full size does not fit;
 * --cases=uniform,hot,search runs only those cases (default all; the same index and auctions either way, e.g. to profile one);
 * --compare also runs the uniform and hot auctions again, interleaved in blocks of 250 with the same auctions made from
 * every eligible bid (AdIndex `bids`, no early stop per product: docs/serving-scale.md "Product auctions: only the bids
 * that can matter"), so both sides see the same load on a shared machine.
 * Env: BENCH_SKUS (default 1,000,000), BENCH_CAMPAIGNS (50,000), BENCH_AUCTIONS (20,000), BENCH_SEED (42).
 */
import { randomBytes } from 'node:crypto';
import { warsawDay, type ServingPlace } from '@ads/domain';
import { DomainEvents } from '../modules/context';
import { AdIndex } from '../modules/serving/ad-index';
import type { AdIndexRepository, AdIndexRow } from '../modules/serving/ad-index.repository';
import { KeywordIndex, type KeywordIndexRow } from '../modules/serving/keyword-index';
import { AuctionService } from '../modules/serving/auction.service';
import { ResolvedBidSigner } from '../modules/serving/bids/resolved-bid-token';
import type { AuctionRequest, AuctionResult } from '../modules/serving/serving.schemas';

const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('--scale must be in (0, 1]');
const COMPARE = process.argv.includes('--compare');
const CASES = new Set((process.argv.find((a) => a.startsWith('--cases='))?.split('=')[1] ?? 'uniform,hot,search').split(','));
const SKUS = Math.round(Number(process.env.BENCH_SKUS ?? 1_000_000) * SCALE);
const CAMPAIGNS = Math.round(Number(process.env.BENCH_CAMPAIGNS ?? 50_000) * SCALE);
/** Targets of the search case (docs/search-placements.md "Keyword index"). */
const SEARCH_P99_US = 300;
const HEAP_LIMIT_MB = 1536;
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 20_000);
const CANDIDATES = 30;
const SEED = Number(process.env.BENCH_SEED ?? 42) >>> 0;
let seed = SEED;
/** mulberry32: the same index and auctions on every run. */
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
const CATEGORIES = Array.from({ length: 200 }, (_, i) => [`c${i % 10}`, `c${i % 10}/s${i % 50}`, `c${i % 10}/s${i % 50}/t${i}`]);

/** Each campaign advertises 20–60 SKUs: ~2M rows over 1M SKUs (most SKUs have 1–4 campaigns). */
function* rows(): Generator<AdIndexRow> {
  for (let c = 0; c < CAMPAIGNS; c++) {
    const daily = rand() < 0.6 ? int(2000, 50_000) : null;
    const base = {
      campaignId: uuid(c),
      accountId: uuid(1_000_000 + (c % 2000)),
      userStatus: 'ACTIVE',
      maxCpc: int(100, 1500),
      dailyBudget: daily,
      totalBudget: rand() < 0.5 ? int(10_000, 1_000_000) : null,
      spentTotal: 0,
      spentToday: daily ? int(0, daily) : 0,
      spendDay: today,
      startDate: '2020-01-01',
      endDate: null,
      channel: rand() < 0.2 ? 'ALL' : 'MAIN',
      markets: ['PL'],
      delivery: rand() < 0.8 ? 'STANDARD' : 'ACCELERATED',
      accountName: `Account ${c % 2000}`,
      advertiserName: null,
      payerName: null,
      billingCompanyName: c % 3 === 0 ? `Company ${c % 2000} sp. z o.o.` : null,
    };
    for (let k = int(20, 60); k > 0; k--) {
      const sku = int(0, SKUS - 1);
      yield {
        ...base,
        productId: `sku-${sku}`,
        stock: 1,
        categoryCodes: CATEGORIES[sku % CATEGORIES.length]!,
        clicks: int(0, 30),
        impressions: int(0, 5000),
      };
    }
  }
}

const VOCABULARY = 5000;
/** A word of the vocabulary, skewed towards the first ones (rand² : word 0 is far more common than word 4999). */
const word = () => `w${Math.floor(rand() * rand() * VOCABULARY)}`;
const phrase = (lo: number, hi: number) => Array.from({ length: int(lo, hi) }, word).join(' ');
const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;

/** 5–15 keywords per campaign (10 on average: 500,000 for 50,000 campaigns) and one negative per ten campaigns (see the header). */
function keywordRows(): KeywordIndexRow[] {
  const out: KeywordIndexRow[] = [];
  let id = 0;
  for (let c = 0; c < CAMPAIGNS; c++) {
    const seen = new Set<string>();
    for (let k = int(5, 15); k > 0; k--) {
      const normalized = phrase(1, 3);
      const matchType = MATCH_TYPES[int(0, 2)]!;
      if (seen.has(`${normalized}|${matchType}`)) continue;
      seen.add(`${normalized}|${matchType}`);
      out.push({
        campaignId: uuid(c),
        keywordId: uuid(2_000_000 + id++),
        normalized,
        matchType,
        bid: rand() < 0.33 ? int(100, 2000) : null,
        negative: false,
      });
    }
    if (c % 10 === 0)
      out.push({
        campaignId: uuid(c),
        keywordId: uuid(2_000_000 + id++),
        normalized: phrase(1, 2),
        matchType: 'PHRASE',
        bid: null,
        negative: true,
      });
  }
  return out;
}

/**
 * `requests` as the server's body parser hands them over: through `JSON.parse`, which in V8 makes short strings (a
 * product id of up to 10 characters) internalized, so the index's lookups see what they see in production.
 */
const asParsed = <T>(requests: T): T => JSON.parse(JSON.stringify(requests)) as T;

/** p50, p99 and max of `times` (ms), in µs, after sorting them in place. */
function quantiles(times: Float64Array): (q: number) => string {
  times.sort();
  return (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000).toFixed(1);
}

const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

/** The keyword index alone: its heap (MB, after a full GC) and build time, from the same rows the ad index gets. */
function keywordIndexAlone(): { mb: number; ms: number; keywords: number } {
  const saved = seed;
  seed = (SEED ^ 0x9e3779b9) >>> 0;
  global.gc?.();
  const before = heapMb();
  const t = performance.now();
  let index: KeywordIndex | null = new KeywordIndex();
  index.add(keywordRows());
  const ms = performance.now() - t;
  global.gc?.();
  const mb = heapMb() - before;
  const keywords = index.size;
  index = null;
  seed = saved;
  global.gc?.();
  return { mb, ms, keywords };
}

/** `count` timed runs of `run` on `requests` in turn after 2,000 untimed (JIT warm-up; none when `count` is 0). */
function measurer(run: (request: AuctionRequest[]) => AuctionResult[]) {
  return (requests: AuctionRequest[][], count: number) => {
    for (let i = 0; i < (count > 0 ? 2000 : 0); i++) run(requests[i % requests.length]!);
    const times = new Float64Array(count);
    let winners = 0;
    let won = 0;
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const t = performance.now();
      const n = run(requests[i % requests.length]!)[0]!.winners.length;
      times[i] = performance.now() - t;
      winners += n;
      if (n > 0) won += 1;
    }
    return { times, winners, won, totalMs: performance.now() - started };
  };
}

/**
 * `count` auctions of each of `runs` (2,000 of each untimed first), in turns of 250 auctions, each of `requests` in
 * order: every run sees the same auctions and, on a shared machine, about the same load. Returns a quantile function per run.
 */
function interleaved(runs: Array<(request: AuctionRequest[]) => AuctionResult[]>, requests: AuctionRequest[][], count: number) {
  const BLOCK = 250;
  if (count === 0) return [];
  for (let i = 0; i < 2000; i++) runs[i % runs.length]!(requests[i % requests.length]!);
  const times = runs.map(() => new Float64Array(count));
  for (let from = 0; from < count; from += BLOCK)
    runs.forEach((run, r) => {
      for (let i = from; i < Math.min(count, from + BLOCK); i++) {
        const t = performance.now();
        run(requests[i % requests.length]!);
        times[r]![i] = performance.now() - t;
      }
    });
  return times.map(quantiles);
}

async function main(): Promise<void> {
  const alone = keywordIndexAlone();
  const built = performance.now();
  const all = [...rows()];
  const saved = seed;
  seed = (SEED ^ 0x9e3779b9) >>> 0; // the same keywords as measured alone
  const keywords = keywordRows();
  seed = saved;
  const repo = { loadRows: async () => all, loadKeywordRows: async () => keywords } as unknown as AdIndexRepository;
  const index = new AdIndex({ repo, events: new DomainEvents(), now: () => now, reservePrice: 100 });
  await index.refresh();
  all.length = 0;
  const keywordCount = keywords.length;
  keywords.length = 0;
  global.gc?.();
  const buildMs = performance.now() - built;
  console.log(`  index built in ${(buildMs / 1000).toFixed(1)} s (keyword index alone ${alone.mb.toFixed(0)} MB); measuring…`);
  const signer = new ResolvedBidSigner([{ kid: 'bnch', secret: randomBytes(32) }]);
  const service = new AuctionService({ index, signer, now: () => now, reservePrice: 100 });
  const key = { id: uuid(9), channel: 'MAIN', market: 'PL' };
  const measure = measurer((request) => service.run(request, key));
  // The same service over every eligible bid (AdIndex `bids`): what --compare sets beside it.
  const everyBid = {
    auctionBids: (ids: Iterable<string>, place: ServingPlace) => ({ bids: index.bids(ids, place), lost: [] }),
    adNames: (id: string) => index.adNames(id),
  } as unknown as AdIndex;
  const everyService = new AuctionService({ index: everyBid, signer, now: () => now, reservePrice: 100 });
  const compare = (requests: AuctionRequest[][]) =>
    interleaved([(r) => service.run(r, key), (r) => everyService.run(r, key)], requests, COMPARE ? AUCTIONS : 0);
  const requests = asParsed(Array.from({ length: 512 }, () => [
    { type: 'listings' as const, slots: int(1, 5), products: { ids: Array.from({ length: CANDIDATES }, () => `sku-${int(0, SKUS - 1)}`) } },
  ]));
  const auctionsOf = (name: string) => (CASES.has(name) ? AUCTIONS : 0);
  const uniform = measure(requests, auctionsOf('uniform'));
  const us = quantiles(uniform.times);
  const uniformVs = CASES.has('uniform') ? compare(requests) : [];
  // The baseline of the p99 targets: one auction of the uniform case, the same every time, so its spread is the
  // machine's (interrupts, neighbours, scavenges), not the auctions' (docs/serving-profile.md "The auction at 1M SKUs").
  const same = measure([requests[0]!], CASES.has('uniform') || CASES.has('hot') ? AUCTIONS : 0);
  const sameUs = quantiles(same.times);

  // Hot products: 20 % of candidates from the 1 % most-advertised products.
  // In a function of its own: the whole ranking (a million products) is garbage once the hot ones are taken.
  const hot = ((ranked) => ranked.slice(0, Math.max(1, Math.floor(ranked.length / 100))))(index.productsByCampaignCount());
  const hotBids = hot.reduce((n, p) => n + p.campaigns, 0) / hot.length;
  const pick = () => (rand() < 0.2 ? hot[int(0, hot.length - 1)]!.id : `sku-${int(0, SKUS - 1)}`);
  const hotRequests = asParsed(Array.from({ length: 512 }, () => [
    { type: 'listings' as const, slots: int(1, 5), products: { ids: Array.from({ length: CANDIDATES }, pick) } },
  ]));
  const hotRun = measure(hotRequests, auctionsOf('hot'));
  const hus = quantiles(hotRun.times);
  const hotVs = CASES.has('hot') ? compare(hotRequests) : [];

  // Search auctions: the query alone (every advertised product of the matching campaigns is a candidate).
  const searches = asParsed(Array.from({ length: 512 }, () => [{ type: 'listings' as const, slots: int(1, 5), searchQuery: phrase(2, 4) }]));
  const search = measure(searches, auctionsOf('search'));
  const sus = quantiles(search.times);
  // Its baseline: one of the search auctions repeated as often (the machine's spread on identical work).
  const sameSearch = quantiles(measure([searches[0]!], auctionsOf('search')).times);
  const day = performance.now();
  for (let i = 0; i < 100_000; i++) warsawDay(now);
  const dayUs = ((performance.now() - day) / 100_000) * 1000;
  const { campaigns, products } = index.size;
  console.log(
    `auction computation: ${products.toLocaleString('en')} SKUs advertised by ${campaigns.toLocaleString('en')} campaigns (index built in ${(buildMs / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB)`,
  );
  const perSecond = (r: { times: Float64Array; totalMs: number }) => Math.round(r.times.length / (r.totalMs / 1000)).toLocaleString('en');
  if (CASES.has('uniform'))
    console.log(
      `  ${AUCTIONS.toLocaleString('en')} auctions of ${CANDIDATES} candidates: ${perSecond(uniform)} auctions/s, p50 ${us(0.5)} µs, p99 ${us(0.99)} µs, max ${us(1)} µs; ${(uniform.winners / AUCTIONS).toFixed(2)} winners per auction`,
    );
  if (CASES.has('hot'))
    console.log(
      `  ${AUCTIONS.toLocaleString('en')} auctions with hot products (20 % of candidates among the ${hot.length.toLocaleString('en')} most-advertised, ${hotBids.toFixed(1)} campaigns each): ${perSecond(hotRun)} auctions/s, p50 ${hus(0.5)} µs, p99 ${hus(0.99)} µs, max ${hus(1)} µs`,
    );
  const triple = (q: (x: number) => string) => `p50 ${q(0.5)} µs, p90 ${q(0.9)} µs, p99 ${q(0.99)} µs`;
  for (const [name, vs] of [
    ['auctions of 30 candidates', uniformVs],
    ['auctions with hot products', hotVs],
  ] as const)
    if (COMPARE && vs.length === 2)
      console.log(`  compare, interleaved: ${name}: needed bids ${triple(vs[0]!)}; every bid ${triple(vs[1]!)}`);
  if (CASES.has('search'))
    console.log(
      `  ${AUCTIONS.toLocaleString('en')} search auctions (2–4 words, ${keywordCount.toLocaleString('en')} keywords indexed): ${perSecond(search)} auctions/s, p50 ${sus(0.5)} µs, p99 ${sus(0.99)} µs, max ${sus(1)} µs; ${((100 * search.won) / AUCTIONS).toFixed(0)} % with a winner, ${(search.winners / AUCTIONS).toFixed(2)} winners per auction; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
    );
  global.gc?.();
  const heap = heapMb();
  console.log(
    `  keyword index alone: ${alone.keywords.toLocaleString('en')} keywords and negatives, ${alone.mb.toFixed(0)} MB heap (${((alone.mb * 2 ** 20) / alone.keywords).toFixed(0)} B each), built in ${(alone.ms / 1000).toFixed(1)} s`,
  );
  console.log(`  warsawDay(new Date()) alone: ${dayUs.toFixed(1)} µs per call (the index caches the day instead)`);
  console.log(
    `  scale ${SCALE} (${SKUS.toLocaleString('en')} SKUs × ${CAMPAIGNS.toLocaleString('en')} campaigns × ${keywordCount.toLocaleString('en')} keywords)`,
  );
  if (CASES.has('uniform') || CASES.has('hot'))
    console.log(
      `  baseline, one auction of 30 candidates repeated ${AUCTIONS.toLocaleString('en')} times (the machine's spread on identical work): p50 ${sameUs(0.5)} µs, p99 ${sameUs(0.99)} µs (p99 − p50: ${(Number(sameUs(0.99)) - Number(sameUs(0.5))).toFixed(1)} µs)`,
    );
  if (CASES.has('search'))
    console.log(
      `  baseline, one search auction repeated ${AUCTIONS.toLocaleString('en')} times: p50 ${sameSearch(0.5)} µs, p99 ${sameSearch(0.99)} µs (p99 − p50: ${(Number(sameSearch(0.99)) - Number(sameSearch(0.5))).toFixed(1)} µs)`,
    );
  if (CASES.has('uniform'))
    console.log(`  target p99 ≤ 200 µs (auctions of 30 candidates): ${Number(us(0.99)) <= 200 ? 'met' : 'not met'} (${us(0.99)} µs)`);
  if (CASES.has('hot'))
    console.log(`  target p99 ≤ 200 µs (auctions with hot products): ${Number(hus(0.99)) <= 200 ? 'met' : 'not met'} (${hus(0.99)} µs)`);
  if (CASES.has('search'))
    console.log(
      `  target p99 ≤ ${SEARCH_P99_US} µs (search auctions): ${Number(sus(0.99)) <= SEARCH_P99_US ? 'met' : 'not met'} (${sus(0.99)} µs)`,
    );
  console.log(
    `  target heap ≤ ${(HEAP_LIMIT_MB / 1024).toFixed(1)} GB (ad index + keyword index): ${heap <= HEAP_LIMIT_MB ? 'met' : 'not met'} (${heap.toFixed(0)} MB; keyword index ${alone.mb.toFixed(0)} MB)`,
  );
}

await main();
