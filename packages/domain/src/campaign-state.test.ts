import { describe, expect, it } from 'vitest';
import { campaignDisplayState, isServing, type CampaignDisplayState, type CampaignStateInput } from './campaign-state';

const TODAY = '2026-05-12';
const YESTERDAY = '2026-05-11';
const TOMORROW = '2026-05-13';
const RESERVE = 100;

/** A campaign that is RUNNING on TODAY: started, not ended, budget left, products in stock. */
function running(over: Partial<CampaignStateInput> = {}): CampaignStateInput {
  return {
    userStatus: 'ACTIVE',
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    productsInStock: 3,
    reservePrice: RESERVE,
    dailyBudget: 5000,
    totalBudget: 20000,
    spentTotal: 1000,
    spentToday: 300,
    spendDay: TODAY,
    ...over,
  };
}

/** The condition that makes each state apply, layered on top of a running campaign. */
const CONDITION: Record<Exclude<CampaignDisplayState, 'RUNNING'>, Partial<CampaignStateInput>> = {
  ARCHIVED: { userStatus: 'ARCHIVED' },
  ACCOUNT_TERMINATED: { accountStatus: 'TERMINATED' },
  ACCOUNT_SUSPENDED: { accountStatus: 'SUSPENDED' },
  ENDED: { endDate: YESTERDAY },
  TOTAL_BUDGET_SPENT: { totalBudget: 20000, spentTotal: 19950 },
  PAUSED: { userStatus: 'PAUSED' },
  SCHEDULED: { startDate: TOMORROW },
  OUT_OF_DAILY_BUDGET: { dailyBudget: 5000, spentToday: 4950, spendDay: TODAY },
  OUT_OF_STOCK: { productsInStock: 0 },
  PLACE_NOT_SERVED: { placeServed: false },
  // 300 spent at the day's start is ahead of the pace (2 % allowance of 5000 = 100).
  PACED: { delivery: 'STANDARD', pacingShare: 0 },
};

/** Precedence: the first state in this list whose condition holds is shown. */
const PRECEDENCE = [
  'ARCHIVED',
  'ACCOUNT_TERMINATED',
  'ACCOUNT_SUSPENDED',
  'ENDED',
  'TOTAL_BUDGET_SPENT',
  'PAUSED',
  'SCHEDULED',
  'OUT_OF_DAILY_BUDGET',
  'OUT_OF_STOCK',
  'PLACE_NOT_SERVED',
  'PACED',
] as const;

describe('campaignDisplayState: each state is reachable', () => {
  it('is RUNNING for an active campaign within dates, budget and stock', () => {
    expect(campaignDisplayState(running(), TODAY)).toBe('RUNNING');
    expect(isServing(running(), TODAY)).toBe(true);
  });

  it.each(PRECEDENCE)('%s alone', (state) => {
    const c = running(CONDITION[state]);
    expect(campaignDisplayState(c, TODAY)).toBe(state);
    expect(isServing(c, TODAY)).toBe(false);
  });

  it('reaches all twelve states', () => {
    const seen = new Set<CampaignDisplayState>([campaignDisplayState(running(), TODAY)]);
    for (const s of PRECEDENCE) seen.add(campaignDisplayState(running(CONDITION[s]), TODAY));
    expect([...seen].sort()).toEqual(
      [
        'ARCHIVED',
        'ACCOUNT_SUSPENDED',
        'ACCOUNT_TERMINATED',
        'ENDED',
        'OUT_OF_DAILY_BUDGET',
        'OUT_OF_STOCK',
        'PACED',
        'PAUSED',
        'PLACE_NOT_SERVED',
        'RUNNING',
        'SCHEDULED',
        'TOTAL_BUDGET_SPENT',
      ].sort(),
    );
  });
});

describe('campaignDisplayState: precedence', () => {
  it.each(PRECEDENCE.map((s, i) => [s, i] as const))('%s wins over every state after it', (state, i) => {
    // Every condition from this state onward holds at once.
    const all = Object.assign({}, ...PRECEDENCE.slice(i).map((s) => CONDITION[s])) as Partial<CampaignStateInput>;
    // ARCHIVED and PAUSED are both userStatus values; keep the one that comes first.
    if (i <= PRECEDENCE.indexOf('ARCHIVED')) all.userStatus = 'ARCHIVED';
    // TERMINATED and SUSPENDED are both accountStatus values; keep the one that comes first.
    if (i <= PRECEDENCE.indexOf('ACCOUNT_TERMINATED')) all.accountStatus = 'TERMINATED';
    else if (i <= PRECEDENCE.indexOf('ACCOUNT_SUSPENDED')) all.accountStatus = 'SUSPENDED';
    else if (i <= PRECEDENCE.indexOf('PAUSED')) all.userStatus = 'PAUSED';
    expect(campaignDisplayState(running(all), TODAY)).toBe(state);
  });

  it.each([
    ['ARCHIVED', 'ACCOUNT_TERMINATED'],
    ['ACCOUNT_TERMINATED', 'ACCOUNT_SUSPENDED'],
    ['ACCOUNT_SUSPENDED', 'ENDED'],
    ['ARCHIVED', 'ENDED'],
    ['ENDED', 'TOTAL_BUDGET_SPENT'],
    ['TOTAL_BUDGET_SPENT', 'PAUSED'],
    ['PAUSED', 'SCHEDULED'],
    ['SCHEDULED', 'OUT_OF_DAILY_BUDGET'],
    ['OUT_OF_DAILY_BUDGET', 'OUT_OF_STOCK'],
    ['OUT_OF_STOCK', 'PLACE_NOT_SERVED'],
    ['PLACE_NOT_SERVED', 'PACED'],
  ] as const)('%s over %s', (winner, loser) => {
    expect(campaignDisplayState(running({ ...CONDITION[loser], ...CONDITION[winner] }), TODAY)).toBe(winner);
  });
});

