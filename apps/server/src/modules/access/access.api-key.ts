import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAccountRole } from '@ads/domain';
import { sendAuthProblem } from '../auth';
import type { AccessRepository, ApiKeyRow } from './access.repository';
import { LAST_USED_RESOLUTION_MS } from './access.repository';
import type { Actor } from './access';
import { apiKeyMatches, apiKeyPrefix } from './api-key-credentials';

/**
 * The actor of an API key (docs/api-keys.md "Access"): a member of the key's one account with the key's
 * role, never staff; `userId` and `email` are the maker's (rows the call creates name them), the audit log
 * names the key (`apiKey`).
 */
export function apiKeyActor(row: ApiKeyRow): Actor {
  const account = row.accountId.toLowerCase();
  return {
    userId: row.createdBy,
    email: row.creatorEmail,
    name: `API key ${row.name}`,
    roles: [],
    isMarops: false,
    termsAccepted: true,
    termsAcceptedVersion: null,
    termsVersionInForce: null,
    language: null,
    accountIds: new Set([account]),
    accountStatuses: new Map([[account, row.accountStatus]]),
    accountRoles: new Map([[account, isAccountRole(row.role) ? row.role : 'READ_ONLY']]),
    staffMode: null,
    apiKey: { id: row.id, name: row.name, prefix: row.prefix },
  };
}

/**
 * Resolves a presented API key into `request.actor`, or answers 401 (unknown, malformed, revoked, or its
 * maker disabled). One read per request, no cache: a revocation holds from the next request in every
 * process. Last use is written at most once a minute, without waiting for it.
 */
export async function resolveApiKey(
  repo: AccessRepository,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<void> {
  const prefix = apiKeyPrefix(key);
  const row = prefix ? await repo.findApiKey(prefix) : undefined;
  if (!row || !apiKeyMatches(key, row.keyHash) || row.revoked || row.creatorDisabled) {
    request.log.info({ prefix }, 'access: API key refused');
    return void sendAuthProblem(reply, request, 401, 'The API key is invalid or revoked.');
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    repo.touchApiKey(row.id, now).catch((err: unknown) => request.log.warn({ err }, 'access: last use of an API key not recorded'));
  }
  request.actor = apiKeyActor(row);
}
