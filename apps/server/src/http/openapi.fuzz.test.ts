import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzTarget, type FuzzTarget } from '../testing/fuzz/fuzz-target.testkit';
import { runFuzz } from '../testing/fuzz/run-fuzz.testkit';

/**
 * Property-based fuzz test over apps/server/openapi.json: hostile requests against the
 * real server on PostgreSQL never get a 5xx, and every 4xx is an RFC 9457 problem with a `type`
 * (docs/conventions.md "Errors"). `npm test` sends FUZZ_RUNS (default 1500) requests;
 * `npm run fuzz -- --runs 10000 [--seed N]` sends more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('OpenAPI fuzz', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(() => target?.close());

  it(
    `answers ${RUNS} generated requests without a 5xx, every 4xx a problem with a type`,
    { timeout: Math.max(120_000, RUNS * 200) },
    async () => {
      const report = await runFuzz(target, { runs: RUNS, seed: SEED });
      const summary = {
        requests: report.requests,
        seed: SEED,
        statuses: report.statuses,
        fiveHundreds: report.fiveHundreds,
        nonProblem4xx: report.nonProblem4xx,
        excluded: report.excluded,
      };
      console.log(`OpenAPI fuzz: ${JSON.stringify(summary)}`);
      if (process.env.FUZZ_REPORT)
        (await import('node:fs')).writeFileSync(
          process.env.FUZZ_REPORT,
          JSON.stringify({ ...summary, findings: report.findings }, null, 2),
        );
      expect(report.findings.slice(0, 20)).toEqual([]);
    },
  );
});
