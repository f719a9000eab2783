/**
 * `npm run replay`: replays the Open Bandit impression/click logs (data/obd/) against a running
 * server's serving API, as a shop would. See data/obd/README.md for the mapping.
 *
 *   npm run replay -- [--url http://localhost:3000] [--api-key KEY] [--files random_men,bts_women]
 *                     [--limit N] [--purchase-rate 0.05] [--search-share 0.2] [--seed 42] [--concurrency 8]
 *                     [--create-demo-campaigns]
 *
 * `--search-share`: the share of rows sent as search auctions (data/obd/README.md "Searches").
 *
 * The API key defaults to SHOP_API_KEY, else the key `npm start` keeps in DATA_DIR/shop-api-key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCharged, formatFigures } from '../replay/figures';
import { isObdFile, OBD_FILES, type ObdFile } from '../replay/mapping';
import { runReplay } from '../replay/run-replay';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    'api-key': { type: 'string' },
    files: { type: 'string', default: OBD_FILES.join(',') },
    limit: { type: 'string' },
    'purchase-rate': { type: 'string', default: '0.05' },
    'search-share': { type: 'string', default: '0.2' },
    seed: { type: 'string', default: '42' },
    concurrency: { type: 'string', default: '8' },
    'create-demo-campaigns': { type: 'boolean', default: false },
  },
});

const files = values.files
  .split(',')
  .map((f) => f.trim())
  .filter(Boolean);
const unknown = files.filter((f) => !isObdFile(f));
if (unknown.length > 0) fail(`--files: unknown ${unknown.join(', ')} (choose from ${OBD_FILES.join(', ')})`);
const number = (name: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) fail(`--${name}: expected a number from ${min} to ${max}, got ${text}`);
  return n;
};
const keyFile = join(resolve(process.env.DATA_DIR || './var'), 'shop-api-key');
const apiKey = values['api-key'] ?? process.env.SHOP_API_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : undefined);
if (!apiKey) fail(`No shop API key: pass --api-key, set SHOP_API_KEY, or start the server once (it writes ${keyFile}).`);

try {
  const report = await runReplay({
    url: values.url,
    apiKey,
    files: files as ObdFile[],
    limit: number('limit', values.limit, 1),
    purchaseRate: number('purchase-rate', values['purchase-rate'], 0, 1),
    searchShare: number('search-share', values['search-share'], 0, 1),
    seed: number('seed', values.seed, 0),
    concurrency: number('concurrency', values.concurrency, 1, 256),
    createDemoCampaigns: values['create-demo-campaigns'],
  });
  console.log(
    `Replay against ${values.url}: ${report.setup.created ? 'created the demo campaigns; ' : ''}` +
      `${report.setup.products.Men} Men / ${report.setup.products.Women} Women products mapped\n`,
  );
  for (const f of report.files) console.log(formatFigures(f));
  console.log(formatFigures(report.total));
  console.log(formatCharged(report.charged));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
