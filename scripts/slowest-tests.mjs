// `npm run test:slowest [-- N]`: the N slowest test files (default 15) of the last `npm test`, read from the
// Vitest JSON report at test-results/vitest.json (written by every run; see vitest.config.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve('test-results/vitest.json');
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error(`No report at ${file}: run npm test (or npx vitest run …) first.`);
  process.exit(1);
}
const limit = Number(process.argv[2] ?? 15);
const rows = report.testResults
  .map((r) => ({ file: path.relative(process.cwd(), r.name), ms: r.endTime - r.startTime, tests: r.assertionResults.length, status: r.status }))
  .sort((a, b) => b.ms - a.ms);
const total = rows.reduce((sum, r) => sum + r.ms, 0);
console.log(`${rows.length} files, ${(total / 1000).toFixed(1)} s of file time (files run in parallel, so the wall time is less)`);
for (const r of rows.slice(0, limit)) {
  console.log(`${(r.ms / 1000).toFixed(1).padStart(7)} s  ${String(r.tests).padStart(4)} tests  ${r.status === 'passed' ? '' : `[${r.status}] `}${r.file}`);
}
