import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { IdpKeyStore } from './types';

/** Private RSA members (RFC 7518 §6.3.2) that must never leave the provider. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

/**
 * The provider's RS256 private signing JWK: loaded from `store`, or generated (RSA 2048) and
 * saved on first start. The JWK carries `kid` (RFC 7638 thumbprint), `alg: 'RS256'` and
 * `use: 'sig'`, which oidc-provider needs to select it for signing (docs/identity-keycloak.md §2.9 "jwks").
 * Two processes starting at once on an empty store may each save a key; the last save wins and
 * tokens signed by the loser stop verifying after its restart (acceptable for the embedded default).
 */
export async function loadOrCreateSigningKey(store: IdpKeyStore): Promise<JWK> {
  const stored = await store.load();
  if (stored) {
    if (stored.kty !== 'RSA' || !stored.d) throw new Error('IdP key store holds no RSA private JWK');
    return { ...stored, kid: stored.kid ?? (await calculateJwkThumbprint(stored)), alg: 'RS256', use: 'sig' };
  }
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const complete: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
  await store.save(complete);
  return complete;
}

/** The public half of a private JWK (drops d, p, q, dp, dq, qi, oth). */
export function toPublicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

/** Minimum pause (ms) between key-store reloads triggered by an unknown `kid`. */
const RELOAD_INTERVAL_MS = 10_000;

/**
 * A `jose` key resolver over the embedded IdP's public key, read straight from the key store, so
 * the API verifies tokens without an HTTP call to its own certs endpoint. Pass it to `authPlugin`
 * as `jwks`. The key is cached; a token with an unknown `kid` triggers a reload at most every 10 s.
 * Rejects with `JWKSNoMatchingKey` while the store is empty (the IdP has not started yet).
 */
export function idpPublicKeySet(store: IdpKeyStore): JWTVerifyGetKey {
  let cached: { kid: string | undefined; getKey: ReturnType<typeof createLocalJWKSet> } | undefined;
  let lastLoad = 0;
  return async (header, token) => {
    const stale = cached !== undefined && header.kid !== cached.kid && Date.now() - lastLoad > RELOAD_INTERVAL_MS;
    if (!cached || stale) {
      lastLoad = Date.now();
      const jwk = await store.load();
      if (!jwk) throw new errors.JWKSNoMatchingKey('the identity provider has no signing key yet');
      const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
      cached = { kid, getKey: createLocalJWKSet({ keys: [{ ...toPublicJwk(jwk), kid, alg: 'RS256', use: 'sig' }] }) };
    }
    return cached.getKey(header, token);
  };
}
