import type { JWK } from 'jose';
import type { AdapterConstructor, AdapterFactory } from 'oidc-provider';

/**
 * One account that can sign in at the embedded identity provider.
 * `id` becomes the token `sub`; `roles` become `realm_access.roles` (Keycloak's claim shape).
 */
export interface IdpUser {
  id: string;
  username: string;
  email: string;
  name: string;
  roles: string[];
  /** Output of `hashPassword` (see passwords.ts); never the plain password. */
  passwordHash: string;
}

/** Where accounts come from (database in production, {@link InMemoryUserDirectory} in tests). */
export interface IdpUserDirectory {
  /**
   * The account whose username OR e-mail equals `username`, compared case-insensitively
   * (Keycloak's default: login with username or e-mail). Resolves null when there is none.
   */
  findByUsername(username: string): Promise<IdpUser | null>;
  /** The account with this id (the token `sub`), or null. */
  findById(id: string): Promise<IdpUser | null>;
}

/**
 * Persistence of the provider's RS256 private signing JWK, so that a restart keeps issued
 * tokens verifiable (docs/identity-keycloak.md §2.9: a key generated at every start invalidates all tokens).
 */
export interface IdpKeyStore {
  /** The signing key every process uses: the newest stored one, or null while none is stored. */
  load(): Promise<JWK | null>;
  /** Every stored key (the verifiers accept tokens signed by any of them). */
  loadAll(): Promise<JWK[]>;
  /**
   * Stores `jwk` unless a key is stored already, atomically across processes, and returns the signing key
   * that won ({@link load} afterwards): two processes starting at once on an empty store get the same key.
   */
  create(jwk: JWK): Promise<JWK>;
}

export interface IdpPluginOptions {
  /** Public issuer URL, e.g. 'http://localhost:3000/realms/ads'. Its path is the mount point. */
  issuer: string;
  /** SPA origins allowed for redirects and CORS, e.g. ['http://localhost:3000']. */
  clientOrigins: string[];
  users: IdpUserDirectory;
  keys: IdpKeyStore;
  /** Cookie signing keys; the first one signs, all of them verify (docs/identity-keycloak.md §2.9 `cookies.keys`). */
  cookieKeys: string[];
  /** Access and ID token lifetime in seconds. Default 300 (Keycloak's "Access Token Lifespan"). */
  accessTokenTtlSeconds?: number;
  /**
   * Trust X-Forwarded-Proto/Host (docs/identity-keycloak.md §2.9 "Proxy"). Default: true when the issuer is https,
   * i.e. when TLS is terminated by a proxy in front of this server.
   */
  trustProxy?: boolean;
  /**
   * oidc-provider storage adapter for sessions, grants, codes and refresh tokens. Default: its
   * in-memory adapter, which loses sign-ins on restart and cannot be shared between processes
   * (docs/identity-keycloak.md §2.9 "Storage"), so several server processes behind one load balancer need one.
   */
  adapter?: AdapterConstructor | AdapterFactory;
}
