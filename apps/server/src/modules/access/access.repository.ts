import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import { isUuid, termsVersionInForceSql, timestamptzLiteral } from '@ads/domain';

/** A user as access needs it, with their memberships. */
export interface ActorRow {
  id: string;
  email: string;
  name: string;
  roles: string[];
  termsAcceptedVersion: number | null;
  /** The terms version in force at the instant the query was given (null = none). */
  termsVersionInForce: number | null;
  /** The chosen language ('en' | 'pl'), null when not chosen (users_language_ck). */
  language: string | null;
  disabled: boolean;
  accountIds: string[];
  /** Status of each membership's account, in the order of `accountIds`. */
  accountStatuses: string[];
  /** The user's role in each membership's account (`ACCOUNT_ROLES` in @ads/domain), in the order of `accountIds`. */
  accountRoles: string[];
  /** Status of the account staff act on (`find`'s `actingOn`), null when not asked or not found. */
  actingOnStatus: string | null;
}

/** An API key as access needs it (docs/api-keys.md), with its account's status and its maker. */
export interface ApiKeyRow {
  id: string;
  accountId: string;
  name: string;
  role: string;
  prefix: string;
  keyHash: string;
  revoked: boolean;
  lastUsedAt: Date | null;
  accountStatus: string;
  createdBy: string;
  creatorEmail: string;
  /** The maker was disabled: their keys stop too. */
  creatorDisabled: boolean;
}

/** Last use is written at most this often per key (ms): one write a minute instead of one per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** SQL of actor resolution: one statement per request (docs/architecture.md "Plugins and access"). */
export class AccessRepository {
  constructor(private readonly db: Database) {}

  /**
   * The user with id `id` (embedded provider: the token's `sub`) or, when `email` is given (an
   * external Keycloak, whose `sub` is not our id), with that e-mail in any letter case — with the
   * ids, statuses and the user's roles of their accounts and the terms version in force at `now` (the newest with
   * takes_effect_at <= now, domain `termsVersionInForce`), in one query. Undefined when there is none.
   * @param actingOn the account a staff request acts on (an id, checked here): its status comes in the same query.
   */
  async find(by: { id: string } | { email: string }, now: Date, actingOn?: string): Promise<ActorRow | undefined> {
    if ('id' in by && !isUuid(by.id)) return undefined;
    const where = 'id' in by ? sql`u.id = ${by.id}` : sql`lower(u.email) = lower(${by.email})`;
    const acting = actingOn && isUuid(actingOn) ? sql`(select status from accounts where id = ${actingOn}::uuid)` : sql`null::text`;
    const [row] = await queryRows<ActorRow>(
      this.db,
      sql`select u.id, u.email, u.name, u.roles, u.terms_accepted_version as "termsAcceptedVersion", u.language,
                 ${sql.raw(termsVersionInForceSql('terms_versions', timestamptzLiteral(now)))} as "termsVersionInForce",
                 u.disabled_at is not null as disabled,
                 coalesce(array_agg(m.account_id::text order by m.account_id) filter (where m.account_id is not null), '{}') as "accountIds",
                 coalesce(array_agg(a.status order by m.account_id) filter (where m.account_id is not null), '{}') as "accountStatuses",
                 coalesce(array_agg(m.role order by m.account_id) filter (where m.account_id is not null), '{}') as "accountRoles",
                 ${acting} as "actingOnStatus"
            from users u left join account_users m on m.user_id = u.id left join accounts a on a.id = m.account_id
           where ${where}
           group by u.id`,
    );
    return row;
  }

  /** Creates the user of an external identity provider on first sight (just-in-time provisioning). */
  async provision(v: { email: string; name: string; roles: string[] }, now: Date): Promise<ActorRow> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      sql`insert into users (email, name, roles) values (${v.email}, ${v.name}, ${textArray(v.roles)})
          on conflict ((lower(email))) do nothing returning id`,
    );
    const found = await this.find(row ? { id: row.id } : { email: v.email }, now);
    return found!;
  }

  /** The key with `prefix` (revoked or not), with its account's status and its maker, in one query. */
  async findApiKey(prefix: string): Promise<ApiKeyRow | undefined> {
    const [row] = await queryRows<ApiKeyRow>(
      this.db,
      sql`select k.id, k.account_id as "accountId", k.name, k.role, k.prefix, k.key_hash as "keyHash",
                 k.revoked_at is not null as revoked, k.last_used_at as "lastUsedAt", a.status as "accountStatus",
                 k.created_by as "createdBy", u.email as "creatorEmail", u.disabled_at is not null as "creatorDisabled"
            from api_keys k join accounts a on a.id = k.account_id join users u on u.id = k.created_by
           where k.prefix = ${prefix}`,
    );
    return row && { ...row, lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt) };
  }

  /** Records a call with key `id` at `at`, unless one was recorded less than {@link LAST_USED_RESOLUTION_MS} before. */
  async touchApiKey(id: string, at: Date): Promise<void> {
    const since = new Date(at.getTime() - LAST_USED_RESOLUTION_MS);
    await queryRows(
      this.db,
      sql`update api_keys set last_used_at = ${at.toISOString()}::timestamptz
           where id = ${id}::uuid and (last_used_at is null or last_used_at <= ${since.toISOString()}::timestamptz)`,
    );
  }
}
