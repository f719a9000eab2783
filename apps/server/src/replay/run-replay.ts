import { groszeToDecimalString } from '@ads/domain';
import { addEventsAnswer, emptyFigures, sumFigures, type ReplayFigures } from './figures';
import { genderOf, mapLoggedItem, OBD_FILES, replaySearchQuery, seededRandom, type ObdFile } from './mapping';
import { obdPath, OBD_DIR, readObdLog, type ObdRow } from './obd-log';
import type { ReplayProduct } from '../modules/demo';
import { MAX_AUCTIONS_PER_REQUEST, MAX_EVENTS_PER_KIND, ShopClient } from './shop-client';

export interface ReplayOptions {
  /** Server base URL, e.g. http://localhost:3000. */
  url: string;
  /** Shop API key for /v2. */
  apiKey: string;
  /** Log files to replay, in order. Default: all four. */
  files?: readonly ObdFile[];
  /** Rows per file; default all (10,000 each). */
  limit?: number;
  /** Share of clicks that get a synthetic purchase, 0–1. Default 0.05. */
  purchaseRate?: number;
  /**
   * Share of rows sent as search auctions (`searchQuery` from the product's name and category), 0–1. Default 0 here
   * (callers that count a campaign's clicks per logged row, e.g. the browser journeys, keep that); `npm run replay` sends 0.2.
   */
  searchShare?: number;
  /** Seed of the purchase draws. Default 42. */
  seed?: number;
  /** Create the demo campaigns first when they do not exist. */
  createDemoCampaigns?: boolean;
  /** Requests in flight at once. Default 8. */
  concurrency?: number;
  /** Folder with obd_<file>.csv.gz. Default data/obd/. */
  dataDir?: string;
}

export interface ReplayReport {
  setup: { created: boolean; products: { Men: number; Women: number } };
  files: ReplayFigures[];
  total: ReplayFigures;
  /** The demo campaigns' clicks charged during the replay (the server's ledger): count, cost and max CPC sum, grosze. */
  charged: { clicks: number; cost: number; maxCpc: number };
}

/** Log rows replayed between two waits (auctions first, then their events). */
const PAGE_ROWS = 400;

/**
 * Replays the Open Bandit logs against the serving API (data/obd/README.md):
 * each logged row → one listings auction (`slots: 1`, the mapped product) batched 5 per request; a seeded share
 * (`searchShare`) of rows are search auctions: the same product with a `searchQuery` (mapping.ts replaySearchQuery);
 * each winner → an impression; a logged click → a click on it; a seeded share of clicks → a synthetic
 * purchase (`synthetic-purchase-…`, unit price = the product's price). Event ids derive from file and
 * row, so a re-run is deduplicated. Events carry `occurredAt = now`: serving evaluates campaigns now.
 * @throws Error when the server refuses a request or the demo campaigns are missing.
 */
export async function runReplay(options: ReplayOptions): Promise<ReplayReport> {
  const client = new ShopClient(options.url, options.apiKey);
  const setup = await client.setup(options.createDemoCampaigns ?? false);
  if (setup.products.Men.length === 0 || setup.products.Women.length === 0) {
    throw new Error('No replay demo campaigns on the server: run with --create-demo-campaigns first.');
  }
  const started = performance.now();
  const startedAt = new Date();
  const files: ReplayFigures[] = [];
  for (const file of options.files ?? OBD_FILES) {
    files.push(await replayFile(client, file, setup.products[genderOf(file)], options));
  }
  return {
    setup: { created: setup.created, products: { Men: setup.products.Men.length, Women: setup.products.Women.length } },
    files,
    total: sumFigures('total', files, performance.now() - started),
    charged: await client.charged(startedAt),
  };
}

async function replayFile(client: ShopClient, file: ObdFile, products: ReplayProduct[], options: ReplayOptions): Promise<ReplayFigures> {
  const started = performance.now();
  const figures = emptyFigures(file);
  const productIds = products.map((p) => p.id);
  const priceOf = new Map(products.map((p) => [p.id, p.price]));
  const productOf = new Map(products.map((p) => [p.id, p]));
  // Search draws come from their own stream, so the purchase draws stay what they were without searches.
  const searchDraw = seededRandom((options.seed ?? 42) + OBD_FILES.indexOf(file) * 7919 + 1);
  // One stream of draws per file, one draw per logged click in log order: deterministic whatever wins.
  const draw = seededRandom((options.seed ?? 42) + OBD_FILES.indexOf(file) * 7919);
  const page: ObdRow[] = [];
  const flush = async () => {
    await replayPage(client, file, page.splice(0), { productIds, priceOf, productOf, draw, searchDraw, figures, options });
  };
  for await (const row of readObdLog(obdPath(file, options.dataDir ?? OBD_DIR), options.limit)) {
    figures.rowsRead += 1;
    page.push(row);
    if (page.length >= PAGE_ROWS) await flush();
  }
  if (page.length > 0) await flush();
  figures.elapsedMs = performance.now() - started;
  return figures;
}

