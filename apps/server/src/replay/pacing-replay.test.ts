import { describe, expect, it } from 'vitest';
import { cumulativeCurve, DEFAULT_TRAFFIC_CURVE, PACING_ALLOWANCE_SHARE } from '@ads/domain';
import { formatPacingReport } from './pacing-replay';
import { runPacingReplayOnScratch } from './pacing-scratch';

const BUDGET = 2_000;
/** Alone on their products, the watched campaigns pay the reserve price, 1.00 PLN a click. */
const PRICE = 100;

describe('pacing replay: a logged day through the real serving API on a virtual clock', () => {
  it('STANDARD spends along the traffic curve and ends near its budget; ACCELERATED spends early', async () => {
    // Every logged click and every 20th other row of the four logs, folded onto one virtual day, 5 rows per instant.
    const report = await runPacingReplayOnScratch('2026-11-24', { sample: 20, stepRows: 5, dailyBudget: BUDGET, demoCampaigns: false });
    console.log(formatPacingReport(report));
    const [standard, accelerated] = report.campaigns;
    expect(standard!.delivery).toBe('STANDARD');
    expect(accelerated!.delivery).toBe('ACCELERATED');

    // A fresh database has no traffic history: the default curve paces. Spend by the end of each hour
    // stays within budget × (curve share + allowance), plus the clicks won in the instant the pace was passed.
    const cumulative = cumulativeCurve(DEFAULT_TRAFFIC_CURVE);
    for (const h of standard!.hours) {
      const pace = BUDGET * (cumulative[h.hour + 1]! + PACING_ALLOWANCE_SHARE);
      expect(h.cumulative, `standard by ${h.hour + 1}:00`).toBeLessThanOrEqual(Math.min(BUDGET, pace + 2 * PRICE));
    }
    expect(standard!.hours[11]!.cumulative).toBeLessThan(BUDGET / 2);
    expect(standard!.spent).toBeGreaterThanOrEqual(BUDGET * 0.95);
    expect(standard!.spent).toBeLessThanOrEqual(BUDGET);

    // Accelerated: far ahead of the pace from the first hours (the logs' busy late evening in JST falls
    // on the virtual night), its whole budget spent by noon.
    const paceBy3 = BUDGET * (cumulative[3]! + PACING_ALLOWANCE_SHARE) + 2 * PRICE;
    expect(accelerated!.hours[2]!.cumulative).toBeGreaterThan(paceBy3);
    expect(standard!.hours[2]!.cumulative).toBeLessThanOrEqual(paceBy3);
    expect(accelerated!.hours[11]!.cumulative).toBeGreaterThanOrEqual(BUDGET * 0.95);
    expect(accelerated!.spent).toBeLessThanOrEqual(BUDGET);
  }, 120_000);
});
