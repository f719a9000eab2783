import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE } from '@ads/domain';

const PROBLEMS = {
  401: { type: 'UnauthorizedException', title: 'Unauthorized' },
  403: { type: 'AccessForbiddenException', title: ERROR_CATALOGUE.AccessForbiddenException.message },
} as const;

/**
 * Sends a 401/403 RFC 9457 problem (`application/problem+json`): `{ type, title, status, detail,
 * instance, exception, properties }` (http/problem.ts ProblemSchema), with `type` the catalogue name (docs/requirements.md §8). A 401 also carries
 * `WWW-Authenticate: Bearer` (RFC 6750 §3; `error="invalid_token"` when a token was sent).
 */
export function sendAuthProblem(reply: FastifyReply, request: FastifyRequest, status: 401 | 403, detail: string): FastifyReply {
  if (status === 401) {
    const sent = Boolean(request.headers.authorization);
    reply.header('www-authenticate', sent ? 'Bearer realm="ads", error="invalid_token"' : 'Bearer realm="ads"');
  }
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ ...PROBLEMS[status], status, detail, instance: request.url, exception: PROBLEMS[status].type, properties: {} });
}
