import { describe, expect, it } from 'vitest';
import {
  addInsightCounts,
  averageOutbidGap,
  emptyInsightCounts,
  impressionShare,
  lossReasonOfState,
  notableLossReasons,
  topLossReason,
} from './auction-insight';
import { runAuction, type AuctionBid } from './auction';
import { estimateAtBid, landscapeBucket, landscapeLower, LANDSCAPE_BUCKETS, neededCpc, simulatedBids } from './bid-landscape';

describe('auction insight rules', () => {
  it('maps display states to loss reasons; states the advertiser chose are not counted', () => {
    expect(lossReasonOfState('PACED')).toBe('PACED');
    expect(lossReasonOfState('OUT_OF_DAILY_BUDGET')).toBe('DAILY_BUDGET');
    expect(lossReasonOfState('TOTAL_BUDGET_SPENT')).toBe('TOTAL_BUDGET');
    expect(lossReasonOfState('ACCOUNT_TERMINATED')).toBe('ACCOUNT_STATE');
    expect(lossReasonOfState('PLACE_NOT_SERVED')).toBe('PLACE_NOT_SERVED');
    for (const s of ['RUNNING', 'PAUSED', 'ARCHIVED', 'SCHEDULED', 'ENDED'] as const) expect(lossReasonOfState(s)).toBeNull();
  });

  it('picks the reason that lost most, ties by the fixed order, with share and advice', () => {
    const c = emptyInsightCounts();
    expect(topLossReason(c)).toBeNull();
    c.eligible = 10;
    c.won = 2;
    c.lost.OUTBID = 4;
    c.lost.PACED = 4;
    c.outbidGap = 130;
    expect(topLossReason(c)).toEqual({ reason: 'PACED', count: 4, share: 0.4, advice: 'raiseDailyBudgetOrAccelerate' });
    expect(notableLossReasons(c)).toEqual(['PACED', 'OUTBID']);
    expect(impressionShare(c)).toBe(0.2);
    expect(averageOutbidGap(c)).toBe(33);
    expect(addInsightCounts(emptyInsightCounts(), c).lost.PACED).toBe(4);
  });
});

describe('bid landscape', () => {
  it('buckets needed CPCs on a 20 % log scale', () => {
    expect(landscapeBucket(0)).toBe(0);
    expect(landscapeBucket(150)).toBe(27);
    expect(landscapeLower(27)).toBeLessThanOrEqual(150);
    expect(landscapeLower(28)).toBeGreaterThan(150);
    expect(landscapeBucket(10 ** 9)).toBe(LANDSCAPE_BUCKETS - 1);
  });

  it('estimates wins, clicks, cost and average CPC per day; caps at the daily budget', () => {
    const landscape = new Array<number>(LANDSCAPE_BUCKETS).fill(0);
    landscape[landscapeBucket(150)] = 20; // won at about 1.50
    landscape[landscapeBucket(300)] = 20; // needs about 3.00
    const input = { landscape, days: 2, clicksPerWin: 0.5, reservePrice: 100, dailyBudget: null };
    const at200 = estimateAtBid(input, 200);
    expect(at200).toMatchObject({ auctionsWon: 10, clicks: 5, budgetLimited: false });
    expect(at200.avgCpc).toBeGreaterThan(137);
    expect(at200.avgCpc).toBeLessThan(165);
    expect(estimateAtBid(input, 1000).auctionsWon).toBe(20);
    const capped = estimateAtBid({ ...input, dailyBudget: 500 }, 1000);
    expect(capped).toMatchObject({ cost: 500, budgetLimited: true });
    expect(capped.auctionsWon).toBeLessThan(20);
  });

  it('a bid at the reserve price wins every auction won at the reserve, paying the reserve', () => {
    const landscape = new Array<number>(LANDSCAPE_BUCKETS).fill(0);
    landscape[landscapeBucket(100)] = 25; // 25 auctions won uncontested at the reserve (1.00)
    const input = { landscape, days: 1, clicksPerWin: 0.2, reservePrice: 100, dailyBudget: null };
    expect(estimateAtBid(input, 100)).toMatchObject({ auctionsWon: 25, clicks: 5, cost: 500, avgCpc: 100 });
    expect(estimateAtBid(input, 99)).toMatchObject({ auctionsWon: 0, cost: 0, avgCpc: null });
  });

  it('offers bids from half to twice the current one, never under the reserve', () => {
    expect(simulatedBids(200, 100)).toEqual([100, 150, 200, 250, 300, 400]);
    expect(simulatedBids(120, 100)).toEqual([100, 120, 150, 180, 240]);
  });
});

describe('needed CPC', () => {
  const bid = (campaignId: string, productId: string, maxCpc: number): AuctionBid => ({
    campaignId,
    accountId: `acc-${campaignId}`,
    productId,
    maxCpc,
    pctr: 0.02,
    budgetLeft: null,
  });

  it('is the price for a winner, the beating score ÷ own pCTR + 1 grosz for a loser, the reserve under it', () => {
    const a = bid('a', 'p1', 300);
    const b = bid('b', 'p1', 200);
    const c = bid('c', 'p2', 150);
    const low = bid('d', 'p3', 50);
    const won = runAuction([a, b, c, low], { slots: 1, reservePrice: 100 });
    expect(won.map((w) => w.bid)).toEqual([a]);
    expect(neededCpc(a, won, 1, 100)).toBe(won[0]!.price);
    // Beaten on its own product by a's score (300 × pCTR): 300 ÷ … + 1 grosz.
    expect(neededCpc(b, won, 1, 100)).toBe(301);
    // Another product: beaten by the last slot's winner.
    expect(neededCpc(c, won, 1, 100)).toBe(301);
    // A free slot and no winner on its product: it was under the reserve.
    const open = runAuction([c, low], { slots: 3, reservePrice: 100 });
    expect(neededCpc(low, open, 3, 100)).toBe(100);
  });
});
