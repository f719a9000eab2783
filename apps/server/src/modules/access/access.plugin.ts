import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@ads/db';
import { DomainError } from '@ads/domain';
import { sendAuthProblem } from '../auth';
import type { AuthUser } from '../auth';
import { acceptedTermsInForce, isAccountRole, isLanguage, type AccountRole } from '@ads/domain';
import { AccessRepository, type ActorRow } from './access.repository';
import { STAFF_ROLE, type Actor, type StaffMode } from './access';
import { resolveApiKey } from './access.api-key';
import { presentedApiKey } from './api-key-credentials';
import { apiKeyRateLimiter, type ApiKeyRateLimit } from './access.rate-limit';
import { ActorCache } from './actor-cache';

/** Header naming the current advertiser account (docs/requirements.md §7). */
export const ACCOUNT_HEADER = 'account-id';
/** Header that puts a staff request in acting-as-staff mode (`read` or `edit`), docs/architecture.md "Plugins and access". */
export const STAFF_MODE_HEADER = 'acting-as-staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls: set by `app.resolveActor` on every /api request that gets past it. */
    actor: Actor;
    /** The `account-id` header (docs/requirements.md §7), unchecked: services assert it with `requireAccount`. */
    accountId: string | undefined;
    /**
     * True when the request cannot change anyone's access: set by the shop API key's hook (the serving API, the
     * catalogue API, the demo replay set-up), whose writes touch no user, role, membership or account status. Its
     * write leaves the actor cache as it is (docs/access-roles.md "Actor cache"); false for every other request.
     */
    changesNoAccess: boolean;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for the advertiser and staff API: verifies the bearer token, loads the active
     * user with roles and memberships in one query, and sets `request.actor`; answers 401 for a
     * missing or bad token and for a deleted or disabled user, whatever the token says. An API key
     * (`X-Api-Key`, or `Authorization: Bearer adsk_…`) resolves instead to an actor of its one account
     * and role (docs/api-keys.md), 401 when unknown or revoked.
     */
    resolveActor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook after `resolveActor`: counts calls made with an API key, 429 past its limit (docs/api-keys.md "Rate limits"). */
    limitApiKey: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AccessPluginOptions {
  db: Database;
  /**
   * True with the embedded identity provider: the token's `sub` is our user id, roles come from
   * the database (current, not as of sign-in), and a user that is gone is gone. With an external
   * Keycloak the user is found by e-mail and created on first sight with the token's roles.
   */
  embedded: boolean;
  /** The server clock (tests move it): which terms version is in force. Default: the system clock. */
  now?: () => Date;
  /** Calls per window per API key. Default 600 a minute. */
  apiKeyRateLimit?: ApiKeyRateLimit;
  /**
   * How long an actor read for a token is reused, ms (0–1000, ACTOR_CACHE_MS; 0 = every request reads it):
   * the most a change of access made elsewhere takes to be seen (actor-cache.ts). Default 0.
   */
  actorCacheMs?: number;
}

/** Methods that never write: the only ones that leave cached actors in place. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `account-id` header of a request (first value), unchecked. */
export function accountHeaderOf(request: FastifyRequest): string | undefined {
  return header(request, ACCOUNT_HEADER);
}

/** Per route params schema: the name of its param that is an account id (`AccountId()`, format `account-id`), or null. */
const accountParams = new WeakMap<object, string | null>();

function accountParamOf(request: FastifyRequest): string | null {
  const params = request.routeOptions?.schema?.params as { properties?: Record<string, { format?: unknown }> } | undefined;
  if (!params || typeof params !== 'object') return null;
  let name = accountParams.get(params);
  if (name === undefined) {
    name = Object.entries(params.properties ?? {}).find(([, schema]) => schema?.format === 'account-id')?.[0] ?? null;
    accountParams.set(params, name);
  }
  return name;
}

/**
 * The advertiser account a request acts on, decided in one place (audit entries, acting-as-staff):
 * the path's account id when the route has one (a param declared `AccountId()`, e.g.
 * `/accounts/{id}/users`, `/help-center/content/{accountId}`), else the `account-id` header. Unchecked.
 */
export function accountOf(request: FastifyRequest): string | undefined {
  const name = accountParamOf(request);
  const value = name ? (request.params as Record<string, unknown> | undefined)?.[name] : undefined;
  return typeof value === 'string' ? value : accountHeaderOf(request);
}

function staffModeOf(request: FastifyRequest): StaffMode | null {
  const raw = header(request, STAFF_MODE_HEADER);
  if (raw === undefined || raw === '') return null;
  if (raw === 'read' || raw === 'edit') return raw;
  throw new DomainError('ValidationException', `The ${STAFF_MODE_HEADER} header is "read" or "edit".`, STAFF_MODE_HEADER);
}

