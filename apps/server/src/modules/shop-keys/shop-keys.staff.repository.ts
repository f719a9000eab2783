import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** A shop API key as staff see it (never the key, never its hash). */
export interface ShopKeyRow {
  id: string;
  name: string;
  channel: string;
  market: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  replacedBy: string | null;
}

const COLUMNS = sql`id, name, channel, market, created_at as "createdAt", expires_at as "expiresAt", revoked_at as "revokedAt", replaced_by as "replacedBy"`;

function toRow(r: ShopKeyRow): ShopKeyRow {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return { ...r, createdAt: new Date(r.createdAt), expiresAt: date(r.expiresAt), revokedAt: date(r.revokedAt) };
}

/** SQL of the staff screen of shop API keys (table shop_api_keys). */
export class ShopKeysStaffRepository {
  constructor(private readonly db: Database) {}

  /** Every key, newest first. */
  async list(): Promise<ShopKeyRow[]> {
    const rows = await queryRows<ShopKeyRow>(this.db, sql`select ${COLUMNS} from shop_api_keys order by created_at desc, id`);
    return rows.map(toRow);
  }

  async find(id: string): Promise<ShopKeyRow | undefined> {
    const [row] = await queryRows<ShopKeyRow>(this.db, sql`select ${COLUMNS} from shop_api_keys where id = ${id}::uuid`);
    return row && toRow(row);
  }

  async insert(name: string, keyHash: string, channel: string, market: string, at: Date): Promise<ShopKeyRow> {
    const [row] = await queryRows<ShopKeyRow>(
      this.db,
      sql`insert into shop_api_keys (name, key_hash, channel, market, created_at)
          values (${name}, ${keyHash}, ${channel}, ${market}, ${at.toISOString()}::timestamptz) returning ${COLUMNS}`,
    );
    return toRow(row!);
  }

  /**
   * In one transaction: inserts the successor of key `id` (same name, channel, market) and gives the
   * old key `expiresAt`. Only a key neither revoked nor already rotated is rotated; otherwise undefined.
   */
  async rotate(id: string, keyHash: string, at: Date, expiresAt: Date): Promise<ShopKeyRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [old] = await queryRows<{ name: string; channel: string; market: string }>(
        tx,
        sql`select name, channel, market from shop_api_keys where id = ${id}::uuid and revoked_at is null and expires_at is null for update`,
      );
      if (!old) return undefined;
      const [created] = await queryRows<ShopKeyRow>(
        tx,
        sql`insert into shop_api_keys (name, key_hash, channel, market, created_at)
            values (${old.name}, ${keyHash}, ${old.channel}, ${old.market}, ${at.toISOString()}::timestamptz) returning ${COLUMNS}`,
      );
      await queryRows(
        tx,
        sql`update shop_api_keys set expires_at = ${expiresAt.toISOString()}::timestamptz, replaced_by = ${created!.id}::uuid where id = ${id}::uuid`,
      );
      return toRow(created!);
    });
  }

  /** Revokes key `id` at `at` (a key already revoked keeps its time). @returns the key, or undefined when unknown. */
  async revoke(id: string, at: Date): Promise<ShopKeyRow | undefined> {
    const [row] = await queryRows<ShopKeyRow>(
      this.db,
      sql`update shop_api_keys set revoked_at = coalesce(revoked_at, ${at.toISOString()}::timestamptz) where id = ${id}::uuid returning ${COLUMNS}`,
    );
    return row && toRow(row);
  }
}
