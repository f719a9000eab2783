import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveBid, runAuction, type AuctionBid } from './auction';

const RESERVE = 100;
const OPTS = { slots: 3, reservePrice: RESERVE };
const bid = (accountId: string, campaignId: string, productId: string, maxCpc: number, pctr = 0.01): AuctionBid => ({
  accountId,
  campaignId,
  productId,
  maxCpc,
  pctr,
  budgetLeft: null,
});

describe('runAuction: fair second price (docs/auction.md)', () => {
  it('a campaign alone on 3 of its own products pays the reserve price', () => {
    const winners = runAuction([bid('A', 'a1', 'p1', 150), bid('A', 'a1', 'p2', 150), bid('A', 'a1', 'p3', 150)], OPTS);
    expect(winners.map((w) => w.price)).toEqual([RESERVE, RESERVE, RESERVE]);
  });

  it("another campaign of the winner's own account does not set its price, on the same or the next product", () => {
    const winners = runAuction([bid('A', 'a1', 'p1', 300), bid('A', 'a2', 'p1', 250), bid('A', 'a2', 'p2', 200)], OPTS);
    expect(winners.map((w) => [w.bid.campaignId, w.bid.productId, w.price])).toEqual([
      ['a1', 'p1', RESERVE],
      ['a2', 'p2', RESERVE],
    ]);
  });

  it('a rival of another account on the next product sets the price', () => {
    const winners = runAuction([bid('A', 'a1', 'p1', 300), bid('A', 'a1', 'p2', 290), bid('B', 'b1', 'p3', 180)], OPTS);
    // a1/p1 and a1/p2 are both priced by b1 (180 × 0.01 / 0.01), skipping their own account's p2.
    expect(winners.map((w) => [w.bid.productId, w.price])).toEqual([
      ['p1', 180],
      ['p2', 180],
      ['p3', RESERVE],
    ]);
  });

  it("another account's campaign on the same product sets the price", () => {
    const winners = runAuction([bid('A', 'a1', 'p1', 300), bid('B', 'b1', 'p1', 220), bid('A', 'a1', 'p2', 250)], OPTS);
    expect(winners.map((w) => [w.bid.productId, w.price])).toEqual([
      ['p1', 220],
      ['p2', RESERVE],
    ]);
  });

  it('prices against pCTR: ceil(rival score / own pCTR)', () => {
    const [first] = runAuction([bid('A', 'a1', 'p1', 400, 0.03), bid('B', 'b1', 'p2', 500, 0.02)], OPTS);
    expect(first!.price).toBe(Math.ceil((500 * 0.02) / 0.03));
  });

  const arbBids = fc.array(
    fc.record({
      accountId: fc.constantFrom('A', 'B', 'C'),
      campaignId: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
      productId: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
      maxCpc: fc.integer({ min: 50, max: 2000 }),
      pctr: fc.double({ min: 0.001, max: 0.2, noNaN: true }),
      budgetLeft: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    }),
    { maxLength: 12 },
  );

  it('property: reserve ≤ price ≤ effective bid', () => {
    fc.assert(
      fc.property(arbBids, fc.integer({ min: 1, max: 5 }), (bids, slots) => {
        for (const w of runAuction(bids, { slots, reservePrice: RESERVE })) {
          expect(w.price).toBeGreaterThanOrEqual(RESERVE);
          expect(w.price).toBeLessThanOrEqual(effectiveBid(w.bid));
          expect(Number.isInteger(w.price)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("property: adding bids of the winner's own account never raises its price", () => {
    fc.assert(
      fc.property(arbBids, arbBids, fc.integer({ min: 1, max: 5 }), (bids, extra, slots) => {
        const before = runAuction(bids, { slots, reservePrice: RESERVE });
        for (const w of before) {
          const own = extra.map((b) => ({ ...b, accountId: w.bid.accountId, campaignId: `own-${b.campaignId}` }));
          const after = runAuction([...bids, ...own], { slots, reservePrice: RESERVE });
          const same = after.find((a) => a.bid === w.bid);
          if (same) expect(same.price).toBeLessThanOrEqual(w.price);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: with every campaign its own account, the price is the strongest of the next product and the same product’s runner-up', () => {
    fc.assert(
      fc.property(arbBids, fc.integer({ min: 1, max: 5 }), (raw, slots) => {
        const bids = raw.map((b, i) => ({ ...b, accountId: `acct-${i}`, campaignId: `camp-${i}` }));
        const winners = runAuction(bids, { slots, reservePrice: RESERVE });
        const eligible = bids.filter((b) => effectiveBid(b) >= RESERVE).map((b) => ({ b, score: effectiveBid(b) * b.pctr }));
        for (const w of winners) {
          const shownAbove = new Set(winners.filter((o) => o.rank < w.rank).map((o) => o.bid.productId));
          const rival = Math.max(0, ...eligible.filter((e) => e.b !== w.bid && !shownAbove.has(e.b.productId) && e.score <= w.score).map((e) => e.score));
          const expected = rival === 0 ? RESERVE : Math.min(w.effectiveBid, Math.max(RESERVE, Math.ceil(rival / w.bid.pctr - 1e-9)));
          expect(w.price).toBe(expected);
        }
      }),
      { numRuns: 500 },
    );
  });
});
