import { isValidClick, NOT_BILLABLE_REASONS } from './click-validity';
import { sqlList } from './sql-text';

/**
 * SQL mirror of {@link isValidClick}: a boolean condition on a click's `not_billable_reason` column, e.g.
 * `validClickSql('c.not_billable_reason')` →
 * `(c.not_billable_reason is null or c.not_billable_reason in ('BUDGET_EXHAUSTED', 'ACCOUNT_NOT_ACTIVE'))`.
 * The reasons are taken from the predicate itself; packages/db/src/domain-sql.test.ts holds the two equal on
 * PostgreSQL for no reason and every reason.
 * @param column an SQL column or expression of the reason (trusted text, never user input)
 */
export function validClickSql(column: string): string {
  return `(${column} is null or ${column} in (${sqlList(NOT_BILLABLE_REASONS.filter(isValidClick))}))`;
}
