import { describe, expect, it } from 'vitest';
import { budgetReached, isNotificationKind, NOTIFICATION_KINDS } from './notifications';

describe('budgetReached', () => {
  it('is reached once less than the max CPC is left (a click never goes past a budget)', () => {
    expect(budgetReached(4850, 5000, 150)).toBe(false); // exactly one max-CPC click left
    expect(budgetReached(4851, 5000, 150)).toBe(true);
    expect(budgetReached(5000, 5000, 150)).toBe(true);
  });
  it('a null budget is never reached; a zero max CPC still needs a grosz left', () => {
    expect(budgetReached(1_000_000, null, 150)).toBe(false);
    expect(budgetReached(4999, 5000, 0)).toBe(false);
    expect(budgetReached(5000, 5000, 0)).toBe(true);
  });
});

describe('isNotificationKind', () => {
  it('knows every kind and nothing else', () => {
    expect(NOTIFICATION_KINDS.every(isNotificationKind)).toBe(true);
    expect(isNotificationKind('NOPE')).toBe(false);
  });
});
