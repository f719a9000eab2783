import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { API_DESCRIPTION, API_KEY_SCHEME_DESCRIPTION } from './openapi.description';

/** Security of the advertiser API's operations: an API key or a signed-in user's token (docs/api-keys.md). */
const ADVERTISER_SECURITY: readonly Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }];

type Operation = { security?: Record<string, string[]>[] };

/**
 * Gives every advertiser operation (`/api/…`, not staff `/api/marops/…`) that names no scheme or only the
 * bearer token both schemes, so the reference shows them and its "try it" sends the key.
 */
export function withApiKeySecurity<T extends { paths?: unknown }>(doc: T): T {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/marops/')) continue;
    for (const op of Object.values(item)) {
      const bearerOnly = op.security?.length === 1 && Object.keys(op.security[0]!).join() === 'bearer';
      if (op.security === undefined || bearerOnly) op.security = ADVERTISER_SECURITY.map((r) => ({ ...r }));
    }
  }
  return doc;
}

/** The OpenAPI document built from the route schemas (committed as apps/server/openapi.json). */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ads Portal API',
          version: '0.1.0',
          description: API_DESCRIPTION,
        },
        components: {
          securitySchemes: {
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: API_KEY_SCHEME_DESCRIPTION },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A signed-in user's access token" },
            shopApiKey: { type: 'http', scheme: 'bearer', description: 'Shop API key' },
          },
        },
      },
      transformObject: (doc) => ('openapiObject' in doc ? withApiKeySecurity(doc.openapiObject) : doc.swaggerObject),
    });
  },
  { name: 'ads-openapi', fastify: '5.x' },
);
