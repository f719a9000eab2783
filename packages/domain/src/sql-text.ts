import { isDay, type Day } from './days';

/**
 * Helpers of the SQL mirrors (`*.sql.ts`): SQL text of a domain rule kept beside its TypeScript
 * predicate, for repositories to embed. Pure strings, no I/O.
 */

/** A comma list of SQL string literals (values are the domain's own constants, quotes doubled anyway). */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
}

/**
 * An SQL date literal of a Warsaw day, `'2026-05-01'::date`.
 * @throws Error when `day` is not a YYYY-MM-DD day (so no other text reaches the SQL).
 */
export function sqlDay(day: Day): string {
  if (!isDay(day)) throw new Error(`Not a day: ${day}`);
  return `'${day}'::date`;
}
