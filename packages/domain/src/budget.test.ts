import { describe, expect, it } from 'vitest';
import { applyCharge, budgetLeft, canCharge, chargeClick, chargeDay, spentOn, type BudgetState } from './budget';

const TODAY = '2026-05-12';
const YESTERDAY = '2026-05-11';

function state(over: Partial<BudgetState> = {}): BudgetState {
  return { dailyBudget: 5000, totalBudget: 20000, spentTotal: 0, spentToday: 0, spendDay: null, ...over };
}

describe('spentOn', () => {
  it('counts today\'s spend only when it belongs to today', () => {
    expect(spentOn(state({ spentToday: 1200, spendDay: TODAY }), TODAY)).toBe(1200);
    expect(spentOn(state({ spentToday: 1200, spendDay: YESTERDAY }), TODAY)).toBe(0);
    expect(spentOn(state({ spentToday: 1200, spendDay: null }), TODAY)).toBe(0);
  });
});

describe('budgetLeft', () => {
  it('is null with neither budget', () => {
    expect(budgetLeft(state({ dailyBudget: null, totalBudget: null, spentTotal: 999, spentToday: 99, spendDay: TODAY }), TODAY)).toBeNull();
  });

  it('is the daily left with only a daily budget', () => {
    expect(budgetLeft(state({ totalBudget: null, spentTotal: 90000, spentToday: 1200, spendDay: TODAY }), TODAY)).toBe(3800);
  });

  it('is the total left with only a total budget', () => {
    expect(budgetLeft(state({ dailyBudget: null, spentTotal: 15500, spentToday: 1200, spendDay: TODAY }), TODAY)).toBe(4500);
  });

  it('is the smaller of daily and total left', () => {
    expect(budgetLeft(state({ spentTotal: 10000, spentToday: 1200, spendDay: TODAY }), TODAY)).toBe(3800); // daily 3800 < total 10000
    expect(budgetLeft(state({ spentTotal: 18000, spentToday: 1200, spendDay: TODAY }), TODAY)).toBe(2000); // total 2000 < daily 3800
  });

  it('resets the daily budget on a new Warsaw day', () => {
    const s = state({ spentTotal: 5000, spentToday: 5000, spendDay: YESTERDAY });
    expect(budgetLeft(s, YESTERDAY)).toBe(0);
    expect(budgetLeft(s, TODAY)).toBe(5000);
  });

  it('never goes below zero when overspent', () => {
    expect(budgetLeft(state({ spentTotal: 25000, spentToday: 6000, spendDay: TODAY }), TODAY)).toBe(0);
    expect(budgetLeft(state({ totalBudget: null, spentToday: 6000, spendDay: TODAY }), TODAY)).toBe(0);
    expect(budgetLeft(state({ dailyBudget: null, spentTotal: 25000 }), TODAY)).toBe(0);
  });
});

describe('canCharge', () => {
  const s = state({ spentTotal: 18000, spentToday: 1200, spendDay: TODAY }); // left = min(3800, 2000) = 2000

  it('allows a price equal to the budget left and refuses one grosz more', () => {
    expect(canCharge(s, TODAY, 2000)).toBe(true);
    expect(canCharge(s, TODAY, 2001)).toBe(false);
    expect(canCharge(s, TODAY, 1)).toBe(true);
  });

  it('checks the daily boundary too', () => {
    const d = state({ spentTotal: 1200, spentToday: 1200, spendDay: TODAY }); // daily left 3800
    expect(canCharge(d, TODAY, 3800)).toBe(true);
    expect(canCharge(d, TODAY, 3801)).toBe(false);
  });

  it('always allows with no budget', () => {
    expect(canCharge(state({ dailyBudget: null, totalBudget: null }), TODAY, 1_000_000)).toBe(true);
  });

  it('refuses everything but zero when nothing is left', () => {
    const empty = state({ spentTotal: 20000, spentToday: 0, spendDay: YESTERDAY });
    expect(canCharge(empty, TODAY, 1)).toBe(false);
    expect(canCharge(empty, TODAY, 0)).toBe(true);
  });
});

describe('applyCharge', () => {
  it('adds the price to total and today\'s spend', () => {
    const s = state({ spentTotal: 3000, spentToday: 700, spendDay: TODAY });
    expect(applyCharge(s, TODAY, 150)).toEqual(state({ spentTotal: 3150, spentToday: 850, spendDay: TODAY }));
  });

  it('starts a new day\'s counter from zero', () => {
    const s = state({ spentTotal: 3000, spentToday: 700, spendDay: YESTERDAY });
    expect(applyCharge(s, TODAY, 150)).toEqual(state({ spentTotal: 3150, spentToday: 150, spendDay: TODAY }));
  });

  it('does not mutate its input', () => {
    const s = state({ spentTotal: 3000, spentToday: 700, spendDay: TODAY });
    const copy = { ...s };
    applyCharge(s, TODAY, 150);
    expect(s).toEqual(copy);
  });

  it('charges exactly up to the budget left and throws one grosz beyond', () => {
    const s = state({ spentTotal: 18000, spentToday: 1200, spendDay: TODAY });
    expect(applyCharge(s, TODAY, 2000)).toMatchObject({ spentTotal: 20000, spentToday: 3200 });
    expect(() => applyCharge(s, TODAY, 2001)).toThrow(RangeError);
    const full = applyCharge(s, TODAY, 2000);
    expect(budgetLeft(full, TODAY)).toBe(0);
    expect(() => applyCharge(full, TODAY, 1)).toThrow(RangeError);
  });

  it('stops a day at the daily budget and resumes the next day', () => {
    let s = state({ totalBudget: null });
    for (let i = 0; i < 50; i++) s = applyCharge(s, YESTERDAY, 100);
    expect(s).toMatchObject({ spentTotal: 5000, spentToday: 5000, spendDay: YESTERDAY });
    expect(() => applyCharge(s, YESTERDAY, 100)).toThrow(RangeError);
    s = applyCharge(s, TODAY, 100);
    expect(s).toMatchObject({ spentTotal: 5100, spentToday: 100, spendDay: TODAY });
  });

  it.each([-100, 1.5, Number.NaN])('refuses a price of %d, which is not a charge', (price) => {
    const s = state({ spentTotal: 3000, spentToday: 700, spendDay: TODAY });
    expect(() => applyCharge(s, TODAY, price)).toThrow(RangeError);
  });
});

describe('chargeClick', () => {
  it('charges a late click on the current counter, never moving it back', () => {
    const s = state({ spentTotal: 3000, spentToday: 4900, spendDay: TODAY });
    expect(chargeDay(s, YESTERDAY)).toBe(TODAY);
    expect(chargeClick(s, YESTERDAY, 100)).toEqual(state({ spentTotal: 3100, spentToday: 5000, spendDay: TODAY }));
    expect(chargeClick(s, YESTERDAY, 101)).toBeNull();
  });

  it('starts the counter of a later day from zero and answers null beyond the total budget', () => {
    const s = state({ spentTotal: 19900, spentToday: 5000, spendDay: YESTERDAY });
    expect(chargeClick(s, TODAY, 100)).toEqual(state({ spentTotal: 20000, spentToday: 100, spendDay: TODAY }));
    expect(chargeClick(s, TODAY, 101)).toBeNull();
  });
});
