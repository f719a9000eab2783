import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { CatalogueFeedService } from './catalogue-feed.service';
import { CatalogueWriteResultSchema, ProductRemovalBodySchema, ProductUpsertBodySchema, SkuStockBodySchema } from './catalogue-feed.schemas';

const security = [{ shopApiKey: [] }];
const response = { 200: CatalogueWriteResultSchema, 400: ProblemSchema, 401: ProblemSchema, 503: ProblemSchema };
const tags = ['catalogue API'];
/** 5,000 products with their sizes run to a few MB; Fastify's default body limit is 1 MiB. */
const bodyLimit = 32 * 1024 * 1024;

/**
 * The shop's catalogue API under /v2/catalog (docs/catalogue-api.md): thin routes over
 * {@link CatalogueFeedService}. The scope that registers them checks the shop API key.
 */
export async function catalogueFeedRoutes(app: App, feed: CatalogueFeedService): Promise<void> {
  app.put(
    '/products',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Create or replace products with all their sizes (1–5,000; each checked on its own)',
        description:
          'Idempotent. Items that fail their checks are listed in `rejected` with the reason; the rest are applied in one transaction. Changed products reach every serving process within about a second.',
        security,
        body: ProductUpsertBodySchema,
        response,
      },
    },
    async (request) => feed.upsertProducts(request.body.products),
  );
  app.patch(
    '/skus',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Set availability and units in stock of existing sizes (1–5,000)',
        description: 'Idempotent. An unknown SKU is listed in `rejected`; a product with no size in stock stops winning auctions.',
        security,
        body: SkuStockBodySchema,
        response,
      },
    },
    async (request) => feed.updateSkuStock(request.body.skus),
  );
  app.post(
    '/products/removals',
    {
      schema: {
        tags,
        summary: 'Stop selling products (1–5,000 ids): every size is retired, the product stays for the ledger',
        security,
        body: ProductRemovalBodySchema,
        response,
      },
    },
    async (request) => feed.removeProducts(request.body.ids),
  );
}
