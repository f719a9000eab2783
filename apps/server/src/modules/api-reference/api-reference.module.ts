import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import scalar from '@scalar/fastify-api-reference';

/** Where the interactive reference is served (the Scalar page; its script under `<prefix>/js/`). */
export const DOCS_PREFIX = '/api/docs';
/** Where the OpenAPI document is served; `/openapi.json` answers it too. */
export const DOCUMENT_PATHS = ['/api/openapi.json', '/openapi.json'] as const;

/** SHA-256 CSP source expressions ('sha256-…') of the inline scripts of an HTML page (CSP Level 3 §8.3 hash sources). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the reference page (only there): its own script and its inline start
 * script by hash, the styles it injects, calls to this origin only ("try it", the document), nothing
 * framed, no form posts, no plugins. The rest of the site keeps its own headers.
 */
export function docsCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The served API reference (docs/api-keys.md "API reference"): the OpenAPI document the route schemas
 * make (`app.swagger()`, the same as the committed apps/server/openapi.json) at /api/openapi.json and
 * /openapi.json, and the interactive reference (Scalar, its bundle served from this server, no CDN, no
 * telemetry) at /api/docs. Not behind the access layer: the document is public; calls made from the page
 * authenticate like any other (an API key or a token).
 */
export const apiReferenceModule = fp(
  async (app) => {
    for (const url of DOCUMENT_PATHS) {
      app.get(url, { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return reply.type('application/json; charset=utf-8').send(app.swagger());
      });
    }
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const type = String(reply.getHeader('content-type') ?? '');
        if (type.startsWith('text/html') && typeof payload === 'string') {
          reply.header('content-security-policy', docsCsp(inlineScriptHashes(payload)));
          reply.header('cache-control', 'no-cache');
        } else if (type.includes('javascript')) {
          reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
        }
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'no-referrer');
        return payload;
      });
      await scope.register(scalar, {
        routePrefix: DOCS_PREFIX,
        logLevel: 'warn',
        configuration: {
          url: DOCUMENT_PATHS[0],
          pageTitle: 'Ads Portal API reference',
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          authentication: { preferredSecurityScheme: 'apiKey' },
        },
      });
    });
  },
  { name: 'api-reference', dependencies: ['ads-openapi'], fastify: '5.x' },
);
