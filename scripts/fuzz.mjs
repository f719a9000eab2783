// `npm run fuzz -- --runs N [--seed S] [--report file.json]`: the OpenAPI fuzz test
// (apps/server/src/http/openapi.fuzz.test.ts) with more generated requests than `npm test` sends.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const env = { ...process.env };
if (option('runs')) env.FUZZ_RUNS = option('runs');
if (option('seed')) env.FUZZ_SEED = option('seed');
if (option('report')) env.FUZZ_REPORT = option('report');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/http/openapi.fuzz.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
