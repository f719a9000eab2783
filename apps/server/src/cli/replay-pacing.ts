/**
 * `npm run replay:pacing`: the pacing replay (docs/serving-scale.md "Pacing") — one day of the Open Bandit logs (data/obd/)
 * spread over a virtual Europe/Warsaw day through the real serving API of an in-process server on a
 * scratch database, with a 20 PLN STANDARD and a 20 PLN ACCELERATED campaign among the demo
 * campaigns. Prints both campaigns' spend by hour and the end-of-day spend against the budget.
 *
 *   npm run replay:pacing -- [--day 2026-11-24] [--log-day 2019-11-27] [--sample 1] [--budget 2000] [--max-cpc 300]
 *
 * Without --log-day the seven logged days are folded onto one day by local time of day.
 */
import { parseArgs } from 'node:util';
import { isDay, warsawDay } from '@ads/domain';
import { formatPacingReport } from '../replay/pacing-replay';
import { runPacingReplayOnScratch } from '../replay/pacing-scratch';

const { values } = parseArgs({
  options: {
    day: { type: 'string' },
    'log-day': { type: 'string' },
    sample: { type: 'string', default: '1' },
    budget: { type: 'string', default: '2000' },
    'max-cpc': { type: 'string', default: '300' },
  },
});
const day = values.day ?? warsawDay(new Date());
if (!isDay(day)) {
  console.error(`--day: expected YYYY-MM-DD, got ${day}`);
  process.exit(2);
}
const int = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) {
    console.error(`--${name}: expected a positive integer, got ${text}`);
    process.exit(2);
  }
  return n;
};
const started = performance.now();
const report = await runPacingReplayOnScratch(day, {
  logDay: values['log-day'],
  sample: int('sample', values.sample),
  dailyBudget: int('budget', values.budget),
  maxCpc: int('max-cpc', values['max-cpc']),
});
console.log(
  `Pacing replay of ${report.rows} logged rows on the virtual Warsaw day ${report.day} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
console.log(formatPacingReport(report));
process.exit(0);
