import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { WhyNotShownCard } from './why-not-shown-card';
import { BidSimulator } from './bid-simulator';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN = '33333333-3333-4333-8333-333333333333';
const KEYWORD = '44444444-4444-4444-8444-444444444444';
const lost = (over: Record<string, number>) => ({
  OUTBID: 0,
  PACED: 0,
  DAILY_BUDGET: 0,
  TOTAL_BUDGET: 0,
  OUT_OF_STOCK: 0,
  ACCOUNT_STATE: 0,
  PLACE_NOT_SERVED: 0,
  KEYWORD_NOT_MATCHED: 0,
  ...over,
});
const estimate = (bid: number, won: number) => ({ bid, auctionsWon: won, clicks: won / 4, cost: bid * (won / 4), avgCpc: bid, budgetLimited: false });
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: Request | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    asked.push(url.pathname + url.search);
    if (url.pathname === `/api/campaigns/${CAMPAIGN}/insight`) {
      const totals = { eligible: 200, won: 60, lost: lost({ PACED: 80, OUTBID: 60 }), outbidGap: 5160, impressionShare: 0.3, averageOutbidGap: 86 };
      return json({ dateBegin: '2026-03-04', dateEnd: '2026-03-10', totals, topReason: { reason: 'PACED', count: 80, share: 0.4, advice: 'raiseDailyBudgetOrAccelerate' }, notableReasons: ['PACED', 'OUTBID'], days: [], hours: [], products: [] });
    }
    if (url.pathname === `/api/campaigns/${CAMPAIGN}/keywords/${KEYWORD}/bid-simulation`) {
      const bids = url.searchParams.get('bids');
      const estimates = bids ? bids.split(',').map((b) => estimate(Number(b), 9)) : [estimate(60, 2), estimate(120, 8), estimate(240, 12)];
      return json({ dateBegin: '2026-03-04', dateEnd: '2026-03-10', days: 2, currentMaxCpc: 120, clicksPerWin: 0.25, actual: { auctionsWon: 8, clicks: 2, cost: 240 }, estimates });
    }
    if (url.pathname === `/api/campaigns/${CAMPAIGN}/bid-simulation`) {
      const bids = url.searchParams.get('bids');
      const estimates = bids ? bids.split(',').map((b) => estimate(Number(b), 150)) : [estimate(100, 20), estimate(200, 120), estimate(400, 200)];
      return json({ dateBegin: '2026-03-04', dateEnd: '2026-03-10', days: 1, currentMaxCpc: 200, clicksPerWin: 0.25, actual: { auctionsWon: 120, clicks: 30, cost: 4300 }, estimates });
    }
    return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhyNotShownCard', () => {
  it('names the main reason with its figures and advice, and every reason that lost auctions', async () => {
    renderWithProviders(<WhyNotShownCard accountId={ACCOUNT} campaignId={CAMPAIGN} />);
    const card = await screen.findByRole('region', { name: 'Why not shown' });
    expect(card.textContent).toMatch(/Shown in 60 of 200 auctions/);
    expect(card.textContent).toMatch(/Main reason: Held back by pacing, 80 auctions \(40[,.]00\s?%\)/);
    expect(card.textContent).toMatch(/choose accelerated delivery/);
    const reasons = within(card).getByRole('list', { name: 'Auctions lost by reason' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Held back by pacing: 80 auctions/),
      expect.stringMatching(/^Outbid by other advertisers: 60 auctions \(30[,.]00\s?%\)on average 0[.,]86/),
    ]);
    const { violations } = await axe.run(card, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('BidSimulator', () => {
  it('shows the estimates with the typed bid added, and Use puts a bid into the field', async () => {
    const used: number[] = [];
    renderWithProviders(<BidSimulator accountId={ACCOUNT} campaignId={CAMPAIGN} typedMaxCpc={250} onUse={(b) => used.push(b)} />);
    const table = await screen.findByRole('table', { name: 'Bid simulator' });
    await within(table).findByRole('rowheader', { name: /2[.,]50.*\(entered\)/ });
    expect(asked).toContain(`/api/campaigns/${CAMPAIGN}/bid-simulation?bids=250`);
    expect(within(table).getByRole('rowheader', { name: /2[.,]00.*\(current\)/ })).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: /Use 4[.,]00/ }));
    expect(used).toEqual([400]);
    const region = screen.getByRole('region', { name: 'Bid simulator' });
    expect(region.textContent).toMatch(/120 auctions won, 30 clicks/);
    const { violations } = await axe.run(region, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("simulates a keyword's bid from the keyword endpoint, and Use puts a bid into the keyword's field", async () => {
    const used: number[] = [];
    renderWithProviders(
      <BidSimulator accountId={ACCOUNT} campaignId={CAMPAIGN} keywordId={KEYWORD} keywordText="kozaki" typedMaxCpc={150} onUse={(b) => used.push(b)} />,
    );
    const table = await screen.findByRole('table', { name: 'Bid simulator: “kozaki”' });
    await within(table).findByRole('rowheader', { name: /1[.,]50.*\(entered\)/ });
    expect(asked).toContain(`/api/campaigns/${CAMPAIGN}/keywords/${KEYWORD}/bid-simulation?bids=150`);
    expect(asked.some((a) => a.startsWith(`/api/campaigns/${CAMPAIGN}/bid-simulation`))).toBe(false);
    expect(within(table).getByRole('columnheader', { name: 'Keyword bid' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: /1[.,]20.*\(current\)/ })).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: /Use 2[.,]40/ }));
    expect(used).toEqual([240]);
    expect(screen.getByRole('region', { name: 'Bid simulator: “kozaki”' }).textContent).toMatch(/search auctions this keyword bid in/);
  });
});
