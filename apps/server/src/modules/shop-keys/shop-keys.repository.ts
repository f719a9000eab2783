import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** A stored key as the verifier needs it (never the key itself). */
export interface ShopApiKeyRow {
  id: string;
  channel: string;
  market: string;
  /** End of the rotation overlap; null = no end. */
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** SQL of shop API keys (table shop_api_keys: SHA-256 hex of each key, never the key itself). */
export class ShopApiKeysRepository {
  constructor(private readonly db: Database) {}

  /** The key stored under `keyHash`, revoked or not. */
  async find(keyHash: string): Promise<ShopApiKeyRow | undefined> {
    const [row] = await queryRows<ShopApiKeyRow>(
      this.db,
      sql`select id, channel, market, expires_at as "expiresAt", revoked_at as "revokedAt" from shop_api_keys where key_hash = ${keyHash}`,
    );
    return row && { ...row, expiresAt: toDate(row.expiresAt), revokedAt: toDate(row.revokedAt) };
  }

  /** The channel + market pairs that some usable key serves (not revoked, not past a rotation's overlap). */
  async servedPlaces(): Promise<{ channel: string; market: string }[]> {
    return queryRows<{ channel: string; market: string }>(
      this.db,
      sql`select distinct channel, market from shop_api_keys where revoked_at is null and (expires_at is null or expires_at > now())`,
    );
  }

  /** Keys of `channel` + `market` that are not revoked and have no end of overlap set. */
  async countUsable(channel: string, market: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from shop_api_keys
          where channel = ${channel} and market = ${market} and revoked_at is null and expires_at is null`,
    );
    return row?.n ?? 0;
  }

  /** Inserts a key hash for `channel` + `market`; a hash already stored is left as it is. */
  async insert(name: string, keyHash: string, channel: string, market: string): Promise<void> {
    await queryRows(
      this.db,
      sql`insert into shop_api_keys (name, key_hash, channel, market) values (${name}, ${keyHash}, ${channel}, ${market})
          on conflict (key_hash) do nothing`,
    );
  }
}

function toDate(v: Date | string | null): Date | null {
  return v === null ? null : new Date(v);
}
