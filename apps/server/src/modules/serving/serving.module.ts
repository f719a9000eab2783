import { reservePrice } from '@ads/domain';
import type { ModuleContext } from '../context';
import { AdIndex, type ErrorLogger } from './ad-index';
import { AdIndexRepository } from './ad-index.repository';
import { AuctionRepository } from './auction.repository';
import { AuctionService } from './auction.service';
import { ClicksRepository } from './clicks.repository';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { ensureShopApiKey, ShopApiKeyVerifier } from './shop-api-keys';
import { ShopApiKeysRepository } from './shop-api-keys.repository';

/** pino-compatible logger for the module's lifecycle. */
export interface ServingLogger extends ErrorLogger {
  warn(obj: unknown, msg?: string): void;
}

/** The serving API's parts (DESIGN.md "Serving"), built once per process from the module context. */
export interface Serving {
  index: AdIndex;
  apiKeys: ShopApiKeyVerifier;
  auctions: AuctionService;
  events: EventsService;
  /** Ensures a shop API key exists (logging a newly generated one once), loads the ad index and keeps it fresh. */
  start(log: ServingLogger): Promise<void>;
  /** Stops the index's timers and listeners. */
  stop(): void;
}

const built = new WeakMap<ModuleContext, Serving>();

/** The Serving built for `ctx`, if any (tests reload its ad index deterministically). */
export function servingFor(ctx: ModuleContext): Serving | undefined {
  return built.get(ctx);
}

export function createServing(ctx: ModuleContext): Serving {
  const reserve = reservePrice(ctx.config.campaignRequirements);
  const index = new AdIndex({ repo: new AdIndexRepository(ctx.db), events: ctx.events, now: ctx.now, reservePrice: reserve });
  const serving: Serving = {
    index,
    apiKeys: new ShopApiKeyVerifier(new ShopApiKeysRepository(ctx.db)),
    auctions: new AuctionService({ index, repo: new AuctionRepository(ctx.db), now: ctx.now, reservePrice: reserve }),
    events: new EventsService({
      repo: new EventsRepository(ctx.db),
      clicks: new ClicksRepository(ctx.db),
      index,
      events: ctx.events,
      now: ctx.now,
    }),
    async start(log) {
      const { key, created } = await ensureShopApiKey(ctx.db, ctx.config.shopApiKey);
      if (created && !ctx.config.shopApiKey)
        log.warn({ shopApiKey: key }, 'No shop API key existed: generated one for /v2 (shown only now)');
      await index.start(log);
    },
    stop: () => index.stop(),
  };
  built.set(ctx, serving);
  return serving;
}
