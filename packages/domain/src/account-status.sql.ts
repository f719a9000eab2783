import { ACCOUNT_STATUSES, accountServes } from './account-status';
import { sqlList } from './sql-text';

/**
 * SQL mirror of {@link accountServes} ("only ACTIVE accounts serve"): a boolean condition on an account
 * status column, e.g. `accountServesSql('acc.status')` → `acc.status in ('ACTIVE')`. The statuses are taken
 * from the predicate itself; packages/db/src/domain-sql.test.ts holds the two equal on PostgreSQL.
 * @param column an SQL column or expression of the account status (trusted text, never user input)
 */
export function accountServesSql(column: string): string {
  return `${column} in (${sqlList(ACCOUNT_STATUSES.filter(accountServes))})`;
}
