import {
  accounts,
  brands,
  campaignKeywords,
  campaignNegativeKeywords,
  campaignProducts,
  campaigns,
  categories,
  products,
  type Database,
} from '@ads/db';
import { normalizeKeyword, type KeywordMatchType, type NegativeMatchType } from '@ads/domain';
import { startTestServer, type TestServer, type TestServerOptions } from './server.testkit';
import type { ResolvedBid } from '../modules/serving/bids/resolved-bid-token';
import { servingFor } from '../modules/serving/serving.parts';
import { ensureShopApiKey } from '../modules/shop-keys';

/**
 * Fixtures of the serving tests, written straight to the database (the catalogue importer and the
 * campaigns API are other modules). Money in grosze, days are Warsaw days.
 */

export const TEST_SHOP_API_KEY = 'test-shop-api-key-0123456789abcdef';
/** A second key, of channel EOBUWIE and market PL (made by {@link addShopApiKey}). */
export const TEST_EOBUWIE_KEY = 'test-eobuwie-key-0123456789abcdef';

/** Stores `key` for `channel` + `market` (as staff would create it). */
export async function addShopApiKey(server: TestServer, key: string, channel: string, market = 'PL'): Promise<void> {
  await ensureShopApiKey(server.db.db, key, { channel, market });
}

/**
 * A test server whose database holds {@link TEST_SHOP_API_KEY} (as main.ts provisions SHOP_API_KEY).
 * The auction deadline is 5 s unless `env` says otherwise: tests share a busy machine, and a winner is
 * only shown once stored in time.
 */
export async function startServingServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = { SHOP_API_KEY: TEST_SHOP_API_KEY, ...options.env };
  const server = await startTestServer({ ...options, env });
  await ensureShopApiKey(server.db.db, TEST_SHOP_API_KEY);
  return server;
}

/** A 3-level category tree: apparel > topwear > tshirts, footwear > shoes > sports-shoes. */
export async function seedCategories(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values([
      { code: 'apparel', path: 'Apparel', label: 'Apparel', level: 1, parentCode: null },
      { code: 'apparel/topwear', path: 'Apparel > Topwear', label: 'Topwear', level: 2, parentCode: 'apparel' },
      { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parentCode: 'apparel/topwear' },
      { code: 'footwear', path: 'Footwear', label: 'Footwear', level: 1, parentCode: null },
      { code: 'footwear/shoes', path: 'Footwear > Shoes', label: 'Shoes', level: 2, parentCode: 'footwear' },
      {
        code: 'footwear/shoes/sports-shoes',
        path: 'Footwear > Shoes > Sports Shoes',
        label: 'Sports Shoes',
        level: 3,
        parentCode: 'footwear/shoes',
      },
    ])
    .onConflictDoNothing();
  await db.insert(brands).values({ code: 'nike', label: 'Nike' }).onConflictDoNothing();
}

export interface ProductFixture {
  id: string;
  stock?: number;
  /** Grosze. */
  price?: number;
  category?: string;
  gender?: string;
}

export async function seedProducts(db: Database, list: ProductFixture[]): Promise<void> {
  await db.insert(products).values(
    list.map((p) => ({
      id: p.id,
      name: `Product ${p.id}`,
      brandCode: 'nike',
      categoryCode: p.category ?? 'apparel/topwear/tshirts',
      gender: p.gender ?? 'Men',
      price: p.price ?? 9999,
      listPrice: p.price ?? 9999,
      stock: p.stock ?? 10,
    })),
  );
}

export async function seedAccount(db: Database, name: string): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ name, type: 'BRAND', brandCodes: ['nike'] })
    .returning({ id: accounts.id });
  return row!.id;
}

export interface CampaignFixture {
  accountId: string;
  name: string;
  /** Grosze. */
  maxCpc: number;
  productIds: string[];
  dailyBudget?: number | null;
  totalBudget?: number | null;
  startDate: string;
  endDate?: string | null;
  userStatus?: 'ACTIVE' | 'PAUSED' | 'ARCHIVED';
  spentTotal?: number;
  spentToday?: number;
  spendDay?: string | null;
  /** Default: the column defaults, MAIN and {PL}. */
  channel?: string;
  markets?: string[];
  /** Default STANDARD (the column default). */
  delivery?: 'STANDARD' | 'ACCELERATED';
}

export async function seedCampaign(db: Database, c: CampaignFixture): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({
      accountId: c.accountId,
      name: c.name,
      maxCpc: c.maxCpc,
      dailyBudget: c.dailyBudget ?? null,
      totalBudget: c.totalBudget === undefined ? 100_000 : c.totalBudget,
      startDate: c.startDate,
      endDate: c.endDate ?? null,
      userStatus: c.userStatus ?? 'ACTIVE',
      spentTotal: c.spentTotal ?? 0,
      spentToday: c.spentToday ?? 0,
      spendDay: c.spendDay ?? null,
      ...(c.channel ? { channel: c.channel } : {}),
      ...(c.markets ? { markets: c.markets } : {}),
      ...(c.delivery ? { delivery: c.delivery } : {}),
    })
    .returning({ id: campaigns.id });
  await db.insert(campaignProducts).values(c.productIds.map((productId) => ({ campaignId: row!.id, productId })));
  return row!.id;
}

