import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** SQL of shop API keys (table shop_api_keys: SHA-256 hex of each key, never the key itself). */
export class ShopApiKeysRepository {
  constructor(private readonly db: Database) {}

  async exists(keyHash: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(this.db, sql`select 1 as one from shop_api_keys where key_hash = ${keyHash}`);
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from shop_api_keys`);
    return row?.n ?? 0;
  }

  /** Inserts a key hash; a hash already stored is left as it is. */
  async insert(name: string, keyHash: string): Promise<void> {
    await queryRows(
      this.db,
      sql`insert into shop_api_keys (name, key_hash) values (${name}, ${keyHash}) on conflict (key_hash) do nothing`,
    );
  }
}
