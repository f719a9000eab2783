import { describe, expect, it } from 'vitest';
import { effectiveBid, ranksBefore, runAuction, type AuctionBid, type AuctionWinner } from './auction';

const RESERVE = 100;
const OPTS = { slots: 3, reservePrice: RESERVE };

/** A bid; each campaign is its own advertiser account unless `accountId` says otherwise. */
function bid(
  campaignId: string,
  productId: string,
  maxCpc: number,
  pctr: number,
  budgetLeft: number | null = null,
  accountId = `account-of-${campaignId}`,
): AuctionBid {
  return { campaignId, accountId, productId, maxCpc, pctr, budgetLeft };
}

/** Compact view: [campaign, product, effective bid, price]. */
function summary(winners: AuctionWinner[]): [string, string, number, number][] {
  return winners.map((w) => [w.bid.campaignId, w.bid.productId, w.effectiveBid, w.price]);
}

/** mulberry32: a tiny seeded PRNG, so every run draws the same auctions. */
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

describe('effectiveBid', () => {
  it('is max CPC, capped by the budget left', () => {
    expect(effectiveBid(bid('c', 'p', 500, 0.01))).toBe(500);
    expect(effectiveBid(bid('c', 'p', 500, 0.01, 150))).toBe(150);
    expect(effectiveBid(bid('c', 'p', 500, 0.01, 500))).toBe(500);
    expect(effectiveBid(bid('c', 'p', 500, 0.01, 900))).toBe(500);
    expect(effectiveBid(bid('c', 'p', 500, 0.01, 0))).toBe(0);
  });
});

