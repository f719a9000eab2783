import { describe, expect, it } from 'vitest';
import { landscapeBucket, runAuction, type AuctionBid } from '@ads/domain';
import { InsightCounters, type InsightRow, type SlotProduct } from './insight-counters';

// The counters alone (no database): slot blocks kept, freed and reused across takes; rows of one pair merged
// by the flush keep the exact counts (docs/auction-insight.md "Counting", "Cost on the auction path").
const NOW = Date.parse('2026-03-10T10:15:00Z'); // 11:15 in Warsaw

const product = (id: string, campaigns: string[]): SlotProduct => ({ id, campaigns: campaigns.map((c) => ({ id: c })), insightSlot: -1 });

function bidOf(counters: InsightCounters, p: SlotProduct, i: number, maxCpc: number): AuctionBid {
  const c = p.campaigns[i]!;
  return { campaignId: c.id, accountId: c.id, productId: p.id, maxCpc, pctr: 0.05, budgetLeft: null, slot: counters.slot(p, c) };
}

/** Rows summed per campaign|product (as the flush's merge does). */
function byPair(rows: InsightRow[]): Map<string, InsightRow> {
  const out = new Map<string, InsightRow>();
  for (const r of rows) {
    const key = `${r.campaignId}|${r.productId}`;
    const held = out.get(key);
    if (!held) out.set(key, { ...r, landscape: [...r.landscape] });
    else {
      held.eligible += r.eligible;
      held.won += r.won;
      held.outbid += r.outbid;
      held.paced += r.paced;
      held.landscape = held.landscape.map((n, b) => n + r.landscape[b]!);
    }
  }
  return out;
}

