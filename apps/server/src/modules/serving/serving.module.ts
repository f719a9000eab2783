import { reservePrice } from '@ads/domain';
import { createPostgresPool, type Database } from '@ads/db';
import type { ModuleContext } from '../context';
import { AdIndex } from './ad-index';
import { AdIndexRepository } from './ad-index.repository';
import { AuctionRepository } from './auction.repository';
import { AuctionService } from './auction.service';
import { ClicksRepository } from './clicks.repository';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { ShopApiKeyVerifier } from './shop-api-keys';
import { ShopApiKeysRepository } from './shop-api-keys.repository';
import { StaticBannerLookup } from './banners/static-banner-lookup';
import { ServedBannersRepository } from './banners/static-banners.repository';

/**
 * The serving API's parts (DESIGN.md "Serving"), built once per process from the module context.
 * Shop API keys are provisioned by main.ts (`ensureShopApiKey`); the routes start and stop the index.
 */
export interface Serving {
  index: AdIndex;
  apiKeys: ShopApiKeyVerifier;
  auctions: AuctionService;
  events: EventsService;
  /** issue #10: static banners by placement, channel and market, for banner auctions. */
  banners: StaticBannerLookup;
  /** Ends serving's own PostgreSQL pool, if it has one. */
  close(): Promise<void>;
}

/**
 * Serving's database. With PostgreSQL (DATABASE_URL) the serving API gets its own pool whose connect,
 * acquire and statement deadlines are SERVING_EVENTS_TIMEOUT_MS (seconds, not the minutes reports and
 * import may need on the main pool), so a stalled database or a busy main pool cannot hold a shop's
 * request longer (issue #6 "Deadlines"). PGlite is in-process: serving shares it.
 */
function servingDatabase(ctx: ModuleContext): { db: Database; close(): Promise<void> } {
  const url = ctx.config.databaseUrl;
  if (!url) return { db: ctx.db, close: async () => undefined };
  const ms = ctx.config.serving.eventsTimeoutMs;
  const { db, pool } = createPostgresPool(url, 10, { connectMs: ms, statementMs: ms });
  return { db, close: () => pool.end() };
}

const built = new WeakMap<ModuleContext, Serving>();

/** The Serving built for `ctx`, if any (tests reload its ad index deterministically). */
export function servingFor(ctx: ModuleContext): Serving | undefined {
  return built.get(ctx);
}

export function createServing(ctx: ModuleContext): Serving {
  const reserve = reservePrice(ctx.config.campaignRequirements);
  const { db, close } = servingDatabase(ctx);
  const { auctionDeadlineMs, eventsTimeoutMs } = ctx.config.serving;
  const index = new AdIndex({ repo: new AdIndexRepository(ctx.db), events: ctx.events, now: ctx.now, reservePrice: reserve });
  const banners = new StaticBannerLookup({
    repo: new ServedBannersRepository(ctx.db),
    events: ctx.events,
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
  });
  void banners.start();
  const serving: Serving = {
    index,
    banners,
    apiKeys: new ShopApiKeyVerifier(new ShopApiKeysRepository(db), ctx.now, ctx.events),
    auctions: new AuctionService({
      index,
      repo: new AuctionRepository(db),
      now: ctx.now,
      reservePrice: reserve,
      deadlineMs: auctionDeadlineMs,
      banners,
    }),
    events: new EventsService({
      repo: new EventsRepository(db),
      clicks: new ClicksRepository(db),
      index,
      events: ctx.events,
      now: ctx.now,
      timeoutMs: eventsTimeoutMs,
    }),
    close: async () => {
      banners.stop();
      await close();
    },
  };
  built.set(ctx, serving);
  return serving;
}
