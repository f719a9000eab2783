import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { catalogueProblem, sendProblem } from '../../http/problem';

/**
 * Paths the SPA fallback never answers (404 problem details instead of the app's HTML): they belong to the
 * APIs, the identity provider, or are where tools look for an API document (docs/api-keys.md "API reference").
 */
const NOT_SPA = /^\/(api|v2|realms|documentation|docs|api-docs|openapi\.(json|yaml)|swagger(\.json)?)(\/|$|\?)/;

/** Files under dist/assets carry a content hash in their name (Vite): cached for a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, silent-check-sso.html): revalidated on every use, so a deployment shows at once. */
export const UNHASHED_CACHE = 'no-cache';

/**
 * Serves the built React app from `distDir` with an index.html fallback for client routes, and
 * `GET /version.json` — the client compares it every 10 s with its own version (docs/requirements.md §2, §7).
 * Files are sent precompressed (`<file>.br` / `<file>.gz` written by the web build) as the request's
 * Accept-Encoding allows, with `Vary: Accept-Encoding`; caching per HASHED_ASSET_CACHE / UNHASHED_CACHE
 * (docs/web-first-load.md: a light first load).
 */
export async function webRoutes(app: App, options: { distDir: string | undefined; version: string }): Promise<void> {
  app.get(
    '/version.json',
    {
      schema: {
        tags: ['platform'],
        summary: 'Version of the deployed web client (docs/requirements.md §7)',
        response: { 200: Type.Object({ version: Type.String() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: options.version };
    },
  );

  const { distDir } = options;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  const assetsDir = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (NOT_SPA.test(request.url)) {
      return sendProblem(reply, request, catalogueProblem('ResourceNotFoundException', `No route GET ${request.url}`));
    }
    return sendIndex(reply);
  });
}

/** The web client's version: apps/web/package.json, read once at start. */
export function webVersion(webDir: string): string {
  try {
    return (JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** The web module, last of all: /version.json and the built SPA with its client-route fallback. */
export const webModule = fp<{ distDir: string | undefined; version: string }>(
  async (app, options) => webRoutes(app.withTypeProvider<TypeBoxTypeProvider>(), options),
  { name: 'web', dependencies: ['ads-core'], fastify: '5.x' },
);
