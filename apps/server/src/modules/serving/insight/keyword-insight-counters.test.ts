import { describe, expect, it } from 'vitest';
import { landscapeBucket, neededCpc, runAuction, LANDSCAPE_BUCKETS, type AuctionBid } from '@ads/domain';
import { InsightCounters, type SlotProduct } from './insight-counters';
import { KeywordInsightCounters, type KeywordInsightRow } from './keyword-insight-counters';

// The keyword counters alone (no database): counts found by keyword number, exact against domain `neededCpc`,
// slots kept and freed across takes, a reused keyword number, the Warsaw hour (docs/auction-insight.md "Keyword bids").
const NOW = Date.parse('2026-03-10T10:15:00Z'); // 11:15 in Warsaw

function bid(campaign: string, keywordId: string, keywordNumber: number, productId: string, maxCpc: number, pctr = 0.05): AuctionBid {
  return { campaignId: campaign, accountId: campaign, productId, maxCpc, pctr, budgetLeft: null, keywordId, keywordNumber };
}

/** The landscape of needed CPCs `cpcs` (grosze). */
function landscape(...cpcs: number[]): number[] {
  const out = new Array<number>(LANDSCAPE_BUCKETS).fill(0);
  for (const c of cpcs) out[landscapeBucket(c)]! += 1;
  return out;
}

const byKeyword = (rows: KeywordInsightRow[]) => Object.fromEntries(rows.map((r) => [r.keywordId, r]));

describe('KeywordInsightCounters', () => {
  it('counts bids, wins and needed CPCs exactly as domain neededCpc, by keyword number', () => {
    const counters = new KeywordInsightCounters();
    counters.begin(NOW);
    const bids = [bid('a', 'ka', 7, 'p1', 300), bid('a', 'ka', 7, 'p2', 300), bid('b', 'kb', 2, 'p1', 250), bid('c', 'kc', 5000, 'p3', 90)];
    const winners = runAuction(bids, { slots: 2, reservePrice: 100 });
    counters.settle(bids, winners, 2, 100);
    counters.settle(bids, winners, 2, 100);
    const rows = byKeyword(counters.take());
    const needed = (i: number) => neededCpc(bids[i]!, winners, 2, 100);
    const won = (k: string) => 2 * winners.filter((w) => w.bid.keywordId === k).length;
    expect(rows.ka).toEqual({
      campaignId: 'a',
      keywordId: 'ka',
      day: '2026-03-10',
      hour: 11,
      bids: 4,
      won: won('ka'),
      landscape: landscape(needed(0), needed(0), needed(1), needed(1)),
    });
    expect(rows.kb).toMatchObject({ campaignId: 'b', bids: 2, won: won('kb'), landscape: landscape(needed(2), needed(2)) });
    expect(rows.kc).toMatchObject({ bids: 2, won: 0, landscape: landscape(needed(3), needed(3)) });
    // Bids without a keyword number (not a search bid) are not counted.
    counters.settle([{ ...bids[0]!, keywordNumber: undefined }], [], 1, 100);
    expect(counters.take()).toEqual([]);
  });

  it('counts the same with the campaign counters’ buckets (settleWith) as alone (settle)', () => {
    const campaigns = new InsightCounters();
    const alone = new KeywordInsightCounters();
    const shared = new KeywordInsightCounters();
    for (const c of [campaigns, alone, shared]) c.begin(NOW);
    const products: SlotProduct[] = ['p1', 'p2', 'p3'].map((id) => ({
      id,
      campaigns: ['a', 'b', 'c'].map((c) => ({ id: c })),
      insightSlot: -1,
    }));
    const cpc: Record<string, number> = { a: 300, b: 250, c: 120 };
    for (let slots = 1; slots <= 4; slots++) {
      const bids = products.flatMap((p, i) =>
        p.campaigns.map((c, k) => ({
          ...bid(c.id, `k${c.id}`, k, p.id, cpc[c.id]!, 0.02 + 0.01 * ((i + k) % 3)),
          slot: campaigns.slot(p, c),
        })),
      );
      const winners = runAuction(bids, { slots, reservePrice: 100 });
      campaigns.settle(bids, winners, slots, 100);
      shared.settleWith(bids, winners, campaigns.bucketsOf(bids)!);
      alone.settle(bids, winners, slots, 100);
      expect(campaigns.bucketsOf([...bids])).toBeNull(); // another array: not the last settle's bids
    }
    expect(shared.take()).toEqual(alone.take());
  });

  it('sets a keyword’s counts aside when its number is given to another keyword, and frees idle slots', () => {
    const counters = new KeywordInsightCounters();
    counters.begin(NOW);
    counters.settle([bid('a', 'old', 3, 'p1', 200)], [], 1, 100);
    // Keyword number 3 now belongs to another keyword (its campaign's keywords were reloaded).
    counters.settle([bid('b', 'new', 3, 'p1', 200), bid('b', 'new', 3, 'p2', 200)], [], 1, 100);
    const rows = byKeyword(counters.take());
    expect(rows.old).toMatchObject({ campaignId: 'a', bids: 1, won: 0, landscape: landscape(100) });
    expect(rows.new).toMatchObject({ campaignId: 'b', bids: 2, won: 0, landscape: landscape(100, 100) });
    // Nothing counted since: nothing taken; the slot is free, and a later bid of number 3 counts from zero.
    expect(counters.take()).toEqual([]);
    counters.settle([bid('b', 'new', 3, 'p1', 200)], [], 1, 100);
    expect(counters.take()).toMatchObject([{ keywordId: 'new', bids: 1 }]);
  });

  it('sets the hour’s rows aside when the Warsaw hour changes', () => {
    const counters = new KeywordInsightCounters();
    counters.begin(NOW);
    counters.settle([bid('a', 'ka', 0, 'p1', 200)], [], 1, 100);
    counters.begin(NOW + 3_600_000);
    counters.settle([bid('a', 'ka', 0, 'p1', 200)], [], 1, 100);
    expect(counters.take().map((r) => [r.hour, r.bids])).toEqual([
      [11, 1],
      [12, 1],
    ]);
  });
});
