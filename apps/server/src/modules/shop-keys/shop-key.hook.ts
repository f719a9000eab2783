import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailable, sendUnavailable } from '../../http/deadline';
import { sendProblem } from '../../http/problem';
import type { ShopApiKeyVerifier, ShopKey } from './shop-keys';

/** `Authorization: Bearer <key>` (RFC 6750 §2.1; Topsort HTTPBearer), or undefined. */
function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The verified key of each request (set by the onRequest hook before any handler runs). */
const presented = new WeakMap<FastifyRequest, ShopKey>();

/**
 * The onRequest hook of the shop's routes (`/v2`: serving, the catalogue API, the demo replay set-up):
 * a missing or unknown shop API key answers 401 `UnauthorizedException`; a new key that cannot be
 * checked because the database is down answers 503. A verified key is kept for the request's handler
 * ({@link presentedShopKey}), and marks the request as one that changes no access (`changesNoAccess`: its write
 * leaves the actor cache, docs/access-roles.md "Actor cache").
 */
export function shopKeyHook(apiKeys: Pick<ShopApiKeyVerifier, 'verify'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let known: ShopKey | null;
    try {
      known = await apiKeys.verify(bearer(request));
    } catch (error) {
      // Only a key not seen before waits on the database; when it is down that is a 503, not a 500.
      if (!isUnavailable(error)) throw error;
      request.log.warn({ err: error }, 'shop API key could not be checked: database unavailable');
      return sendUnavailable(request, reply, 'The shop API key could not be checked now. Send the same request again.');
    }
    if (known) {
      presented.set(request, known);
      request.changesNoAccess = true; // a shop key writes auctions, events and the catalogue, never access
      return;
    }
    request.log.info('shop API call without a valid shop API key');
    return sendProblem(reply, request, { type: 'UnauthorizedException', title: 'Access token is missing or invalid', status: 401 });
  };
}

/** The shop API key {@link shopKeyHook} verified for `request`. @throws Error on a route without the hook (a bug). */
export function presentedShopKey(request: FastifyRequest): ShopKey {
  const key = presented.get(request);
  if (!key) throw new Error('shop route reached without a verified shop API key');
  return key;
}
