import { z } from 'zod';

/** Settings of sign-in: an external OpenID provider (OIDC_ISSUER) or the embedded one and its cookie keys. */
export const idpEnv = z.object({
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).default('account'),
  OIDC_CLIENT_ID: z.string().min(1).default('keycloak-js'),
  IDP_COOKIE_KEYS: z.string().min(16, 'must be at least 16 characters (comma-separated keys)').optional(),
});

export interface IdpConfig {
  oidc: { embedded: boolean; issuer: string; audience: string; clientId: string };
  idpCookieKeys: string[] | undefined;
}

/** Without OIDC_ISSUER the embedded provider serves at PUBLIC_URL/realms/ads. */
export function idpConfig(e: z.infer<typeof idpEnv>, ground: { publicUrl: string }): IdpConfig {
  return {
    oidc: {
      embedded: e.OIDC_ISSUER === undefined,
      issuer: (e.OIDC_ISSUER ?? `${ground.publicUrl}/realms/ads`).replace(/\/$/, ''),
      audience: e.OIDC_AUDIENCE,
      clientId: e.OIDC_CLIENT_ID,
    },
    idpCookieKeys: e.IDP_COOKIE_KEYS?.split(',').map((k) => k.trim()),
  };
}
