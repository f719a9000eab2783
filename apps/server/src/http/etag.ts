import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@ads/domain';

/**
 * Optimistic concurrency with entity tags (RFC 9110 §8.8.3 ETag, §13.1.1 If-Match; DESIGN.md).
 * A resource's version number is sent as a strong ETag `"<version>"`.
 */
export function setEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', `"${version}"`);
}

/**
 * The version an `If-Match` header asks for, or null when the header is absent or `*`.
 * @throws DomainError ResourceOptimisticLockException (412) for a value that is no version of ours.
 */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const raw = request.headers['if-match'];
  if (raw === undefined || raw.trim() === '*') return null;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(raw.trim());
  if (!m) throw new DomainError('ResourceOptimisticLockException', 'If-Match does not name a version of this resource.');
  return Number(m[1]);
}
