import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { AccountId } from '../../http/schema';
import type { CatalogueService } from './catalogue.service';
import {
  BrandLabelSchema,
  CategoryDictionaryQuerySchema,
  CategoryLabelSchema,
  MatchingSkusQuerySchema,
  MatchingSkusSchema,
  ProductPageSchema,
  ProductQuerySchema,
  ServicesConfigSchema,
} from './catalogue.schemas';

const list = (raw: string | undefined) =>
  raw
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Catalogue routes under /api (docs/requirements.md §7): services configuration, brand and category dictionaries,
 * and the account's product list. The service checks the `account-id` header.
 */
export async function catalogueRoutes(
  app: App,
  catalogue: CatalogueService,
): Promise<void> {
  app.get(
    '/services-config',
    { schema: { tags: ['catalogue'], summary: 'Campaign requirements, markets and channels', response: { 200: ServicesConfigSchema } } },
    async () => catalogue.servicesConfig(),
  );

  app.get(
    '/brands',
    { schema: { tags: ['catalogue'], summary: 'All brands, by label', response: { 200: Type.Array(BrandLabelSchema) } } },
    async () => catalogue.brands(),
  );

  app.get(
    '/category-dictionaries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every level of the category tree',
        querystring: CategoryDictionaryQuerySchema,
        response: { 200: Type.Array(CategoryLabelSchema) },
      },
    },
    async (request) => catalogue.categoryDictionaries(list(request.query.channels), list(request.query.markets)),
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The account's products (inventory or a campaign's), paged and filtered",
        headers: Type.Object({ 'account-id': AccountId({ description: 'The current ad account' }) }),
        querystring: ProductQuerySchema,
        response: { 200: ProductPageSchema, 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => catalogue.listProducts(request.actor, request.accountId, request.query),
  );

  app.get(
    '/products/skus',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'SKUs of every product matching the GET /products filters, up to the campaign SKU limit ("add all matching")',
        headers: Type.Object({ 'account-id': AccountId({ description: 'The current ad account' }) }),
        querystring: MatchingSkusQuerySchema,
        response: { 200: MatchingSkusSchema, 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => catalogue.matchingSkus(request.actor, request.accountId, request.query),
  );
}
