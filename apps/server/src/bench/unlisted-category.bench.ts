/**
 * `npm run bench:unlisted`: what counting the left-out campaign products
 * (out of stock, account state) costs a category auction (docs/auction-insight.md "Out of stock and account state"),
 * in µs per auction by the process's CPU time, in interleaved rounds. 20,000 left-out products (1.5 campaign
 * products each) over 200 leaf categories of a 3-level tree, so 100 per leaf; against, in the same run, what a
 * category auction paid before (a by-id lookup of each of its 2,000 in-stock candidates, finding none).
 * It measures; it asserts nothing. Env: BENCH_ROUNDS (default 3).
 */
import { InsightCounters } from '../modules/serving/insight/insight-counters';
import type { UnlistedRow } from '../modules/serving/insight/insight.repository';
import { UnlistedPairs } from '../modules/serving/insight/unlisted-pairs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const rows: UnlistedRow[] = [];
for (let p = 0; p < 20_000; p++) {
  const leaf = p % 200;
  const top = `c${leaf % 10}`;
  const mid = `${top}/${(leaf >> 3) % 4}`;
  const categoryCodes = [`${mid}/${leaf}`, mid, top];
  for (let c = 0; c < (p % 2) + 1; c++) {
    rows.push({
      campaignId: `camp${(p + c) % 3000}`,
      productId: `p${p}`,
      reason: 'OUT_OF_STOCK',
      channel: 'ALL',
      markets: ['PL'],
      categoryCodes,
    });
  }
}
const pairs = new UnlistedPairs(rows);
const counters = new InsightCounters();
counters.begin(Date.now());
const place = { channel: 'MAIN', market: 'PL' };
const candidates = Array.from({ length: 2_000 }, (_, i) => `in-stock-${i}`);
const leaf = 'c3/0/3';

/** µs of CPU per call of `f`, over `n` calls after a warm-up. */
function cpuMicros(n: number, f: () => void): number {
  for (let i = 0; i < n / 10; i++) f();
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / n;
}

const cases: Array<[string, number, () => void]> = [
  ['{id}: a leaf with 100 left-out products (150 pairs)', 50_000, () => pairs.countCategory({ id: leaf }, place, counters)],
  ['{ids}: its top category and the leaf', 50_000, () => pairs.countCategory({ ids: ['c3', leaf] }, place, counters)],
  ['{id}: a category with none', 500_000, () => pairs.countCategory({ id: 'none' }, place, counters)],
  ['before: 2,000 in-stock candidates by id', 5_000, () => pairs.countProducts(candidates, place, counters)],
];
for (let round = 1; round <= ROUNDS; round++) {
  for (const [label, n, f] of cases) console.log(`round ${round}  ${label}: ${cpuMicros(n, f).toFixed(2)} µs CPU/auction`);
  counters.take(); // as the flush does
}
