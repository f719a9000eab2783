import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleContext } from '../context';
import { ServingPacing } from './pacing/pacing';
import { TrafficRepository } from './pacing/traffic.repository';
import { createServing } from './serving.parts';
import { shopKeyHook } from '../shop-keys';
import { servingRoutes } from './serving.routes';

/** What other modules use of serving. */
export interface ServingFace {
  /**
   * The share of a day's budget pacing allows by `nowMs` (the learnt traffic curve, as serving paces;
   * loaded on first use, then hourly): campaigns show each campaign's pace with it.
   */
  paceShare(nowMs: number): number;
  /** When a STANDARD campaign ahead of its pace bids again today (UTC ms), on the same curve. */
  paceResumesAt(nowMs: number, dailyBudget: number, spentToday: number): number;
  /**
   * The onRequest hook of the shop's /v2 routes: a missing or unknown shop API key answers 401, a key
   * that cannot be checked 503. For /v2 routes of other modules (the demo replay set-up).
   */
  requireShopKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Reloads the in-memory ad index now (after campaigns were written straight to the database). */
  reloadAds(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    serving: ServingFace;
  }
}

/**
 * The shop's serving API under /v2 (Topsort v2 contract, docs/serving-scale.md), behind the shop API
 * key. Serving keeps its own parts per runtime (the in-memory ad index), so it takes the runtime it was
 * built for; it checks keys with the shop-keys module's verifier and loads banners through the
 * static-banners module's face.
 */
export const servingModule = fp<{ runtime: ModuleContext }>(
  async (app, { runtime }) => {
    const serving = createServing(runtime, { shopKeys: app.shopKeys, staticBanners: app.staticBanners });
    // The pace shown with campaigns: the same learnt traffic curve serving paces with, its own copy.
    const pacing = new ServingPacing({ repo: new TrafficRepository(app.db), now: app.now, log: app.log });
    const face: ServingFace = {
      paceShare: (nowMs) => pacing.share(nowMs),
      paceResumesAt: (nowMs, dailyBudget, spentToday) => pacing.resumesAt(nowMs, dailyBudget, spentToday),
      requireShopKey: shopKeyHook(serving.apiKeys),
      reloadAds: () => serving.index.refresh(),
    };
    app.decorate('serving', face);
    await app.register(
      async (scope) => {
        await servingRoutes(scope.withTypeProvider<TypeBoxTypeProvider>(), serving);
      },
      { prefix: '/v2' },
    );
  },
  { name: 'serving', dependencies: ['ads-core', 'metrics', 'shop-keys', 'static-banners'], fastify: '5.x' },
);
