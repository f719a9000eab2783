import { DUE_SOON_DAYS, type InvoiceStatus } from './billing';
import { addDaysToDay, type Day } from './days';
import { sqlDay } from './sql-text';

/** SQL columns or expressions of an invoice's paid_at (timestamptz), gross (grosze) and due_date (date). */
export interface InvoiceColumns {
  paidAt: string;
  gross: string;
  dueDate: string;
}

/**
 * SQL mirror of {@link invoiceStatus}: a boolean condition true when the invoice's status on Warsaw day
 * `today` is `status` (PAID when paid or gross = 0; REFUND_DUE when unpaid and gross < 0; else OVERDUE after the due date, DUE within
 * DUE_SOON_DAYS of it, ISSUED before). Plain comparisons on the columns, so indexes still apply.
 * packages/db/src/domain-sql.test.ts holds it equal to invoiceStatus on PostgreSQL.
 * @param c the invoice columns (trusted text, never user input)
 * @throws Error when `today` is not a YYYY-MM-DD day
 */
export function invoiceStatusSql(status: InvoiceStatus, c: InvoiceColumns, today: Day): string {
  const day = sqlDay(today);
  const soon = sqlDay(addDaysToDay(today, DUE_SOON_DAYS));
  const unpaid = `${c.paidAt} is null and ${c.gross} > 0`;
  switch (status) {
    case 'PAID':
      return `(${c.paidAt} is not null or ${c.gross} = 0)`;
    case 'REFUND_DUE':
      return `(${c.paidAt} is null and ${c.gross} < 0)`;
    case 'OVERDUE':
      return `(${unpaid} and ${c.dueDate} < ${day})`;
    case 'DUE':
      return `(${unpaid} and ${c.dueDate} >= ${day} and ${c.dueDate} <= ${soon})`;
    case 'ISSUED':
      return `(${unpaid} and ${c.dueDate} > ${soon})`;
  }
}
