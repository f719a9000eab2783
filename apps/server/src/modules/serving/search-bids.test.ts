import { describe, expect, it } from 'vitest';
import { runAuction, warsawDay, type AuctionWinner } from '@ads/domain';
import { DomainEvents } from '../context';
import { AdIndex } from './ad-index';
import type { AdIndexRepository, AdIndexRow } from './ad-index.repository';
import type { KeywordIndexRow } from './keyword-index';
import { InsightCounters } from './insight/insight-counters';

// A search auction with `searchQuery` alone lets each matching campaign bid on its `slots` best products by pCTR
// only (docs/search-placements.md "Keyword index"): the winners and their prices must be those of every product bidding.
const now = new Date('2026-03-10T10:00:00Z');
let seed = 7;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const WORDS = ['buty', 'damskie', 'sneakersy', 'zimowe', 'kozaki', 'nike', 'czarne'];
const words = (lo: number, hi: number) => Array.from({ length: int(lo, hi) }, () => WORDS[int(0, WORDS.length - 1)]!).join(' ');

function rows(): { ads: AdIndexRow[]; keywords: KeywordIndexRow[] } {
  const ads: AdIndexRow[] = [];
  const keywords: KeywordIndexRow[] = [];
  for (let c = 0; c < 40; c++) {
    const campaignId = `00000000-0000-4000-8000-${String(c).padStart(12, '0')}`;
    const daily = rand() < 0.5 ? int(150, 5000) : null;
    const base = {
      campaignId,
      accountId: `acc-${c % 6}`,
      userStatus: 'ACTIVE',
      maxCpc: int(100, 400),
      dailyBudget: daily,
      totalBudget: null,
      spentTotal: 0,
      spentToday: daily ? int(0, daily) : 0,
      spendDay: warsawDay(now),
      startDate: '2026-01-01',
      endDate: null,
      channel: 'MAIN',
      markets: ['PL'],
      delivery: 'ACCELERATED',
      accountName: `Account ${c % 6}`,
      advertiserName: null,
      payerName: null,
      billingCompanyName: null,
    };
    // 1–15 products of 60, with clicks and impressions giving equal pCTRs often (ties by product id).
    for (let k = int(1, 15); k > 0; k--)
      ads.push({ ...base, productId: `p${int(0, 59)}`, stock: 1, categoryCodes: ['c'], clicks: int(0, 3), impressions: int(0, 3) * 20 });
    for (let k = int(1, 3); k > 0; k--)
      keywords.push({
        campaignId,
        keywordId: `k-${c}-${k}`,
        normalized: words(1, 2),
        matchType: (['EXACT', 'PHRASE', 'BROAD'] as const)[int(0, 2)]!,
        bid: rand() < 0.5 ? int(100, 600) : null,
        negative: false,
      });
  }
  return { ads, keywords };
}

describe('search bids of a query alone (docs/search-placements.md "Keyword index")', () => {
  it('give the same winners and prices with each campaign bidding on its best `slots` products as with all of them', async () => {
    const { ads, keywords } = rows();
    const repo = { loadRows: async () => ads, loadKeywordRows: async () => keywords } as unknown as AdIndexRepository;
    const events = new DomainEvents();
    const index = new AdIndex({ repo, events, now: () => now, reservePrice: 100 });
    await index.start();
    const place = { channel: 'MAIN', market: 'PL' };
    let compared = 0;
    let fewer = 0;
    for (let i = 0; i < 400; i++) {
      // Now and then the roll-up changes some products' pCTR: each campaign's order by pCTR must follow.
      if (i % 50 === 25)
        events.emit(
          'stats.observed',
          Array.from({ length: 20 }, () => ({ productId: `p${int(0, 59)}`, impressions: int(0, 200), clicks: int(0, 30) })),
        );
      const query = words(1, 3).split(' ');
      const slots = int(1, 6);
      const all = index.searchBids(query, null, place).bids;
      const some = index.searchBids(query, null, place, slots).bids;
      const options = { slots, reservePrice: 100 };
      expect(runAuction(some, options), `${query.join(' ')} / ${slots}`).toEqual(runAuction(all, options));
      compared += all.length > 0 ? 1 : 0;
      fewer += some.length < all.length ? 1 : 0;
    }
    // The comparison must have had work to do: auctions with bids, and many with bids left out.
    expect(compared).toBeGreaterThan(300);
    expect(fewer).toBeGreaterThan(100);
    index.stop();
  });

  it('with auction insight on: the same winners and prices, and the campaigns left out handed back to be counted', async () => {
    seed = 11;
    const { ads, keywords } = rows();
    const repo = { loadRows: async () => ads, loadKeywordRows: async () => keywords } as unknown as AdIndexRepository;
    const plain = new AdIndex({ repo, events: new DomainEvents(), now: () => now, reservePrice: 100 });
    const counted = new AdIndex({ repo, events: new DomainEvents(), now: () => now, reservePrice: 100, insight: new InsightCounters() });
    await Promise.all([plain.start(), counted.start()]);
    const place = { channel: 'MAIN', market: 'PL' };
    let leftOut = 0;
    for (let i = 0; i < 300; i++) {
      const query = words(1, 3).split(' ');
      const options = { slots: int(1, 6), reservePrice: 100 };
      const { bids, lost } = counted.searchBids(query, null, place, options.slots);
      const won = runAuction(bids, options);
      const shown = (w: AuctionWinner[]) =>
        w.map((x) => [x.rank, x.bid.campaignId, x.bid.productId, x.bid.keywordId, x.price, x.rivalScore]);
      expect(shown(won), query.join(' ')).toEqual(shown(runAuction(plain.searchBids(query, null, place).bids, options)));
      // A bid left out is one no winner came from, never also in the auction.
      expect(lost.filter((b) => bids.includes(b) || won.some((w) => w.bid.campaignId === b.campaignId))).toEqual([]);
      leftOut += lost.length > 0 ? 1 : 0;
    }
    expect(leftOut).toBeGreaterThan(50);
    plain.stop();
    counted.stop();
  });
});