/**
 * Stores a campaign's keywords (bid in grosze, absent = max CPC) and negative keywords, normalised by the
 * domain as the campaigns API stores them. @returns the keyword ids by text.
 */
export async function seedKeywords(
  db: Database,
  campaignId: string,
  keywords: { text: string; matchType: KeywordMatchType; bid?: number }[],
  negatives: { text: string; matchType: NegativeMatchType }[] = [],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  if (keywords.length) {
    const rows = await db
      .insert(campaignKeywords)
      .values(
        keywords.map((k) => ({
          campaignId,
          text: k.text,
          normalized: normalizeKeyword(k.text),
          matchType: k.matchType,
          bid: k.bid ?? null,
        })),
      )
      .returning({ id: campaignKeywords.id, text: campaignKeywords.text });
    for (const r of rows) ids[r.text] = r.id;
  }
  if (negatives.length) {
    await db
      .insert(campaignNegativeKeywords)
      .values(negatives.map((k) => ({ campaignId, text: k.text, normalized: normalizeKeyword(k.text), matchType: k.matchType })));
  }
  return ids;
}

/** Reloads the server's ad index now (instead of waiting for the change event or the timer). */
export async function reloadIndex(server: TestServer): Promise<void> {
  const serving = servingFor(server.ctx);
  if (!serving) throw new Error('serving module not built for this server');
  await serving.index.refresh();
}

/** Calls the serving API; returns status and parsed JSON body (undefined when empty). */
export async function callServing(
  server: TestServer,
  path: '/v2/auctions' | '/v2/events' | '/v2/replay/setup',
  body: unknown,
  key: string | null = TEST_SHOP_API_KEY,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers freely
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** One listings auction over `ids`; returns the winners. */
export async function auction(
  server: TestServer,
  ids: string[],
  slots = 1,
  key: string = TEST_SHOP_API_KEY,
): Promise<Array<{ rank: number; id: string; resolvedBidId: string; campaignId: string }>> {
  const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots, products: { ids } }] }, key);
  if (res.status !== 201) throw new Error(`auction failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results[0].winners;
}

/** One search auction (`searchQuery`, plus `products` ids or a `category` id when given); returns the winners. */
export async function searchAuction(
  server: TestServer,
  searchQuery: string,
  options: { slots?: number; products?: string[]; category?: string; key?: string } = {},
): Promise<Array<{ rank: number; id: string; resolvedBidId: string; campaignId: string; transparency: { mainParameters: string[] } }>> {
  const a = {
    type: 'listings',
    slots: options.slots ?? 3,
    searchQuery,
    ...(options.products ? { products: { ids: options.products } } : {}),
    ...(options.category ? { category: { id: options.category } } : {}),
  };
  const res = await callServing(server, '/v2/auctions', { auctions: [a] }, options.key ?? TEST_SHOP_API_KEY);
  if (res.status !== 201) throw new Error(`auction failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results[0].winners;
}

/** Moves every committed statistics delta into stats_daily now (instead of waiting for the roll-up's delay). */
export async function settleStats(server: TestServer): Promise<void> {
  const serving = servingFor(server.ctx);
  if (!serving) throw new Error('serving module not built for this server');
  await serving.rollup.drain();
}

/** Re-reads the campaign products auction insight counts as unlisted (out of stock, account state). */
export async function reloadInsight(server: TestServer): Promise<void> {
  const insight = servingFor(server.ctx)?.insight;
  if (!insight) throw new Error('auction insight is off for this server');
  await insight.reloadUnlisted();
}

/** Adds the in-memory auction insight counts to auction_insight_hourly and keyword_insight_hourly now (instead of waiting for the flush period). */
export async function flushInsight(server: TestServer): Promise<void> {
  const insight = servingFor(server.ctx)?.insight;
  if (!insight) throw new Error('auction insight is off for this server');
  await insight.flush();
}

/** The bid a resolved bid id carries (verified with the server's signing keys), or null. */
export function resolvedBid(server: TestServer, id: string): ResolvedBid | null {
  const serving = servingFor(server.ctx);
  if (!serving) throw new Error('serving module not built for this server');
  return serving.bids.verify(id);
}

/** An impression event of a winner, `at` (default: the server clock), for a click to follow. */
export function impressionOf(winner: { resolvedBidId: string }, id: string, at: Date, opaqueUserId = 'u1') {
  return { id, occurredAt: at.toISOString(), opaqueUserId, resolvedBidId: winner.resolvedBidId };
}

/** The Serving built for a test server's runtime (its ad index, banner lookup and roll-up). */
export { servingFor };
/** Serving's writers of the raw event tables, for tests of those tables (event-partitions). */
export { EventsRepository, type ImpressionInsert } from '../modules/serving/events.repository';
export { ClickLedgerRepository } from '../modules/serving/clicks/click-ledger.repository';
export type { ClickToCharge } from '../modules/serving/clicks/click-decisions';
