import type { Day } from './days';
import type { Grosze } from './money';

/**
 * Budget arithmetic (spec §4 display rules, DESIGN.md "Budgets are hard caps"). The database
 * enforces the same rule in one conditional UPDATE when a click is charged; these functions
 * describe it for the auction index, the display state and tests.
 */
export interface BudgetState {
  /** Daily budget in grosze per Europe/Warsaw day; null = none. */
  dailyBudget: Grosze | null;
  /** Total budget in grosze over the campaign's life; null = none. */
  totalBudget: Grosze | null;
  /** All charged clicks so far, grosze. */
  spentTotal: Grosze;
  /** Charged on `spendDay`, grosze. */
  spentToday: Grosze;
  /** The Warsaw day `spentToday` belongs to; a different day means nothing spent yet today. */
  spendDay: Day | null;
}

/** What was charged on `today` (the daily counter resets at Warsaw midnight). */
export function spentOn(state: BudgetState, today: Day): Grosze {
  return state.spendDay === today ? state.spentToday : 0;
}

/** Budget left for clicks on `today`: the smaller of daily and total left; null when neither is set. */
export function budgetLeft(state: BudgetState, today: Day): Grosze | null {
  const daily = state.dailyBudget === null ? null : Math.max(0, state.dailyBudget - spentOn(state, today));
  const total = state.totalBudget === null ? null : Math.max(0, state.totalBudget - state.spentTotal);
  if (daily === null) return total;
  if (total === null) return daily;
  return Math.min(daily, total);
}

/** True when a click priced `price` grosze may be charged on `today` without exceeding either budget. */
export function canCharge(state: BudgetState, today: Day, price: Grosze): boolean {
  const left = budgetLeft(state, today);
  return left === null || price <= left;
}

/**
 * Applies a charge of `price` on `today`.
 * @throws RangeError if it would exceed a budget, or if `price` is not a non-negative integer of grosze.
 */
export function applyCharge(state: BudgetState, today: Day, price: Grosze): BudgetState {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('price must be non-negative integer grosze');
  if (!canCharge(state, today, price)) throw new RangeError('charge exceeds budget');
  return {
    ...state,
    spentTotal: state.spentTotal + price,
    spentToday: spentOn(state, today) + price,
    spendDay: today,
  };
}
