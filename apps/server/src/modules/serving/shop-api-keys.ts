import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@ads/db';
import { ShopApiKeysRepository } from './shop-api-keys.repository';

/**
 * Shop API keys: the shop calls /v2 with `Authorization: Bearer <key>` (Topsort's HTTPBearer
 * scheme). Keys are stored only as SHA-256 hex.
 */

/** SHA-256 of a key, lower-case hex (what shop_api_keys.key_hash holds). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Makes sure the shop can call the serving API.
 * - With `configuredKey` (SHOP_API_KEY): stores its hash if missing; returns `{ key: configuredKey, created }`.
 * - Without: when the table holds no key, creates a random 256-bit key (base64url), stores its hash and
 *   returns it with `created: true` so the start command can print it once; otherwise `{ key: null, created: false }`.
 */
export async function ensureShopApiKey(db: Database, configuredKey?: string): Promise<{ key: string | null; created: boolean }> {
  const repo = new ShopApiKeysRepository(db);
  if (configuredKey) {
    const hash = hashApiKey(configuredKey);
    if (await repo.exists(hash)) return { key: configuredKey, created: false };
    await repo.insert('SHOP_API_KEY', hash);
    return { key: configuredKey, created: true };
  }
  if ((await repo.count()) > 0) return { key: null, created: false };
  const key = randomBytes(32).toString('base64url');
  await repo.insert('generated at start', hashApiKey(key));
  return { key, created: true };
}

/** How long a verified key is trusted without asking the database again, ms. */
const VERIFIED_KEY_TTL_MS = 30_000;

/**
 * Checks presented keys against shop_api_keys, remembering good ones for {@link VERIFIED_KEY_TTL_MS}.
 * A remembered key whose time is up is still trusted while it is asked again in the background
 * (stale-while-revalidate): a slow or stalled database must not hold every shop request in this hook
 * (issue #6 "Deadlines"). A key found revoked is forgotten at once; an unknown key waits for the database.
 */
export class ShopApiKeyVerifier {
  readonly #verified = new Map<string, number>();
  readonly #checking = new Set<string>();

  constructor(private readonly repo: ShopApiKeysRepository) {}

  /** True when `key` is a stored shop API key. Never throws for a bad key; throws when the database fails on an unknown one. */
  async verify(key: string | undefined): Promise<boolean> {
    if (!key) return false;
    const hash = hashApiKey(key);
    const until = this.#verified.get(hash);
    if (until === undefined) return this.#check(hash);
    if (until <= performance.now() && !this.#checking.has(hash)) {
      this.#checking.add(hash);
      // A failed re-check keeps the key trusted until the next request asks again.
      void this.#check(hash)
        .catch(() => undefined)
        .finally(() => this.#checking.delete(hash));
    }
    return true;
  }

  async #check(hash: string): Promise<boolean> {
    if (!(await this.repo.exists(hash))) {
      this.#verified.delete(hash);
      return false;
    }
    this.#verified.set(hash, performance.now() + VERIFIED_KEY_TTL_MS);
    return true;
  }
}