describe('runAuction: ranking', () => {
  it('ranks by max CPC × pCTR, so a lower bid with a higher pCTR wins', () => {
    const winners = runAuction([bid('high-bid', 'p1', 300, 0.01), bid('high-ctr', 'p2', 200, 0.02)], OPTS);
    expect(winners.map((w) => [w.rank, w.bid.campaignId, w.score])).toEqual([
      [1, 'high-ctr', 4],
      [2, 'high-bid', 3],
    ]);
  });

  it('fills at most `slots` winners, in rank order', () => {
    const bids = [
      bid('c1', 'p1', 100, 0.01), // 1
      bid('c2', 'p2', 500, 0.01), // 5
      bid('c3', 'p3', 300, 0.01), // 3
      bid('c4', 'p4', 400, 0.01), // 4
      bid('c5', 'p5', 200, 0.01), // 2
    ];
    expect(summary(runAuction(bids, { slots: 3, reservePrice: RESERVE }))).toEqual([
      ['c2', 'p2', 500, 400],
      ['c4', 'p4', 400, 300],
      ['c3', 'p3', 300, 200], // priced against c5, which itself gets no slot
    ]);
    expect(runAuction(bids, { slots: 1, reservePrice: RESERVE }).map((w) => w.rank)).toEqual([1]);
    expect(runAuction(bids, { slots: 10, reservePrice: RESERVE }).map((w) => w.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns no winners for no bids', () => {
    expect(runAuction([], OPTS)).toEqual([]);
  });

  it('keeps one winner per product: the best campaign, priced against its strongest rival, here a campaign on the same product', () => {
    const winners = runAuction(
      [bid('c2', 'p1', 300, 0.01), bid('c1', 'p1', 400, 0.01), bid('c3', 'p2', 200, 0.01), bid('c4', 'p1', 350, 0.01)],
      OPTS,
    );
    // p1's best is c1 (score 4); its rivals are p2/c3 (score 2) and c4 on p1 itself (3.5), which
    // would take the slot if c1 bid less: c1 pays 3.5 / 0.01 = 350.
    expect(summary(winners)).toEqual([
      ['c1', 'p1', 400, 350],
      ['c3', 'p2', 200, 100],
    ]);
  });

  it('lets one campaign win several slots with different products, each priced by the next other account', () => {
    const winners = runAuction([bid('c1', 'p1', 300, 0.01), bid('c1', 'p2', 200, 0.01), bid('c2', 'p3', 150, 0.01)], OPTS);
    expect(summary(winners)).toEqual([
      ['c1', 'p1', 300, 150],
      ['c1', 'p2', 200, 150],
      ['c2', 'p3', 150, 100],
    ]);
  });

  it('breaks score ties by higher pCTR, then campaign id, then product id, whatever the input order', () => {
    const bids = [
      bid('b', 'p1', 900, 0.01), // score 9
      bid('z', 'p2', 300, 0.03), // score 9, higher pCTR
      bid('a', 'p3', 900, 0.01), // score 9, campaign "a" < "b"
      bid('a', 'p0', 900, 0.01), // score 9, same campaign, product "p0" < "p3"
    ];
    const expected = [
      ['z', 'p2'],
      ['a', 'p0'],
      ['a', 'p3'],
      ['b', 'p1'],
    ];
    const orders = [bids, [...bids].reverse(), [bids[2]!, bids[0]!, bids[3]!, bids[1]!]];
    for (const order of orders) {
      const winners = runAuction(order, { slots: 4, reservePrice: RESERVE });
      expect(winners.map((w) => [w.bid.campaignId, w.bid.productId])).toEqual(expected);
    }
  });

  it('picks the same campaign for a product whatever the input order, on a tie', () => {
    const x = bid('x', 'p1', 200, 0.01);
    const y = bid('y', 'p1', 200, 0.01);
    expect(runAuction([x, y], OPTS)[0]!.bid.campaignId).toBe('x');
    expect(runAuction([y, x], OPTS)[0]!.bid.campaignId).toBe('x');
  });
});

describe('runAuction: price (generalized second price)', () => {
  it('charges ceil(next score / own pCTR)', () => {
    const winners = runAuction([bid('c1', 'p1', 300, 0.01), bid('c2', 'p2', 200, 0.02)], OPTS);
    // c2: ceil(3 / 0.02) = 150; c1 has no next bid → reserve.
    expect(summary(winners)).toEqual([
      ['c2', 'p2', 200, 150],
      ['c1', 'p1', 300, 100],
    ]);
  });

  it('rounds a fractional price up to the next grosz', () => {
    // next score 250 × 0.01 = 2.5; 2.5 / 0.03 = 83.33 → 84 (reserve lowered to 1 so it does not bind).
    const winners = runAuction([bid('c1', 'p1', 500, 0.03), bid('c2', 'p2', 250, 0.01)], { slots: 1, reservePrice: 1 });
    expect(winners[0]!.price).toBe(84);
  });

  it('does not push an exact quotient up by float noise', () => {
    // In floats 111 × 0.01 = 1.11 and 1.11 / 0.01 = 111.00000000000001; a bare ceil would charge 112.
    expect((111 * 0.01) / 0.01).toBeGreaterThan(111);
    const winners = runAuction([bid('c1', 'p1', 1000, 0.01), bid('c2', 'p2', 111, 0.01)], { slots: 1, reservePrice: RESERVE });
    expect(winners[0]!.price).toBe(111);
  });

  it('never charges less than the reserve price', () => {
    const winners = runAuction([bid('c1', 'p1', 500, 0.05), bid('c2', 'p2', 100, 0.01)], OPTS);
    // ceil(1 / 0.05) = 20 < 100
    expect(summary(winners)).toEqual([
      ['c1', 'p1', 500, 100],
      ['c2', 'p2', 100, 100],
    ]);
  });

  it('never charges more than the effective bid (exact tie in score)', () => {
    // c1: 300 × 0.03 = 9; c2: 900 × 0.01 = 9. c1 ranks first by pCTR and pays ceil(9 / 0.03) = 300 = its bid.
    const winners = runAuction([bid('c1', 'p1', 300, 0.03), bid('c2', 'p2', 900, 0.01)], OPTS);
    expect(summary(winners)).toEqual([
      ['c1', 'p1', 300, 300],
      ['c2', 'p2', 900, 100],
    ]);
  });

  it('charges a single bidder the reserve price', () => {
    expect(summary(runAuction([bid('c1', 'p1', 5000, 0.2)], OPTS))).toEqual([['c1', 'p1', 5000, 100]]);
    expect(summary(runAuction([bid('c1', 'p1', 250, 0.2)], { slots: 1, reservePrice: 250 }))).toEqual([['c1', 'p1', 250, 250]]);
  });

  it('excludes a bid below the reserve price, and admits one exactly at it', () => {
    const winners = runAuction([bid('c1', 'p1', 99, 1), bid('c2', 'p2', 100, 0.001), bid('c3', 'p3', 300, 0.01)], OPTS);
    // c1 would score 99 but cannot take part; c3 is priced against c2: ceil(0.1 / 0.01) = 10 → reserve.
    expect(summary(winners)).toEqual([
      ['c3', 'p3', 300, 100],
      ['c2', 'p2', 100, 100],
    ]);
  });

  it('caps the effective bid by the budget left, which lowers the score and the price ceiling', () => {
    const winners = runAuction([bid('c1', 'p1', 500, 0.01, 150), bid('c2', 'p2', 200, 0.01)], OPTS);
    // c1 ranks on 150 × 0.01 = 1.5, below c2's 2.
    expect(winners.map((w) => [w.bid.campaignId, w.effectiveBid, w.score, w.price])).toEqual([
      ['c2', 200, 2, 150],
      ['c1', 150, 1.5, 100],
    ]);
  });

  it('never charges more than the budget left', () => {
    const winners = runAuction([bid('c1', 'p1', 1000, 0.05, 120), bid('c2', 'p2', 560, 0.01)], OPTS);
    // c1 ranks on 120 × 0.05 = 6 > 5.6 and pays ceil(5.6 / 0.05) = 112 ≤ 120 (not a price from its 1000 max CPC).
    expect(summary(winners)).toEqual([
      ['c1', 'p1', 120, 112],
      ['c2', 'p2', 560, 100],
    ]);
  });

  it('excludes a bid whose budget left is below the reserve price', () => {
    expect(runAuction([bid('c1', 'p1', 500, 0.1, 99)], OPTS)).toEqual([]);
    expect(runAuction([bid('c1', 'p1', 500, 0.1, 0)], OPTS)).toEqual([]);
    expect(summary(runAuction([bid('c1', 'p1', 500, 0.1, 100)], OPTS))).toEqual([['c1', 'p1', 100, 100]]);
  });

  it("falls back to a product's next campaign when its best one cannot pay", () => {
    const winners = runAuction([bid('rich', 'p1', 300, 0.01), bid('broke', 'p1', 900, 0.01, 50)], OPTS);
    expect(summary(winners)).toEqual([['rich', 'p1', 300, 100]]);
  });
});

describe('runAuction: bad input', () => {
  it.each([0, -1, 1.5, Number.NaN])('rejects slots = %d', (slots) => {
    expect(() => runAuction([bid('c', 'p', 200, 0.01)], { slots, reservePrice: RESERVE })).toThrow(RangeError);
  });

  it.each([0, -0.1, 1.0001, Number.NaN, Infinity])('rejects pCTR %d', (pctr) => {
    expect(() => runAuction([bid('c', 'p', 200, pctr)], OPTS)).toThrow(RangeError);
  });

  it('accepts pCTR = 1', () => {
    expect(runAuction([bid('c', 'p', 200, 1)], OPTS)).toHaveLength(1);
  });

  it.each([150.5, Number.NaN, Infinity, 2 ** 53])('rejects max CPC %d', (maxCpc) => {
    expect(() => runAuction([bid('c', 'p', maxCpc, 0.01)], OPTS)).toThrow(RangeError);
  });

  it.each([150.5, Number.NaN, Infinity])('rejects budget left %d (money is integer grosze)', (left) => {
    expect(() => runAuction([bid('c', 'p', 500, 0.01, left)], OPTS)).toThrow(RangeError);
  });

  it.each([100.5, -1, Number.NaN])('rejects reserve price %d', (reservePrice) => {
    expect(() => runAuction([bid('c', 'p', 500, 0.01)], { slots: 1, reservePrice })).toThrow(RangeError);
  });

  it('rejects a bad bid even when it would not take part', () => {
    expect(() => runAuction([bid('c1', 'p1', 500, 0.01), bid('c2', 'p2', 10, 0)], OPTS)).toThrow(RangeError);
  });
});

describe('runAuction: properties over 1000 seeded random auctions', () => {
  it('prices within [reserve, effective bid], orders by score, keeps rank against the next bid and charges the least such price', () => {
    const rand = prng(20260401);
    const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
    let winnersSeen = 0;
    let pricedAboveReserve = 0;
    let cappedByBudget = 0;

    for (let n = 0; n < 1000; n++) {
      const reservePrice = int(1, 3) * 50; // 50, 100 or 150
      const slots = int(1, 6);
      const productCount = int(1, 25);
      const bids: AuctionBid[] = [];
      for (let i = 0, count = int(0, 60); i < count; i++) {
        const maxCpc = int(20, 3000);
        const budgetLeft = rand() < 0.3 ? int(0, 2500) : null;
        const pctr = Math.max(1e-4, Math.round(rand() * rand() * 0.3 * 1e6) / 1e6);
        bids.push(bid(`c${int(1, 15)}`, `p${int(1, productCount)}`, maxCpc, pctr, budgetLeft));
      }

      const winners = runAuction(bids, { slots, reservePrice });

      // Independent reference: best eligible score per product, descending.
      const perProduct = new Map<string, number[]>();
      for (const b of bids) {
        const eff = b.budgetLeft === null ? b.maxCpc : Math.min(b.maxCpc, b.budgetLeft);
        if (eff < reservePrice) continue;
        perProduct.set(
          b.productId,
          [...(perProduct.get(b.productId) ?? []), eff * b.pctr].sort((x, y) => y - x),
        );
      }
      const best = new Map([...perProduct].map(([p, s]) => [p, s[0]!]));
      // The fair rival: the best eligible bid of another account on a product not shown in a higher slot.
      const fairRival = (w: AuctionWinner) => {
        const above = new Set(winners.filter((o) => o.rank < w.rank).map((o) => o.bid.productId));
        const scoresOfOthers = bids
          .filter((b) => b.accountId !== w.bid.accountId && effectiveBid(b) >= reservePrice && !above.has(b.productId))
          .map((b) => effectiveBid(b) * b.pctr);
        return scoresOfOthers.length ? Math.max(...scoresOfOthers) : undefined;
      };
      const scores = [...best.values()].sort((a, b) => b - a);

      expect(winners).toHaveLength(Math.min(slots, scores.length));
      expect(new Set(winners.map((w) => w.bid.productId)).size).toBe(winners.length);

      winners.forEach((w, i) => {
        winnersSeen++;
        expect(w.rank).toBe(i + 1);
        expect(bids).toContain(w.bid);
        expect(w.effectiveBid).toBe(effectiveBid(w.bid));
        expect(w.effectiveBid).toBeGreaterThanOrEqual(reservePrice);
        expect(w.score).toBe(w.effectiveBid * w.bid.pctr);
        expect(w.score).toBe(scores[i]);
        if (i > 0) expect(w.score).toBeLessThanOrEqual(winners[i - 1]!.score);

        expect(Number.isSafeInteger(w.price)).toBe(true);
        expect(w.price).toBeGreaterThanOrEqual(reservePrice);
        expect(w.price).toBeLessThanOrEqual(w.effectiveBid);
        if (w.bid.budgetLeft !== null) expect(w.price).toBeLessThanOrEqual(w.bid.budgetLeft);
        if (w.bid.budgetLeft !== null && w.bid.budgetLeft < w.bid.maxCpc) cappedByBudget++;

        const nextScore = fairRival(w);
        if (nextScore === undefined) {
          expect(w.price).toBe(reservePrice);
        } else {
          // Paying `price`, the winner would still outrank the next bid…
          expect(w.price * w.bid.pctr).toBeGreaterThanOrEqual(nextScore - 1e-6);
          // …and one grosz less would not (unless the reserve price binds).
          if (w.price > reservePrice) {
            pricedAboveReserve++;
            expect((w.price - 1) * w.bid.pctr).toBeLessThan(nextScore + 1e-6);
          }
        }
      });
    }

    // The generator must exercise the interesting cases, or the properties prove little.
    expect(winnersSeen).toBeGreaterThan(2000);
    expect(pricedAboveReserve).toBeGreaterThan(300);
    expect(cappedByBudget).toBeGreaterThan(100);
  });
});

describe('ranksBefore', () => {
  it('orders bids as the auction ranks them, and leaving out bids ranked after both a product best bid and its best bid of another account changes nothing', () => {
    const rand = prng(99);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    for (let a = 0; a < 300; a++) {
      const bids = Array.from({ length: 1 + Math.floor(rand() * 25) }, (_, i) =>
        bid(
          `c${i}`,
          pick(['p1', 'p2', 'p3', 'p4']),
          pick([100, 150, 200, 300]),
          pick([0.01, 0.02, 0.05]),
          rand() < 0.3 ? pick([50, 120, 250]) : null,
          pick(['a', 'b', 'c']),
        ),
      );
      const kept: AuctionBid[] = [];
      for (const p of ['p1', 'p2', 'p3', 'p4']) {
        const own = bids
          .filter((b) => b.productId === p && effectiveBid(b) >= RESERVE)
          .sort((x, y) => (ranksBefore(x, y) ? -1 : ranksBefore(y, x) ? 1 : 0));
        const best = own[0];
        const other = own.find((b) => b.accountId !== best?.accountId);
        kept.push(...own.filter((b) => b === best || b === other));
      }
      const options = { slots: 1 + Math.floor(rand() * 4), reservePrice: RESERVE };
      const all = runAuction(bids, options);
      expect(runAuction(kept, options)).toEqual(all);
      for (let i = 1; i < all.length; i++) expect(ranksBefore(all[i - 1]!.bid, all[i]!.bid)).toBe(true);
    }
  });
});
