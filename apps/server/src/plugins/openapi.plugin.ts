import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** The OpenAPI document built from the route schemas (committed as apps/server/openapi.json). */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ads Portal API',
          version: '0.1.0',
          description:
            'Advertiser API (base path /api, bearer JWT, `account-id` header) and serving API (/v2, Topsort v2 contract, shop API key). Money is integer grosze; days are Europe/Warsaw calendar days.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            shopApiKey: { type: 'http', scheme: 'bearer', description: 'Shop API key' },
          },
        },
      },
    });
  },
  { name: 'ads-openapi', fastify: '5.x' },
);
