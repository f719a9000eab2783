import type { FastifyRequest } from 'fastify';
import { DomainError } from '@ads/domain';
import type { AccountsService, Caller } from '../modules/accounts/accounts.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved to a database user (set by `withCaller`). */
    caller: Caller;
    /** The advertiser account of the call, from the `account-id` header, membership checked (set by `withAccount`). */
    accountId: string;
  }
}

/** Header naming the current advertiser account (spec §7). */
export const ACCOUNT_HEADER = 'account-id';

/**
 * Request hooks for the advertiser API: `withCaller` resolves the token's user; `withAccount`
 * checks the `account-id` header against the caller's accounts (DESIGN.md "Tenancy").
 */
export function callerHooks(accounts: AccountsService) {
  return {
    async withCaller(request: FastifyRequest): Promise<void> {
      request.caller = await accounts.resolveCaller(request.user);
    },
    /** @throws DomainError AccessForbiddenException (403) for a missing header or a foreign account. */
    async withAccount(request: FastifyRequest): Promise<void> {
      const header = request.headers[ACCOUNT_HEADER];
      const accountId = Array.isArray(header) ? header[0] : header;
      if (!accountId) throw new DomainError('AccessForbiddenException', 'The account-id header is required.');
      await accounts.assertAccountAccess(request.caller, accountId);
      request.accountId = accountId;
    },
  };
}
