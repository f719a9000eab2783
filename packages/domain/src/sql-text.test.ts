import { describe, expect, it } from 'vitest';
import { accountServesSql } from './account-status.sql';
import { invoiceStatusSql } from './billing.sql';
import { isValidClick } from './click-validity';
import { validClickSql } from './click-validity.sql';
import { sqlDay, sqlList } from './sql-text';

// The mirrors' equality with their predicates is proven on PostgreSQL in packages/db/src/domain-sql.test.ts;
// these pin the text the repositories embed.
describe('SQL mirrors (text)', () => {
  it('only ACTIVE accounts serve', () => {
    expect(accountServesSql('acc.status')).toBe("acc.status in ('ACTIVE')");
  });

  it('valid clicks: no reason, or a valid-but-unbilled one', () => {
    expect(validClickSql('c.not_billable_reason')).toBe(
      "(c.not_billable_reason is null or c.not_billable_reason in ('BUDGET_EXHAUSTED', 'ACCOUNT_NOT_ACTIVE'))",
    );
    expect(isValidClick(null)).toBe(true);
    expect(isValidClick('ACCOUNT_NOT_ACTIVE')).toBe(true);
    expect(isValidClick('REPEAT_CLICK')).toBe(false);
  });

  it('invoice status: DUE is the window of DUE_SOON_DAYS before the due date', () => {
    expect(invoiceStatusSql('DUE', { paidAt: 'i.paid_at', gross: 'i.gross', dueDate: 'i.due_date' }, '2026-02-27')).toBe(
      "(i.paid_at is null and i.gross > 0 and i.due_date >= '2026-02-27'::date and i.due_date <= '2026-03-02'::date)",
    );
  });

  it('lets only well-formed days and quoted literals into the text', () => {
    expect(() => sqlDay("2026-01-01'; drop table x; --")).toThrow();
    expect(sqlDay('2026-01-01')).toBe("'2026-01-01'::date");
    expect(sqlList(["it's", 'A'])).toBe("'it''s', 'A'");
  });
});
