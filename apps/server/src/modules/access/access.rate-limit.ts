import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { DomainError } from '@ads/domain';

/** Rate limit of advertiser API keys: calls per window per key (API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_MS). */
export interface ApiKeyRateLimit {
  max: number;
  windowMs: number;
}

/**
 * Registers @fastify/rate-limit (not global) and returns the onRequest hook the /api scopes run after the
 * actor is resolved (docs/api-keys.md "Rate limits"): calls made with an API key are counted per key id
 * (memory store: per server process); past `max` in the window the call answers 429
 * TooManyRequestsException with `Retry-After` (RFC 9110 §10.2.3). Every counted answer carries
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds), the IETF httpapi
 * rate-limit header fields (draft-ietf-httpapi-ratelimit-headers). Calls without a key are not counted.
 */
export async function apiKeyRateLimiter(
  app: FastifyInstance,
  limit: ApiKeyRateLimit,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  await app.register(rateLimit, { global: false, enableDraftSpec: true });
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `api-key:${request.actor?.apiKey?.id ?? ''}`,
    allowList: (request) => !request.actor?.apiKey,
    errorResponseBuilder: (_request, context) =>
      new DomainError(
        'TooManyRequestsException',
        `This API key made more than ${context.max} calls in ${Math.round(limit.windowMs / 1000)} s; retry in ${context.after}.`,
        undefined,
        { limit: context.max, windowMs: limit.windowMs, retryAfterMs: context.ttl },
      ),
  }) as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
