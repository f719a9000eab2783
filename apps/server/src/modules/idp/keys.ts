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
 * stored on first start. The JWK carries `kid` (RFC 7638 thumbprint), `alg: 'RS256'` and
 * `use: 'sig'`, which oidc-provider needs to select it for signing (docs/identity-keycloak.md §2.9 "jwks").
 * Processes starting at once on an empty store all get the one key the store kept ({@link IdpKeyStore.create}).
 */
export async function loadOrCreateSigningKey(store: IdpKeyStore): Promise<JWK> {
  let stored = await store.load();
  if (!stored) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    stored = await store.create({ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' });
  }
  if (stored.kty !== 'RSA' || !stored.d) throw new Error('IdP key store holds no RSA private JWK');
  return { ...stored, kid: stored.kid ?? (await calculateJwkThumbprint(stored)), alg: 'RS256', use: 'sig' };
}

/** The public half of a private JWK (drops d, p, q, dp, dq, qi, oth). */
export function toPublicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

/** Minimum pause (ms) between key-store reloads triggered by an unknown `kid` (a flood of forged kids costs ≤ 1 query/s). */
const UNKNOWN_KID_RELOAD_MS = 1_000;

/**
 * A `jose` key resolver over the embedded IdP's public keys, read straight from the key store, so
 * the API verifies tokens without an HTTP call to its own certs endpoint. Pass it to `authPlugin`
 * as `jwks`. Every stored key is accepted; the set is cached, and a token whose `kid` is not in it
 * reloads the set once (concurrent callers share that load), at most once per second, so a key
 * stored by another process after this one started is found.
 * Rejects with `JWKSNoMatchingKey` while the store is empty (the IdP has not started yet).
 */
export function idpPublicKeySet(store: IdpKeyStore): JWTVerifyGetKey {
  let kids = new Set<string>();
  let getKey: ReturnType<typeof createLocalJWKSet> | undefined;
  let lastLoad = -Infinity;
  let loading: Promise<void> | undefined;
  const reload = () =>
    (loading ??= (async () => {
      lastLoad = Date.now();
      const keys = await Promise.all(
        (await store.loadAll()).map(async (jwk) => ({ ...toPublicJwk(jwk), kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)), alg: 'RS256', use: 'sig' })),
      );
      kids = new Set(keys.map((k) => k.kid));
      getKey = keys.length > 0 ? createLocalJWKSet({ keys }) : undefined;
    })().finally(() => (loading = undefined)));
  return async (header, token) => {
    if (loading) await loading;
    const known = header.kid === undefined ? kids.size > 0 : kids.has(header.kid);
    if (!known && Date.now() - lastLoad >= UNKNOWN_KID_RELOAD_MS) await reload();
    if (!getKey) throw new errors.JWKSNoMatchingKey('the identity provider has no signing key yet');
    return getKey(header, token);
  };
}
