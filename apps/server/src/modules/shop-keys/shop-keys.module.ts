import fp from 'fastify-plugin';
import { activeChannelMarkets, type ServingPlace } from '@ads/domain';
import type { Database } from '@ads/db';
import { apiScope } from '../../http/api-scope';
import { ShopApiKeyVerifier } from './shop-keys';
import { ShopApiKeysRepository } from './shop-keys.repository';
import { ShopKeysStaffRepository } from './shop-keys.staff.repository';
import { ShopKeysStaffService } from './shop-keys.staff.service';
import { shopKeysStaffRoutes } from './shop-keys.staff.routes';

/** What other modules use of shop API keys: serving authenticates each shop request with a verifier. */
export interface ShopKeysFace {
  /**
   * A verifier of presented keys (key → key id, channel, market) that reads `db` — serving passes its
   * own pool with its deadlines — and forgets its cache on 'shopKeys.changed' (revoke, rotate).
   */
  verifier(db: Database): ShopApiKeyVerifier;
  /**
   * The channel + market pairs a usable shop key serves now (a campaign elsewhere is never asked for:
   * state PLACE_NOT_SERVED). Cached for {@link SERVED_PLACES_TTL_MS}, forgotten on 'shopKeys.changed'.
   */
  servedPlaces(): Promise<readonly ServingPlace[]>;
}

/** How long the served places are reused, ms (keys change rarely; revokes and rotations clear it at once). */
export const SERVED_PLACES_TTL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    shopKeys: ShopKeysFace;
  }
}

/**
 * Shop API keys (table shop_api_keys; docs/serving-trust.md): staff management under
 * /api/marops/shop-api-keys (role marops only) and the verifier the serving API checks keys with.
 */
export const shopKeysModule = fp(
  async (app) => {
    const keys = new ShopKeysStaffService({
      repo: new ShopKeysStaffRepository(app.db),
      channelMarkets: activeChannelMarkets(app.config.productChannel.code),
      rotationOverlapS: app.config.shopKeyRotationOverlapS,
      events: app.domainEvents,
      now: app.now,
    });
    const repo = new ShopApiKeysRepository(app.db);
    let places: { at: number; value: Promise<readonly ServingPlace[]> } | null = null;
    app.domainEvents.on('shopKeys.changed', () => (places = null));
    const face: ShopKeysFace = {
      verifier: (db) => new ShopApiKeyVerifier(new ShopApiKeysRepository(db), app.now, app.domainEvents),
      servedPlaces: () => {
        const now = Date.now();
        if (!places || now - places.at > SERVED_PLACES_TTL_MS) {
          const value = repo.servedPlaces();
          places = { at: now, value };
          value.catch(() => (places = null));
        }
        return places.value;
      },
    };
    app.decorate('shopKeys', face);
    await apiScope(app, (api) => shopKeysStaffRoutes(api, keys));
  },
  { name: 'shop-keys', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