describe('campaignDisplayState: pacing', () => {
  it('is PACED only for a STANDARD campaign with a daily budget that is ahead of its pace', () => {
    const ahead = { pacingShare: 0.1, spentToday: 1000, spendDay: TODAY }; // pace 5000 × (0.1 + 0.02) = 600
    expect(campaignDisplayState(running({ ...ahead, delivery: 'STANDARD' }), TODAY)).toBe('PACED');
    expect(campaignDisplayState(running({ ...ahead, delivery: 'ACCELERATED' }), TODAY)).toBe('RUNNING');
    expect(campaignDisplayState(running({ ...ahead, delivery: 'STANDARD', dailyBudget: null }), TODAY)).toBe('RUNNING');
    expect(campaignDisplayState(running({ ...ahead, delivery: 'STANDARD', pacingShare: 0.2 }), TODAY)).toBe('RUNNING'); // pace 1100
    expect(campaignDisplayState(running({ spentToday: 1000, delivery: 'STANDARD' }), TODAY)).toBe('RUNNING'); // not judged
    expect(isServing(running({ ...ahead, delivery: 'STANDARD' }), TODAY)).toBe(false);
  });
});

describe('campaignDisplayState: account status', () => {
  it('shows a banned account like a terminated one and an ACTIVE account as nothing special', () => {
    expect(campaignDisplayState(running({ accountStatus: 'BANNED' }), TODAY)).toBe('ACCOUNT_TERMINATED');
    expect(campaignDisplayState(running({ accountStatus: 'ACTIVE' }), TODAY)).toBe('RUNNING');
    expect(isServing(running({ accountStatus: 'SUSPENDED' }), TODAY)).toBe(false);
  });
});

describe('campaignDisplayState: boundaries', () => {
  it('runs on its start date and on its end date (inclusive), not before or after', () => {
    expect(campaignDisplayState(running({ startDate: TODAY }), TODAY)).toBe('RUNNING');
    expect(campaignDisplayState(running({ startDate: TOMORROW }), TODAY)).toBe('SCHEDULED');
    expect(campaignDisplayState(running({ endDate: TODAY }), TODAY)).toBe('RUNNING');
    expect(campaignDisplayState(running({ endDate: TODAY }), TOMORROW)).toBe('ENDED');
  });

  it('runs with no end date until the budget is spent', () => {
    expect(campaignDisplayState(running({ endDate: null }), '2099-12-31')).toBe('RUNNING');
    expect(campaignDisplayState(running({ endDate: null, spentTotal: 20000 }), '2099-12-31')).toBe('TOTAL_BUDGET_SPENT');
  });

  it('is TOTAL_BUDGET_SPENT when less than one reserve-price click is left', () => {
    expect(campaignDisplayState(running({ spentTotal: 19900 }), TODAY)).toBe('RUNNING'); // 100 left = reserve
    expect(campaignDisplayState(running({ spentTotal: 19901 }), TODAY)).toBe('TOTAL_BUDGET_SPENT'); // 99 left
    expect(campaignDisplayState(running({ spentTotal: 25000 }), TODAY)).toBe('TOTAL_BUDGET_SPENT');
    expect(campaignDisplayState(running({ totalBudget: null, spentTotal: 10_000_000 }), TODAY)).toBe('RUNNING');
  });

  it('is OUT_OF_DAILY_BUDGET when less than one reserve-price click is left today, and resumes the next day', () => {
    expect(campaignDisplayState(running({ spentToday: 4900 }), TODAY)).toBe('RUNNING');
    expect(campaignDisplayState(running({ spentToday: 4901 }), TODAY)).toBe('OUT_OF_DAILY_BUDGET');
    const spentOut = running({ spentToday: 5000, spendDay: TODAY });
    expect(campaignDisplayState(spentOut, TODAY)).toBe('OUT_OF_DAILY_BUDGET');
    expect(campaignDisplayState(spentOut, TOMORROW)).toBe('RUNNING');
    expect(campaignDisplayState(running({ dailyBudget: null, spentToday: 5000 }), TODAY)).toBe('RUNNING');
  });

  it('follows the reserve price it is given', () => {
    const c = running({ spentTotal: 19800, reservePrice: 250 }); // 200 left < 250
    expect(campaignDisplayState(c, TODAY)).toBe('TOTAL_BUDGET_SPENT');
    expect(campaignDisplayState({ ...c, reservePrice: 200 }, TODAY)).toBe('RUNNING');
  });

  it('resumes from OUT_OF_STOCK when a product is back in stock', () => {
    expect(campaignDisplayState(running({ productsInStock: 0 }), TODAY)).toBe('OUT_OF_STOCK');
    expect(campaignDisplayState(running({ productsInStock: 1 }), TODAY)).toBe('RUNNING');
  });
});
