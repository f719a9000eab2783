import { sql } from 'drizzle-orm';
import { reservePrice } from '@ads/domain';
import { createPostgresPool, type Database } from '@ads/db';
import type { ModuleContext } from '../context';
import { AdIndex, type ErrorLogger } from './ad-index';
import { AdIndexRepository } from './ad-index.repository';
import { AuctionService } from './auction.service';
import { EventWriters } from './batching/event-writers';
import { ResolvedBidSigner } from './bids/resolved-bid-token';
import { SigningKeysRepository } from './bids/signing-keys.repository';
import { CHANNEL, ChangeBus } from './change-bus';
import { ClickLedgerRepository } from './clicks/click-ledger.repository';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { ServingPacing } from './pacing/pacing';
import { TrafficRepository } from './pacing/traffic.repository';
import { StatsRollup } from './rollup/stats-rollup';
import { AuctionInsight } from './insight/auction-insight';
import { KeywordInsightRepository } from './insight/keyword-insight.repository';
import { InsightRepository } from './insight/insight.repository';
import type { ShopApiKeyVerifier, ShopKeysFace } from '../shop-keys';
import type { StaticBannersFace } from '../static-banners';
import { StaticBannerLookup } from './static-banner-lookup';

/**
 * The serving API's parts (docs/serving-scale.md), built once per process from the module
 * context. Shop API keys are provisioned by main.ts (`ensureShopApiKey`) and verified with the shop-keys module's
 * verifier; static banners are loaded through the static-banners module's face. The routes start and stop the rest.
 */
export interface Serving {
  index: AdIndex;
  apiKeys: ShopApiKeyVerifier;
  auctions: AuctionService;
  /** Static banners by placement, channel and market, for banner auctions. */
  banners: StaticBannerLookup;
  /** Signs and verifies resolved bid ids. */
  bids: ResolvedBidSigner;
  events: EventsService;
  rollup: StatsRollup;
  writers: EventWriters;
  /** Pacing of daily budgets: the learnt traffic curve. */
  pacing: ServingPacing;
  /** Auction insight counters and their flush; null when AUCTION_INSIGHT=off. */
  insight: AuctionInsight | null;
  /** Loads the signing keys and the ad index, drains leftover statistics, joins the change bus. */
  start(log: ErrorLogger & { warn(obj: unknown, msg?: string): void }): Promise<void>;
  /** Stops following changes, finishes queued writes and the roll-up, ends serving's own pool. */
  close(): Promise<void>;
}

/**
 * Serving's database. With PostgreSQL (DATABASE_URL) the serving API gets its own pool whose connect,
 * acquire and statement deadlines are SERVING_EVENTS_TIMEOUT_MS (seconds, not the minutes reports and
 * import may need on the main pool), so a stalled database or a busy main pool cannot hold a shop's
 * request longer (docs/serving-trust.md "Deadlines"). PGlite is in-process: serving shares it.
 */
function servingDatabase(ctx: ModuleContext): { db: Database; close(): Promise<void> } {
  const url = ctx.config.databaseUrl;
  if (!url) return { db: ctx.db, close: async () => undefined };
  const ms = ctx.config.serving.eventsTimeoutMs;
  const { db, pool } = createPostgresPool(url, 10, { connectMs: ms, statementMs: ms });
  return { db, close: () => pool.end() };
}

const built = new WeakMap<ModuleContext, Serving>();

/** The Serving built for `ctx`, if any (tests reload its ad index and drain its roll-up deterministically). */
export function servingFor(ctx: ModuleContext): Serving | undefined {
  return built.get(ctx);
}

/** What serving takes from other modules (their faces). */
export interface ServingNeeds {
  shopKeys: ShopKeysFace;
  staticBanners: StaticBannersFace;
}

export function createServing(ctx: ModuleContext, needs: ServingNeeds): Serving {
  const reserve = reservePrice(ctx.config.campaignRequirements);
  const { db, close } = servingDatabase(ctx);
  const { eventsTimeoutMs, impressionWindowMs, clickRules, rollupDelayMs } = ctx.config.serving;
  const pacing = new ServingPacing({ repo: new TrafficRepository(ctx.db), now: ctx.now });
  const { enabled, flushMs } = ctx.config.serving.insight;
  const insight = enabled ? new AuctionInsight({ repo: new InsightRepository(db), keywordRepo: new KeywordInsightRepository(db), events: ctx.events, now: ctx.now, flushMs }) : null;
  const index = new AdIndex({
    repo: new AdIndexRepository(ctx.db),
    events: ctx.events,
    now: ctx.now,
    reservePrice: reserve,
    pacing,
    ...(insight ? { insight } : {}),
  });
  const signer = new ResolvedBidSigner();
  const banners = new StaticBannerLookup({ source: needs.staticBanners, events: ctx.events, now: ctx.now, publicUrl: ctx.config.publicUrl, retailerName: ctx.config.billing.seller.name });
  const rollup = new StatsRollup(db, rollupDelayMs, (products) => ctx.events.emit('stats.observed', products));
  const writers = new EventWriters({
    events: new EventsRepository(db),
    ledger: new ClickLedgerRepository(db, clickRules),
    rollup,
    now: ctx.now,
    onSpent: (spent) => ctx.events.emit('campaigns.spent', spent),
  });
  const url = ctx.config.databaseUrl;
  const bus = url ? new ChangeBus(url, ctx.events, async (payload) => void (await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`))) : null;
  const serving: Serving = {
    index,
    apiKeys: needs.shopKeys.verifier(db),
    auctions: new AuctionService({ index, signer, now: ctx.now, reservePrice: reserve, banners, ...(insight ? { insight } : {}) }),
    banners,
    bids: signer,
    events: new EventsService({
      repo: new EventsRepository(db),
      writers,
      signer,
      rollup,
      now: ctx.now,
      timeoutMs: eventsTimeoutMs,
      impressionWindowMs,
    }),
    rollup,
    writers,
    pacing,
    insight,
    async start(log) {
      signer.useKeys(await new SigningKeysRepository(ctx.db).loadOrCreate());
      await rollup.start(log);
      await Promise.all([index.start(log), banners.start(), insight?.start(log)]);
      await bus?.start(log);
    },
    async close() {
      index.stop();
      banners.stop();
      await bus?.stop();
      rollup.stop();
      insight?.stop();
      await insight?.flush().catch(() => undefined);
      await writers.idle();
      await rollup.drain().catch(() => undefined);
      await close();
    },
  };
  built.set(ctx, serving);
  return serving;
}
