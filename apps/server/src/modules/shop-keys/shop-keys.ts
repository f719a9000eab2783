import { hash as oneShotHash, randomBytes } from 'node:crypto';
import type { ServingPlace } from '@ads/domain';
import type { Database } from '@ads/db';
import type { DomainEvents } from '../context';
import { ShopApiKeysRepository } from './shop-keys.repository';

/**
 * Shop API keys: the shop calls /v2 with `Authorization: Bearer <key>` (Topsort's HTTPBearer
 * scheme). Keys are stored only as SHA-256 hex. Each key belongs to one channel and one market
 * (docs/serving-trust.md "Channels, markets and shop API keys"); the auction serves only campaigns of that place (docs/serving-trust.md).
 */

/** SHA-256 of a key, lower-case hex (what shop_api_keys.key_hash holds). */
export function hashApiKey(key: string): string {
  // Node's one-shot hash (UTF-8, hex by default): no Hash object per request, 0.4 against 1.7 µs (docs/serving-profile.md).
  return oneShotHash('sha256', key);
}

/** A new random shop API key: 256 bits, base64url (43 characters). */
export function newShopApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The main channel + PL: the place of the key made at start (SHOP_API_KEY or generated). */
export const DEFAULT_PLACE: ServingPlace = { channel: 'MAIN', market: 'PL' };

/**
 * Makes sure the shop can call the serving API for `place` (default main channel MAIN + PL).
 * - With `configuredKey` (SHOP_API_KEY): stores its hash for `place` if missing; returns `{ key: configuredKey, created }`.
 * - Without: when `place` has no usable key (not revoked, not rotated), creates a random 256-bit key
 *   (base64url), stores its hash and returns it with `created: true` so the start command can print it
 *   once; otherwise `{ key: null, created: false }`.
 */
export async function ensureShopApiKey(
  db: Database,
  configuredKey?: string,
  place: ServingPlace = DEFAULT_PLACE,
): Promise<{ key: string | null; created: boolean }> {
  const repo = new ShopApiKeysRepository(db);
  if (configuredKey) {
    const hash = hashApiKey(configuredKey);
    if (await repo.find(hash)) return { key: configuredKey, created: false };
    await repo.insert('SHOP_API_KEY', hash, place.channel, place.market);
    return { key: configuredKey, created: true };
  }
  if ((await repo.countUsable(place.channel, place.market)) > 0) return { key: null, created: false };
  const key = newShopApiKey();
  await repo.insert('generated at start', hashApiKey(key), place.channel, place.market);
  return { key, created: true };
}

/**
 * How long a verified key is trusted without asking the database again, ms. Revocation and rotation
 * made in another process take effect within this (+ one request); in this process at once.
 */
export const VERIFIED_KEY_TTL_MS = 5_000;

/** A verified key: its id (bound to the resolved bids it makes) and its place. */
export interface ShopKey extends ServingPlace {
  id: string;
}

interface Remembered {
  key: ShopKey;
  /** End of the rotation overlap, ms since epoch on the injected clock; null = none. */
  expiresAt: number | null;
  /** performance.now() after which the key is re-checked. */
  until: number;
}

/**
 * Checks presented keys against shop_api_keys, remembering good ones for {@link VERIFIED_KEY_TTL_MS}.
 * A remembered key whose time is up is still trusted while it is asked again in the background
 * (stale-while-revalidate): a slow or stalled database must not hold every shop request in this hook
 * (docs/serving-trust.md "Deadlines"). A rotated key stops at its `expires_at` on the injected clock even while
 * remembered; a 'shopKeys.changed' event (revoke/rotate in this process) forgets every key at once.
 * An unknown key waits for the database.
 */
export class ShopApiKeyVerifier {
  readonly #verified = new Map<string, Remembered>();
  readonly #checking = new Set<string>();
  /** Bumped when keys change here, so a check that started before cannot remember a revoked key. */
  #generation = 0;

  constructor(
    private readonly repo: ShopApiKeysRepository,
    private readonly now: () => Date = () => new Date(),
    events?: DomainEvents,
  ) {
    events?.on('shopKeys.changed', () => {
      this.#generation += 1;
      this.#verified.clear();
    });
  }

  /** The stored, usable key `key`, or null. Never throws for a bad key; throws when the database fails on an unknown one. */
  async verify(key: string | undefined): Promise<ShopKey | null> {
    if (!key) return null;
    const hash = hashApiKey(key);
    const known = this.#verified.get(hash);
    if (known === undefined) return this.#check(hash);
    if (known.expiresAt !== null && known.expiresAt <= this.now().getTime()) {
      this.#verified.delete(hash);
      return null;
    }
    if (known.until <= performance.now() && !this.#checking.has(hash)) {
      this.#checking.add(hash);
      // A failed re-check keeps the key trusted until the next request asks again.
      void this.#check(hash)
        .catch(() => undefined)
        .finally(() => this.#checking.delete(hash));
    }
    return known.key;
  }

  async #check(hash: string): Promise<ShopKey | null> {
    const generation = this.#generation;
    const row = await this.repo.find(hash);
    const expiresAt = row?.expiresAt ? row.expiresAt.getTime() : null;
    if (!row || row.revokedAt || (expiresAt !== null && expiresAt <= this.now().getTime())) {
      this.#verified.delete(hash);
      return null;
    }
    const key = { id: row.id, channel: row.channel, market: row.market };
    if (generation === this.#generation) this.#verified.set(hash, { key, expiresAt, until: performance.now() + VERIFIED_KEY_TTL_MS });
    return key;
  }
}
