import type { Day } from './days';
import type { Grosze } from './money';

/**
 * Budget arithmetic (docs/requirements.md §4 display rules, docs/architecture.md "Charging clicks (hard budget caps)") — the one copy of the
 * budget rule: the click charger applies {@link chargeClick} to campaign rows it holds locked,
 * the ad index and the display state use {@link budgetLeft}.
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
 * The Warsaw day whose daily counter a click of `clickDay` is charged on: the later of the click's day and
 * the counter's day. A late click (its day before the counter's) counts on the current counter, so no
 * day's cap is ever exceeded and the counter never moves back (docs/architecture.md "Charging clicks (hard budget caps)").
 */
export function chargeDay(state: BudgetState, clickDay: Day): Day {
  return state.spendDay !== null && state.spendDay > clickDay ? state.spendDay : clickDay;
}

/**
 * Charges a click priced `price` grosze made on Warsaw day `clickDay`, if both budgets cover it.
 * @returns the new state, or null when the daily or the total budget left is below `price` (the click is
 *   then not billable: BUDGET_EXHAUSTED). The input is not mutated.
 * @throws RangeError if `price` is not a non-negative integer of grosze.
 */
export function chargeClick(state: BudgetState, clickDay: Day, price: Grosze): BudgetState | null {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('price must be non-negative integer grosze');
  const day = chargeDay(state, clickDay);
  if (!canCharge(state, day, price)) return null;
  return { ...state, spentTotal: state.spentTotal + price, spentToday: spentOn(state, day) + price, spendDay: day };
}

/**
 * Applies a charge of `price` on `today` ({@link chargeClick} that must succeed).
 * @throws RangeError if it would exceed a budget, or if `price` is not a non-negative integer of grosze.
 */
export function applyCharge(state: BudgetState, today: Day, price: Grosze): BudgetState {
  const next = chargeClick(state, today, price);
  if (!next) throw new RangeError('charge exceeds budget');
  return next;
}
