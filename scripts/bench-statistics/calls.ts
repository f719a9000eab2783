import { percentile } from '../bench-serving/stats';
import type { StatisticsBench } from './seed';

/** One measured API call of the benchmark: what it asks, as whom, and its p95 target (docs/statistics-scale.md) (ms). */
export interface BenchCall {
  name: string;
  /** advertiser calls ≤ 10 ms, the campaign list and the search-term report ≤ 50 ms, platform-wide (staff) ≤ 100 ms (docs/statistics-scale.md targets). */
  targetP95Ms: number;
  who: 'advertiser' | 'staff';
  path: string;
  /** Extra headers (staff acting on the account). */
  headers?: Record<string, string>;
}

/** The calls of the table (docs/statistics-scale.md), the ones its targets name, and an authenticated baseline. */
export function benchCalls(b: StatisticsBench): BenchCall[] {
  const range = `dateBegin=${b.dateBegin}&dateEnd=${b.dateEnd}`;
  const one = b.campaignIds[0]!;
  const all = b.campaignIds.join(',');
  const stats = (query: string) => `/api/statistics?${query}&${range}`;
  const acting = { 'acting-as-staff': 'read' };
  return [
    { name: 'baseline: the account (auth + one row)', targetP95Ms: Number.NaN, who: 'advertiser', path: `/api/accounts/${b.accountId}` },
    { name: 'by day, 1 campaign, 30 days', targetP95Ms: 10, who: 'advertiser', path: stats(`dimensions=day&campaignIdIn=${one}`) },
    {
      name: 'by category, 1 campaign, 30 days',
      targetP95Ms: 10,
      who: 'advertiser',
      path: stats(`dimensions=categoryId&sortBy=cost,DESC&limit=10&campaignIdIn=${one}`),
    },
    {
      name: 'by product, 1 campaign, 30 days',
      targetP95Ms: 10,
      who: 'advertiser',
      path: stats(`dimensions=productId,productName,productImageUrl,productBrand&sortBy=cost,DESC&campaignIdIn=${one}`),
    },
    // The search-term report (docs/search-placements.md "Search-term report"), p95 ≤ 50 ms: the screen's top 500 by cost,
    // a page of 50 by clicks, by term, by term and keyword with day, and every campaign of the account.
    {
      name: 'search terms, 1 campaign, top 500 by cost',
      targetP95Ms: 50,
      who: 'advertiser',
      path: stats(`dimensions=searchTerm&sortBy=cost,DESC&limit=500&campaignIdIn=${one}`),
    },
    {
      name: 'search terms, 1 campaign, page 3 of 50 by clicks',
      targetP95Ms: 50,
      who: 'advertiser',
      path: stats(`dimensions=searchTerm&sortBy=clicks,DESC&limit=50&offset=100&campaignIdIn=${one}`),
    },
    {
      name: 'search terms, 1 campaign, by ctr, 90 days',
      targetP95Ms: 50,
      who: 'advertiser',
      path: `/api/statistics?dimensions=searchTerm&sortBy=ctr,DESC&limit=100&campaignIdIn=${one}&dateBegin=${b.firstDay}&dateEnd=${b.dateEnd}`,
    },
    {
      name: 'search terms × keyword × day, 1 campaign, by term',
      targetP95Ms: 50,
      who: 'advertiser',
      path: stats(`dimensions=searchTerm,keywordId,day&sortBy=searchTerm,ASC&limit=100&campaignIdIn=${one}`),
    },
    {
      name: `search terms, all ${b.campaignIds.length} campaigns, top 100`,
      targetP95Ms: 50,
      who: 'advertiser',
      path: stats(`dimensions=searchTerm&sortBy=cost,DESC&limit=100&campaignIdIn=${all}`),
    },
    { name: 'totals, 1 campaign, 30 days', targetP95Ms: 10, who: 'advertiser', path: stats(`campaignIdIn=${one}`) },
    {
      name: 'campaign list with statistics, 30 days',
      targetP95Ms: 50,
      who: 'advertiser',
      path: `/api/campaign-views/active-list?${range}`,
    },
    {
      name: 'campaign list, sorted by cost',
      targetP95Ms: 50,
      who: 'advertiser',
      path: `/api/campaign-views/active-list?sort=cost,DESC&${range}`,
    },
    {
      name: `by day, all ${b.campaignIds.length} campaigns, 30 days`,
      targetP95Ms: 10,
      who: 'advertiser',
      path: stats(`dimensions=day&campaignIdIn=${all}`),
    },
    {
      name: `staff: by day, all ${b.campaignIds.length} campaigns, 30 days`,
      targetP95Ms: 100,
      who: 'staff',
      path: stats(`dimensions=day&campaignIdIn=${all}`),
      headers: acting,
    },
    // Not a call of the table (docs/statistics-scale.md "Roll-ups"): the one question no roll-up here answers (docs/statistics-scale.md).
    {
      name: `extra: staff by product, all ${b.campaignIds.length} campaigns`,
      targetP95Ms: Number.NaN,
      who: 'staff',
      path: stats(`dimensions=productId,productName&sortBy=cost,DESC&limit=100&campaignIdIn=${all}`),
      headers: acting,
    },
    { name: 'staff: accounts sorted by spend this month', targetP95Ms: 100, who: 'staff', path: `/api/marops/accounts?sort=spendMtd,DESC` },
  ];
}

export interface CallFigures {
  p50: number;
  p95: number;
  max: number;
  bytes: number;
}

/**
 * Calls `url` `warmup` times unmeasured, then `calls` times one after another, and returns wall-clock
 * p50/p95/max (ms, nearest rank) and the answer's size. `headers()` is asked before each call, outside
 * the measured time (it renews short-lived access tokens).
 * @throws Error when an answer is not 200 (the benchmark measures only correct answers).
 */
export async function measure(
  url: string,
  headers: () => Promise<Record<string, string>>,
  calls: number,
  warmup: number,
): Promise<CallFigures> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmup + calls; i += 1) {
    const h = await headers();
    const started = performance.now();
    const res = await fetch(url, { headers: h });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200)
      throw new Error(`${url.slice(0, 120)}… answered ${res.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
    if (i >= warmup) times.push(elapsed);
    bytes = body.byteLength;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100), bytes };
}
