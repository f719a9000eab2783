import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@ads/domain';

/**
 * Optimistic concurrency with entity tags (RFC 9110 §8.8.3 ETag, §13.1.1 If-Match; docs/conventions.md "Errors").
 * A resource's version number is sent as a strong ETag `"<version>"`.
 */
export function setEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', `"${version}"`);
}

/** Versions are PostgreSQL `integer` columns: nothing above this can name one. */
export const MAX_VERSION = 2_147_483_647;

/**
 * The version an `If-Match` header asks for, or null when the header is absent or `*`.
 * Accepts `"<digits>"`, `W/"<digits>"` and bare digits, 1..{@link MAX_VERSION}.
 * @throws DomainError ResourceOptimisticLockException (412, RFC 9110 §13.1.1) for anything else:
 *   a malformed tag, a list of tags, a version out of the int4 range (no version of ours matches).
 */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const raw = request.headers['if-match'];
  if (raw === undefined || raw.trim() === '*') return null;
  const m = /^(?:W\/)?("?)(\d{1,10})\1$/.exec(raw.trim());
  const version = m ? Number(m[2]) : NaN;
  if (!(version >= 0 && version <= MAX_VERSION)) {
    throw new DomainError('ResourceOptimisticLockException', 'If-Match does not name a version of this resource.');
  }
  return version;
}
