import { reservePrice } from '@ads/domain';
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

/**
 * The serving API's parts (DESIGN.md "Serving"), built once per process from the module context.
 * Shop API keys are provisioned by main.ts (`ensureShopApiKey`); the routes start and stop the index.
 */
export interface Serving {
  index: AdIndex;
  apiKeys: ShopApiKeyVerifier;
  auctions: AuctionService;
  events: EventsService;
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
  };
  built.set(ctx, serving);
  return serving;
}
