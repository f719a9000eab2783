import type { Account, AccessToken, ClientCredentials, KoaContextWithOIDC, Grant } from 'oidc-provider';
import type { IdpUser, IdpUserDirectory } from './types';

/** Resource indicator (RFC 8707) of the portal API; every access token is issued for it. */
export const API_RESOURCE = 'urn:ads:api';
/** Scopes granted to the first-party SPA without a consent screen. */
export const GRANTED_SCOPE = 'openid profile email';

/** OIDC profile and e-mail claims of one user, in Keycloak's names (OIDC Core §5.1). */
export function profileClaims(user: IdpUser): Record<string, unknown> {
  const [given, ...rest] = user.name.trim().split(/\s+/);
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: user.name,
    preferred_username: user.username,
    given_name: given ?? '',
    family_name: rest.join(' '),
  };
}

/** `findAccount`: resolves a `sub` to the user's claims, or undefined when the account is gone. */
export function makeFindAccount(users: IdpUserDirectory) {
  return async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await users.findById(sub);
    if (!user) return undefined;
    return { accountId: user.id, claims: () => ({ ...profileClaims(user), sub }) };
  };
}

/**
 * `extraTokenClaims`: Keycloak's access-token claims (docs/identity-keycloak.md §2.3). keycloak-js decodes the
 * access token and reads `realm_access.roles` for `hasRealmRole`; the API reads the same claim.
 * Roles are read again at every refresh, so role changes apply at the next refresh, as in Keycloak.
 */
export function makeExtraTokenClaims(users: IdpUserDirectory) {
  return async (
    _ctx: KoaContextWithOIDC,
    token: AccessToken | ClientCredentials,
  ): Promise<Record<string, unknown> | undefined> => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const user = await users.findById(token.accountId);
    if (!user) return undefined;
    const { sub: _sub, ...profile } = profileClaims(user);
    return {
      typ: 'Bearer',
      azp: token.clientId,
      ...(token.sid ? { sid: token.sid } : {}),
      realm_access: { roles: [...user.roles] },
      ...profile,
    };
  };
}

/**
 * `loadExistingGrant`: creates the grant just in time for the first-party client, so there is no
 * consent screen, as in Keycloak's default for its own clients (docs/identity-keycloak.md §2.3 "No consent screen").
 */
export async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = (result?.['consent'] as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await ctx.oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(GRANTED_SCOPE);
  grant.addResourceScope(API_RESOURCE, GRANTED_SCOPE);
  await grant.save();
  return grant;
}
