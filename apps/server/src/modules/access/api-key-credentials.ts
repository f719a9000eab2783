import { hash as oneShotHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Advertiser API keys as credentials (docs/api-keys.md "Format and storage"): `adsk_<prefix>_<secret>`,
 * where `prefix` is 16 lower-case hex characters (64 random bits, stored in plain to find the key) and
 * `secret` 43 base64url characters (256 random bits). The server keeps only the SHA-256 of the whole key:
 * a salted slow hash (bcrypt, Argon2) protects low-entropy passwords, and a 256-bit random secret needs
 * none (NIST SP 800-63B §5.1.1.2 applies slow hashing to memorised secrets).
 */
export const API_KEY_PREFIX = 'adsk_';
/** Header that carries an API key, the alternative to `Authorization: Bearer <key>`. */
export const API_KEY_HEADER = 'x-api-key';

const KEY_PATTERN = /^adsk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** A key made by {@link newApiKey}: the key itself (shown once), its public prefix and its hash (stored). */
export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

/** SHA-256 of a key, lower-case hex (what api_keys.key_hash holds). */
export function hashApiKey(key: string): string {
  // Node's one-shot hash (UTF-8, hex by default): no Hash object per request, 0.4 against 1.7 µs (docs/serving-profile.md).
  return oneShotHash('sha256', key);
}

/** A new random key (64-bit prefix, 256-bit secret) with its prefix and hash. */
export function newApiKey(): NewApiKey {
  const prefix = randomBytes(8).toString('hex');
  const key = `${API_KEY_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** The prefix of a well-formed key, or null. */
export function apiKeyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Whether `key` hashes to `storedHash`, compared in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The API key a request presents: the `X-Api-Key` header, or `Authorization: Bearer adsk_…` (RFC 6750 §2.1).
 * Undefined when it presents none (a bearer JWT is not a key); a malformed key is returned as given, to be refused.
 */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) return value.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}
