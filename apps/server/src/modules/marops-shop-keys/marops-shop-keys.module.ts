import fp from 'fastify-plugin';
import { activeChannelMarkets } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { MaropsShopKeysRepository } from './marops-shop-keys.repository';
import { MaropsShopKeysService } from './marops-shop-keys.service';
import { maropsShopKeysRoutes } from './marops-shop-keys.routes';

/** Staff management of shop API keys (/api/marops/shop-api-keys), role marops only. */
export const maropsShopKeysModule = fp(
  async (app) => {
    const keys = new MaropsShopKeysService({
      repo: new MaropsShopKeysRepository(app.db),
      channelMarkets: activeChannelMarkets(app.config.productChannel.code),
      rotationOverlapS: app.config.shopKeyRotationOverlapS,
      events: app.domainEvents,
      now: app.now,
    });
    await apiScope(app, (api) => maropsShopKeysRoutes(api, keys));
  },
  { name: 'marops-shop-keys', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
