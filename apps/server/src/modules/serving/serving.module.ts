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
import { ServingPacing } from './pacing/pacing';
import { TrafficRepository } from './pacing/traffic.repository';
import { ShopApiKeyVerifier } from './shop-api-keys';
import { ShopApiKeysRepository } from './shop-api-keys.repository';

/**
 * The serving API's parts (DESIGN.md "Serving"), built once per process from the module context.
 * Shop API keys are provisioned by main.ts (`ensureShopApiKey`); the routes start and stop the index.
 */
export interface Serving {
  index: AdIndex;
  /** Pacing of daily budgets: the learnt traffic curve (issue #8). */
  pacing: ServingPacing;
  apiKeys: ShopApiKeyVerifier;
  auctions: AuctionService;
  events: EventsService;
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
  const pacing = new ServingPacing({ repo: new TrafficRepository(ctx.db), now: ctx.now }); // issue #8
  const index = new AdIndex({ repo: new AdIndexRepository(ctx.db), events: ctx.events, now: ctx.now, reservePrice: reserve, pacing });
  const serving: Serving = {
    index,
    pacing,
    apiKeys: new ShopApiKeyVerifier(new ShopApiKeysRepository(db), ctx.now, ctx.events),
    auctions: new AuctionService({
      index,
      repo: new AuctionRepository(db),
      now: ctx.now,
      reservePrice: reserve,
      deadlineMs: auctionDeadlineMs,
    }),
    events: new EventsService({
      repo: new EventsRepository(db),
      clicks: new ClicksRepository(db),
      index,
      events: ctx.events,
      now: ctx.now,
      timeoutMs: eventsTimeoutMs,
    }),
    close,
  };
  built.set(ctx, serving);
  return serving;
}
