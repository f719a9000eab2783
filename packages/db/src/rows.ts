import type { SQL } from 'drizzle-orm';
import type { Database } from './connect';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; this hides the difference
 * so repositories can keep hand-written SQL reviewable (STYLE.md "SQL of the repositories reviewable").
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
