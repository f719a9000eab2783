import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** An API key as its account's admins see it (never the key, never its hash). */
export interface ApiKeyRow {
  id: string;
  name: string;
  role: string;
  prefix: string;
  createdAt: Date;
  createdByEmail: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = sql`k.id, k.name, k.role, k.prefix, k.created_at as "createdAt", u.email as "createdByEmail",
  k.last_used_at as "lastUsedAt", k.revoked_at as "revokedAt"`;

function toRow(r: ApiKeyRow): ApiKeyRow {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return { ...r, createdAt: new Date(r.createdAt), lastUsedAt: date(r.lastUsedAt), revokedAt: date(r.revokedAt) };
}

/** SQL of an account's API keys (table api_keys; docs/api-keys.md). */
export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  /** The account's keys, active first, then newest first. */
  async list(scope: AccountScope): Promise<ApiKeyRow[]> {
    const rows = await queryRows<ApiKeyRow>(
      this.db,
      sql`select ${COLUMNS} from api_keys k left join users u on u.id = k.created_by
           where k.account_id = ${scope.accountId}::uuid
           order by k.revoked_at is not null, k.created_at desc, k.id`,
    );
    return rows.map(toRow);
  }

  /** Count of the account's keys that are not revoked. */
  async countActive(scope: AccountScope): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from api_keys where account_id = ${scope.accountId}::uuid and revoked_at is null`,
    );
    return row?.n ?? 0;
  }

  async insert(scope: AccountScope, v: { name: string; role: string; prefix: string; hash: string; at: Date }): Promise<ApiKeyRow> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      sql`insert into api_keys (account_id, name, role, prefix, key_hash, created_by, created_at)
          values (${scope.accountId}::uuid, ${v.name}, ${v.role}, ${v.prefix}, ${v.hash}, ${scope.actor.userId}::uuid,
                  ${v.at.toISOString()}::timestamptz)
          returning id`,
    );
    return (await this.find(scope, row!.id))!;
  }

  async find(scope: AccountScope, id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await queryRows<ApiKeyRow>(
      this.db,
      sql`select ${COLUMNS} from api_keys k left join users u on u.id = k.created_by
           where k.id = ${id}::uuid and k.account_id = ${scope.accountId}::uuid`,
    );
    return row && toRow(row);
  }

  /** Revokes key `id` of the account at `at` (a revoked key keeps its time). @returns whether the account has the key. */
  async revoke(scope: AccountScope, id: string, at: Date): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update api_keys set revoked_at = coalesce(revoked_at, ${at.toISOString()}::timestamptz)
           where id = ${id}::uuid and account_id = ${scope.accountId}::uuid returning id`,
    );
    return rows.length > 0;
  }
}
