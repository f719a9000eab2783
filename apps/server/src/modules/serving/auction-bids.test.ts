import { describe, expect, it } from 'vitest';
import { runAuction, warsawDay, type AuctionWinner } from '@ads/domain';
import { DomainEvents } from '../context';
import { AdIndex } from './ad-index';
import type { AdIndexFilter, AdIndexRepository, AdIndexRow } from './ad-index.repository';
import { InsightCounters, type InsightRow } from './insight/insight-counters';

// A product auction reads, per product, only its best bid and its best bid of another account, so the ad index
// gathers only the bids that can be one of those (ad-index.ts `auctionBids`, domain `ranksBefore`): the winners and
// their prices must be those of every eligible bid (`bids`), also after campaigns change in place.
const now = new Date('2026-03-10T10:00:00Z');
const today = warsawDay(now);
let seed = 11;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const PRODUCTS = 60;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 80 campaigns of 5 accounts (so accounts often meet on a product), max CPCs from a few values (ties), some budgets nearly spent. */
function campaignRows(c: number, maxCpc = [100, 150, 150, 200, 300, 300, 450][int(0, 6)]!): AdIndexRow[] {
  const daily = rand() < 0.5 ? int(100, 2000) : null;
  const total = rand() < 0.3 ? int(100, 3000) : null;
  const base = {
    campaignId: uuid(c),
    accountId: `acc-${c % 5}`,
    userStatus: rand() < 0.1 ? 'PAUSED' : 'ACTIVE',
    maxCpc,
    dailyBudget: daily,
    totalBudget: total,
    spentTotal: total ? int(0, total) : 0,
    spentToday: daily ? int(0, daily) : 0,
    spendDay: today,
    startDate: '2026-01-01',
    endDate: null,
    channel: ['MAIN', 'ALL', 'APP'][int(0, 2)]!,
    markets: ['PL'],
    delivery: 'ACCELERATED',
    accountName: `Account ${c % 5}`,
    advertiserName: null,
    payerName: null,
    billingCompanyName: null,
  };
  const out: AdIndexRow[] = [];
  const seen = new Set<number>();
  for (let k = int(3, 15); k > 0; k--) {
    // Skewed: low product numbers are advertised by many campaigns (hot products).
    const p = Math.floor(rand() * rand() * PRODUCTS);
    if (seen.has(p)) continue;
    seen.add(p);
    out.push({ ...base, productId: `p-${p}`, stock: 1, categoryCodes: ['c'], clicks: int(0, 20), impressions: int(0, 2000) } as AdIndexRow);
  }
  return out;
}

const key = (n: number) => ({ id: uuid(999), channel: n % 3 === 0 ? 'APP' : 'MAIN', market: 'PL' });
const shape = (won: AuctionWinner[]) =>
  won.map((w) => ({ rank: w.rank, campaignId: w.bid.campaignId, productId: w.bid.productId, price: w.price, rivalScore: w.rivalScore }));

/** A repository over `rows` (campaign id → its rows), as the ad index reads it. */
function repoOver(rows: Map<string, AdIndexRow[]>): AdIndexRepository {
  return {
    loadRows: async (_today: string, _from: string, only?: AdIndexFilter) => {
      const all = [...rows.values()].flat();
      if (!only) return all;
      if ('campaignIds' in only) return all.filter((r) => only.campaignIds.includes(r.campaignId));
      return all.filter((r) => only.productIds.includes(r.productId));
    },
    loadKeywordRows: async () => [],
  } as unknown as AdIndexRepository;
}

const byPair = (rows: InsightRow[]) =>
  rows
    .map(({ day: _d, hour: _h, ...r }) => r)
    .sort((a, b) => `${a.campaignId}${a.productId}`.localeCompare(`${b.campaignId}${b.productId}`));

describe('product auctions gather only the bids that can matter', () => {
  it('with auction insight on, the bids left out are counted as they would have been in the auction', async () => {
    const rows = new Map<string, AdIndexRow[]>();
    for (let c = 0; c < 80; c++) rows.set(uuid(c), campaignRows(c));
    const everyCounts = new InsightCounters();
    const neededCounts = new InsightCounters();
    const every = new AdIndex({
      repo: repoOver(rows),
      events: new DomainEvents(),
      now: () => now,
      reservePrice: 100,
      insight: everyCounts,
    });
    const needed = new AdIndex({
      repo: repoOver(rows),
      events: new DomainEvents(),
      now: () => now,
      reservePrice: 100,
      insight: neededCounts,
    });
    await every.start();
    await needed.start();
    everyCounts.begin(now.getTime());
    neededCounts.begin(now.getTime());
    let left = 0;
    for (let a = 0; a < 400; a++) {
      const candidates = Array.from({ length: int(1, 30) }, () => `p-${Math.floor(rand() * rand() * PRODUCTS)}`);
      const options = { slots: int(1, 6), reservePrice: 100 };
      const all = every.bids(candidates, key(a));
      const allWon = runAuction(all, options);
      everyCounts.settle(all, allWon, options.slots, 100);
      const { bids, lost } = needed.auctionBids(candidates, key(a));
      left += lost.length;
      const won = runAuction(bids, options);
      expect(shape(won)).toEqual(shape(allWon));
      neededCounts.settle(bids.concat(lost), won, options.slots, 100);
    }
    every.stop();
    needed.stop();
    expect(left).toBeGreaterThan(100);
    const counted = byPair(everyCounts.take());
    expect(counted.length).toBeGreaterThan(50);
    expect(byPair(neededCounts.take())).toEqual(counted);
  });

  it('winners and prices equal those of every bid, on random auctions, before and after campaigns change', async () => {
    const rows = new Map<string, AdIndexRow[]>();
    for (let c = 0; c < 80; c++) rows.set(uuid(c), campaignRows(c));
    const repo = repoOver(rows);
    const events = new DomainEvents();
    const index = new AdIndex({ repo, events, now: () => now, reservePrice: 100 });
    await index.start();
    let fewer = 0;
    const check = () => {
      for (let a = 0; a < 400; a++) {
        const candidates = Array.from({ length: int(1, 30) }, () => `p-${Math.floor(rand() * rand() * PRODUCTS)}`);
        const options = { slots: int(1, 6), reservePrice: 100 };
        const all = index.bids(candidates, key(a));
        const needed = index.auctionBids(candidates, key(a));
        expect(needed.lost).toEqual([]); // insight off: nothing is made only to be counted
        if (needed.bids.length < all.length) fewer++;
        expect(shape(runAuction(needed.bids, options))).toEqual(shape(runAuction(all, options)));
      }
    };
    check();
    // Campaigns edited in place (new max CPCs, some at another's value) and spend charged: the lists stay in order.
    const changed = Array.from({ length: 30 }, () => int(0, 79));
    for (const c of changed) rows.set(uuid(c), campaignRows(c, int(1, 9) * 50));
    events.emit('campaigns.changed', [...new Set(changed)].map(uuid));
    await index.settled();
    for (let c = 0; c < 80; c += 7) index.recordCharge(uuid(c), { spentTotal: 10_000, spentToday: int(0, 2000), spendDay: today });
    check();
    index.stop();
    expect(fewer).toBeGreaterThan(100); // the hot products' bids were cut
  });
});