describe('InsightCounters', () => {
  it('keeps a busy product’s slots across takes, frees an idle one’s, and counts each period exactly', () => {
    const counters = new InsightCounters();
    counters.begin(NOW);
    const a = product('a', ['c1', 'c2']);
    const b = product('b', ['c3']);
    counters.drop(a, a.campaigns[0]!, 'PACED');
    counters.drop(a, a.campaigns[1]!, 'PLACE_NOT_SERVED');
    counters.drop(b, b.campaigns[0]!, 'PACED');
    const first = counters.take();
    expect(first.map((r) => [r.campaignId, r.productId, r.eligible, r.paced, r.placeNotServed, r.day, r.hour])).toEqual([
      ['c1', 'a', 1, 1, 0, '2026-03-10', 11],
      ['c2', 'a', 1, 0, 1, '2026-03-10', 11],
      ['c3', 'b', 1, 1, 0, '2026-03-10', 11],
    ]);
    const aSlot = a.insightSlot;
    counters.drop(a, a.campaigns[1]!, 'PACED'); // b counts nothing this period
    expect(counters.take().map((r) => [r.campaignId, r.eligible, r.paced])).toEqual([['c2', 1, 1]]);
    expect(a.insightSlot).toBe(aSlot);
    expect(b.insightSlot).toBe(-1); // freed: its block goes to the next product of one campaign
    const d = product('d', ['c4']);
    counters.drop(d, d.campaigns[0]!, 'TOTAL_BUDGET');
    expect(counters.take().map((r) => [r.campaignId, r.productId, r.eligible, r.totalBudget])).toEqual([['c4', 'd', 1, 1]]);
    expect(counters.take()).toEqual([]);
  });

  it('counts a product whose campaigns changed mid-period in a new block, the sums unchanged', () => {
    const counters = new InsightCounters();
    counters.begin(NOW);
    const p = product('p', ['c1']);
    counters.drop(p, p.campaigns[0]!, 'PACED');
    // The ad index replaces the campaigns and forgets the block (ad-index.snapshot.ts).
    p.campaigns = [{ id: 'c0' }, p.campaigns[0]!];
    p.insightSlot = -1;
    counters.drop(p, p.campaigns[1]!, 'PACED');
    counters.drop(p, p.campaigns[0]!, 'DAILY_BUDGET');
    const rows = byPair(counters.take());
    expect(rows.get('c1|p')).toMatchObject({ eligible: 2, paced: 2 });
    expect(rows.get('c0|p')).toMatchObject({ eligible: 1, dailyBudget: 1 });
  });

  it('settles won + outbid = eligible with the landscape, beyond 65,535 auctions in one bucket', () => {
    const counters = new InsightCounters();
    counters.begin(NOW);
    const p = product('p', ['c1', 'c2']);
    const auctions = 70_000;
    for (let n = 0; n < auctions; n++) {
      const bids = [bidOf(counters, p, 0, 300), bidOf(counters, p, 1, 200)];
      const won = runAuction(bids, { slots: 1, reservePrice: 100 });
      counters.settle(bids, won, 1, 100);
    }
    expect(counters.eligible).toBe(2 * auctions);
    const rows = byPair(counters.take());
    const winner = rows.get('c1|p')!;
    const loser = rows.get('c2|p')!;
    expect([winner.eligible, winner.won, winner.outbid]).toEqual([auctions, auctions, 0]);
    expect([loser.eligible, loser.won, loser.outbid]).toEqual([auctions, 0, auctions]);
    // The winner pays what c2 needs to beat it (another account): 200 × 0.05 ÷ 0.05 = 200 grosze.
    expect(winner.landscape.reduce((s, n) => s + n, 0)).toBe(auctions);
    expect(winner.landscape[landscapeBucket(200)]).toBe(auctions);
    // The loser needed one grosz over the winner's score ÷ its pCTR: 301.
    expect(loser.landscape[landscapeBucket(301)]).toBe(auctions);
    expect(loser.outbidGap).toBe(auctions * (301 - 200));
  });

  it('takes every count exactly once in pieces while counting goes on between them, wraps included', () => {
    const counters = new InsightCounters();
    counters.begin(NOW);
    const products = Array.from({ length: 300 }, (_, i) => product(`p${i}`, [`c${i % 7}`, `c${(i + 3) % 7}`]));
    const sent = new Map<string, number>();
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const count = (n: number) => {
      for (let k = 0; k < n; k++) {
        const p = products[Math.floor(random() * products.length)]!;
        const i = random() < 0.5 ? 0 : 1;
        counters.drop(p, p.campaigns[i]!, 'PACED');
        const key = `${p.campaigns[i]!.id}|${p.id}`;
        sent.set(key, (sent.get(key) ?? 0) + 1);
      }
    };
    // A hot pair past 65,535 in one landscape bucket: its wrap is taken with its piece and not counted again.
    const hot = products[0]!;
    const hotAuctions = 66_000;
    for (let n = 0; n < hotAuctions; n++) {
      const bids = [bidOf(counters, hot, 0, 300), bidOf(counters, hot, 1, 200)];
      counters.settle(bids, runAuction(bids, { slots: 1, reservePrice: 100 }), 1, 100);
    }
    const taken: InsightRow[] = [];
    count(2_000);
    let pieces = 0;
    for (let flush = 0; flush < 3; flush++) {
      for (const piece of counters.pieces(25)) {
        expect(piece.length).toBeLessThanOrEqual(25);
        taken.push(...piece);
        pieces++;
        count(40); // auctions between two writes of the flush
      }
    }
    taken.push(...counters.take());
    expect(pieces).toBeGreaterThan(20);
    const rows = byPair(taken);
    for (const [key, n] of sent) expect(rows.get(key)?.paced, key).toBe(n);
    const winner = rows.get(`${hot.campaigns[0]!.id}|${hot.id}`)!;
    expect(winner.won).toBe(hotAuctions);
    expect(winner.landscape.reduce((s, n) => s + n, 0)).toBe(hotAuctions);
    const total = [...rows.values()].reduce((s, r) => s + r.eligible, 0);
    expect(total).toBe(2 * hotAuctions + [...sent.values()].reduce((s, n) => s + n, 0));
  });
});