/**
 * Builds the typed actor from the user row and the token. `actingOn`: the account a staff request acts on,
 * whose status (`row.actingOnStatus`) joins the statuses so a TERMINATED or BANNED account refuses staff writes too.
 */
export function toActor(row: ActorRow, token: AuthUser, embedded: boolean, staffMode: StaffMode | null, actingOn?: string): Actor {
  const roles = embedded ? row.roles : token.roles;
  const isMarops = roles.includes(STAFF_ROLE);
  const accountStatuses = new Map(row.accountIds.map((id, i) => [id.toLowerCase(), row.accountStatuses[i] ?? 'ACTIVE']));
  if (actingOn && row.actingOnStatus && !accountStatuses.has(actingOn.toLowerCase()))
    accountStatuses.set(actingOn.toLowerCase(), row.actingOnStatus);
  return {
    userId: row.id,
    email: row.email,
    name: row.name || 'User',
    roles,
    isMarops,
    termsAccepted: acceptedTermsInForce(row.termsAcceptedVersion, row.termsVersionInForce),
    termsAcceptedVersion: row.termsAcceptedVersion,
    termsVersionInForce: row.termsVersionInForce,
    language: isLanguage(row.language) ? row.language : null,
    accountIds: new Set(row.accountIds.map((id) => id.toLowerCase())),
    accountStatuses,
    accountRoles: new Map(
      row.accountIds.map((id, i): [string, AccountRole] => {
        const role = row.accountRoles?.[i];
        return [id.toLowerCase(), isAccountRole(role) ? role : 'READ_ONLY'];
      }),
    ),
    staffMode: isMarops ? staffMode : null,
  };
}

/**
 * The one access layer (docs/architecture.md "Plugins and access"): a request's actor is resolved once, after
 * the token is verified (auth plugin), and handed to services, which assert what they need with
 * `requireAccount` / `requireStaff` (access.ts) before any read or write.
 */
export const accessPlugin = fp<AccessPluginOptions>(
  async (app, opts) => {
    const repo = new AccessRepository(opts.db);
    const cache = new ActorCache(opts.actorCacheMs ?? 0);
    if ((opts.actorCacheMs ?? 0) > 0) {
      // Anything this process writes may change access, except what a shop key writes (auctions, events, the
      // catalogue): forget every actor before the writer's answer leaves.
      app.addHook('onSend', (request, _reply, payload, done) => {
        if (!READ_ONLY_METHODS.has(request.method) && !request.changesNoAccess) cache.clear();
        done(null, payload);
      });
      const clear = () => cache.clear();
      app.domainEvents.on('accounts.changed', clear);
      app.addHook('onClose', async () => void app.domainEvents.off('accounts.changed', clear));
    }
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('accountId', undefined);
    app.decorateRequest('changesNoAccess', false);
    app.decorate('limitApiKey', await apiKeyRateLimiter(app, opts.apiKeyRateLimit ?? { max: 600, windowMs: 60_000 }));
    app.decorate('resolveActor', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const key = presentedApiKey(request);
      if (key !== undefined) {
        await resolveApiKey(repo, key, request, reply, (opts.now ?? (() => new Date()))());
        // A key acts on its one account: without the account-id header, on that one.
        if (!reply.sent) request.accountId = accountHeaderOf(request) ?? [...request.actor.accountIds][0];
        return;
      }
      await app.authenticate(request, reply);
      if (reply.sent) return;
      const token = request.user;
      const staffMode = staffModeOf(request);
      const actingOn = staffMode ? accountOf(request) : undefined;
      const now = (opts.now ?? (() => new Date()))();
      // Only reads reuse a recent actor (actor-cache.ts); a request that may write reads it afresh.
      const cacheable = READ_ONLY_METHODS.has(request.method);
      const cacheKey = ActorCache.key(request.headers.authorization ?? '', staffMode, actingOn);
      let row = cacheable ? cache.get(cacheKey, now.getTime()) : undefined;
      if (!row) {
        const generation = cache.generation;
        const readAt = performance.now();
        row = await repo.find(opts.embedded ? { id: token.id } : { email: token.email }, now, actingOn);
        if (row && !row.disabled && cacheable) cache.set(cacheKey, row, generation, readAt, now.getTime());
      }
      if (!row && !opts.embedded && token.email)
        row = await repo.provision({ email: token.email, name: token.name || 'User', roles: token.roles }, now);
      if (!row || row.disabled) {
        request.log.info({ sub: token.id }, 'access: token of a deleted or disabled user');
        return void sendAuthProblem(reply, request, 401, 'The user of this token does not exist or is disabled.');
      }
      request.actor = toActor(row, token, opts.embedded, staffMode, actingOn);
      request.accountId = accountHeaderOf(request);
    });
  },
  { name: 'ads-access', dependencies: ['ads-core', 'ads-auth'], fastify: '5.x' },
);
