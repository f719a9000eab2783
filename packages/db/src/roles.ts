import { sql } from 'drizzle-orm';
import type { Database } from './connect';
import { queryRows } from './rows';

/**
 * The least-privilege runtime role (docs/operations.md "Database roles"). Migrations run as the owner
 * role (DATABASE_OWNER_URL); the serving processes connect as DATABASE_URL's role, which gets only:
 * USAGE on schema public; SELECT, INSERT, UPDATE, DELETE on its tables (present, and future ones the
 * owner creates such as monthly event partitions); USAGE, SELECT on its sequences; EXECUTE on its
 * functions. No TRUNCATE, REFERENCES or TRIGGER, no CREATE, no ownership: it cannot alter or drop a
 * table, disable a trigger, or set `session_replication_role` (a superuser-only setting, PostgreSQL
 * "Server Configuration: Client Connection Defaults"), so the append-only triggers bind it.
 * Idempotent; run by the owner after every migration.
 * @param role the runtime role's name (`select current_user` on its connection).
 */
export async function grantRuntimeRole(owner: Database, role: string): Promise<void> {
  const r = sql.identifier(role);
  await owner.transaction(async (tx) => {
    await tx.execute(sql`grant usage on schema public to ${r}`);
    await tx.execute(sql`revoke all on all tables in schema public from ${r}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${r}`);
    await tx.execute(sql`grant usage, select on all sequences in schema public to ${r}`);
    await tx.execute(sql`grant execute on all functions in schema public to ${r}`);
    // Tables the owner creates later (events_ensure_partitions adds a partition each month) get the same grants.
    await tx.execute(sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${r}`);
    await tx.execute(sql`alter default privileges in schema public grant usage, select on sequences to ${r}`);
  });
}

/** The role a connection acts as. */
export async function currentRole(db: Database): Promise<string> {
  const [row] = await queryRows<{ role: string }>(db, sql`select current_user as role`);
  return row!.role;
}

/**
 * What makes the connection's role more than least privilege, as sentences for the start-up log
 * (empty = least privilege): superuser, BYPASSRLS, owner of tables in schema public, CREATE on it.
 */
export async function runtimeRoleWarnings(db: Database): Promise<string[]> {
  const [row] = await queryRows<{ role: string; superuser: boolean; bypassrls: boolean; owned: number; can_create: boolean }>(
    db,
    sql`select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
          (select count(*)::int from pg_class c where c.relnamespace = 'public'::regnamespace and pg_has_role(c.relowner, 'USAGE')) as owned,
          has_schema_privilege('public', 'CREATE') as can_create
        from pg_roles r where r.rolname = current_user`,
  );
  if (!row) return [];
  const warnings: string[] = [];
  if (row.superuser) warnings.push(`role ${row.role} is a superuser: it can bypass every trigger and grant`);
  else if (row.bypassrls) warnings.push(`role ${row.role} bypasses row-level security`);
  if (row.owned > 0)
    warnings.push(`role ${row.role} owns ${row.owned} relations in schema public: it can alter, truncate and disable their triggers`);
  if (row.can_create) warnings.push(`role ${row.role} can create objects in schema public`);
  return warnings;
}
