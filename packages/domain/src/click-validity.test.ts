import { describe, expect, it } from 'vitest';
import { clickTimingReason, DEFAULT_CLICK_RULES, FrequencyLimits, INVALID_CLICK, isInvalidClickReason, UNBILLED_CLICK } from './click-validity';

const rules = DEFAULT_CLICK_RULES;
const T = Date.parse('2026-11-23T12:00:00Z');
const MIN = 60_000;

describe('clickTimingReason', () => {
  it('passes a click a minute after its impression with the auction key', () => {
    expect(clickTimingReason(T + MIN, T, true, rules)).toBeNull();
  });
  it('names each broken rule', () => {
    expect(clickTimingReason(T, T, false, rules)).toBe(INVALID_CLICK.keyMismatch);
    expect(clickTimingReason(T, null, true, rules)).toBe(INVALID_CLICK.noImpression);
    expect(clickTimingReason(T + rules.clickWindowMs + 1, T, true, rules)).toBe(INVALID_CLICK.clickWindowExpired);
    expect(clickTimingReason(T - rules.clockToleranceMs - 1, T, true, rules)).toBe(INVALID_CLICK.beforeImpression);
  });
  it('tolerates clock skew up to the tolerance and a click at the end of the window', () => {
    expect(clickTimingReason(T - rules.clockToleranceMs, T, true, rules)).toBeNull();
    expect(clickTimingReason(T + rules.clickWindowMs, T, true, rules)).toBeNull();
  });
});

describe('FrequencyLimits', () => {
  const click = (over: Partial<{ productId: string; atMs: number; day: string; opaqueUserId: string }> = {}) => ({
    opaqueUserId: 'u1', campaignId: 'c1', productId: 'p1', day: '2026-11-23', atMs: T, ...over,
  });
  it('refuses a repeat click on the same product within the window, not after it', () => {
    const f = new FrequencyLimits(rules);
    f.add(click());
    expect(f.check(click({ atMs: T + rules.repeatWindowMs - 1 }))).toBe(INVALID_CLICK.repeatClick);
    expect(f.check(click({ atMs: T + rules.repeatWindowMs }))).toBeNull();
    expect(f.check(click({ opaqueUserId: 'u2' }))).toBeNull();
  });
  it('caps billed clicks per user, campaign and day', () => {
    const f = new FrequencyLimits(rules);
    for (let i = 0; i < rules.maxClicksPerUserCampaignDay; i++) f.add(click({ productId: `p${i}` }));
    expect(f.check(click({ productId: 'other' }))).toBe(INVALID_CLICK.frequencyCap);
    expect(f.check(click({ productId: 'other', day: '2026-11-24', atMs: T + 86_400_000 }))).toBeNull();
  });
});

it('tells invalid reasons from valid-but-unbilled ones', () => {
  expect(isInvalidClickReason(INVALID_CLICK.noImpression)).toBe(true);
  expect(isInvalidClickReason(UNBILLED_CLICK.budgetExhausted)).toBe(false);
  expect(isInvalidClickReason(null)).toBe(false);
});