interface PageContext {
  productIds: string[];
  priceOf: Map<string, number>;
  productOf: Map<string, ReplayProduct>;
  draw: () => number;
  searchDraw: () => number;
  figures: ReplayFigures;
  options: ReplayOptions;
}

async function replayPage(client: ShopClient, file: ObdFile, logged: ObdRow[], c: PageContext): Promise<void> {
  const concurrency = c.options.concurrency ?? 8;
  // One search draw per row in log order: deterministic whatever wins.
  const rows = logged.map((r) => ({ ...r, search: c.searchDraw() < (c.options.searchShare ?? 0) }));
  const winners = new Map<number, { id: string; resolvedBidId: string }>();
  await mapLimit(chunk(rows, MAX_AUCTIONS_PER_REQUEST), concurrency, async (group) => {
    const results = await client.auctions(
      group.map((r) => {
        const id = mapLoggedItem(file, r.itemId, c.productIds);
        const product = c.productOf.get(id);
        const search = r.search && product ? replaySearchQuery(product, r.index) : '';
        return { type: 'listings', slots: 1, products: { ids: [id] }, ...(search ? { searchQuery: search } : {}) };
      }),
    );
    c.figures.auctionsSent += group.length;
    c.figures.searchAuctionsSent += group.filter((r) => r.search).length;
    results.forEach((result, i) => {
      const winner = result.winners[0];
      if (winner) winners.set(group[i]!.index, winner);
    });
  });
  c.figures.winners += winners.size;

  const occurredAt = new Date().toISOString();
  // Each request carries a slice of rows: their impressions, then their clicks, so a click always follows its
  // impression (a click without one is an invalid click).
  const bodies: { impressions: object[]; clicks: object[] }[] = [];
  const purchases: object[] = [];
  let impressionsSent = 0;
  let clicksSent = 0;
  for (const r of rows) {
    const purchaseDraw = r.clicked ? c.draw() : 1;
    const winner = winners.get(r.index);
    if (!winner) continue;
    const base = {
      occurredAt,
      opaqueUserId: `obd-${file}-${r.index}`,
      resolvedBidId: winner.resolvedBidId,
      placement: { path: `/obd/${file}`, position: r.position },
    };
    let body = bodies.at(-1);
    if (!body || body.impressions.length === MAX_EVENTS_PER_KIND) bodies.push((body = { impressions: [], clicks: [] }));
    body.impressions.push({ ...base, id: `obd-${file}-${r.index}-impression` });
    impressionsSent += 1;
    if (!r.clicked) continue;
    body.clicks.push({ ...base, id: `obd-${file}-${r.index}-click` });
    clicksSent += 1;
    const price = c.priceOf.get(winner.id) ?? 0;
    if (purchaseDraw < (c.options.purchaseRate ?? 0.05) && price > 0) {
      const item = {
        productId: winner.id,
        quantity: 1,
        unitPrice: Number(groszeToDecimalString(price)),
        resolvedBidId: winner.resolvedBidId,
      };
      purchases.push({ id: `synthetic-purchase-${file}-${r.index}`, occurredAt, opaqueUserId: base.opaqueUserId, items: [item] });
    }
  }
  c.figures.impressionsSent += impressionsSent;
  c.figures.clicksSent += clicksSent;
  c.figures.purchasesSent += purchases.length;

  const send = async (body: Record<string, object[]>) => addEventsAnswer(c.figures, await client.events(body));
  await mapLimit(
    bodies.map((b) => (b.clicks.length ? b : { impressions: b.impressions })),
    concurrency,
    send,
  );
  // Purchases go after their clicks are recorded, so attribution can find them.
  await mapLimit(
    chunk(purchases, MAX_EVENTS_PER_KIND).map((batch) => ({ purchases: batch })),
    concurrency,
    send,
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; rejects on the first failure. */
async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
