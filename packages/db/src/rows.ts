import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './connect';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; this hides the difference
 * so repositories can keep hand-written SQL reviewable (docs/conventions.md "SQL of the repositories reviewable").
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A JS array as ONE SQL array parameter (`$1::text[]`). Interpolating an array into Drizzle's `sql`
 * template directly expands it into a row `($1, $2, …)`, which `= any(...)` cannot take.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

/** Like textArray, for uuid columns. */
export function uuidArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::uuid[]`;
}
