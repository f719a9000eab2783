/**
 * SQL mirror of `termsVersionInForce` (terms.ts): a scalar subquery giving the version in force at `now` — the
 * newest version whose takes_effect_at is at or before it, null when none — over a table (or derived
 * table) with `version` and `takes_effect_at` columns. packages/db/src/domain-sql.test.ts holds the two
 * equal on PostgreSQL.
 * @param versions the table, e.g. `terms_versions` (trusted text, never user input)
 * @param now an SQL timestamptz expression (trusted text), e.g. {@link timestamptzLiteral}
 */
export function termsVersionInForceSql(versions: string, now: string): string {
  return `(select max(tv.version) from ${versions} tv where tv.takes_effect_at <= ${now})`;
}

/** An instant as an SQL timestamptz literal (ISO-8601 UTC, from a Date: no user text). */
export function timestamptzLiteral(at: Date): string {
  return `'${at.toISOString()}'::timestamptz`;
}

