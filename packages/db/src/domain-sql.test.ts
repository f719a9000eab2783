import {
  ACCOUNT_STATUSES,
  accountServes,
  accountServesSql,
  addDaysToDay,
  invoiceStatus,
  invoiceStatusSql,
  isValidClick,
  NOT_BILLABLE_REASONS,
  productStock,
  productStockSql,
  termsVersionInForce,
  termsVersionInForceSql,
  timestamptzLiteral,
  validClickSql,
  type InvoiceStatus,
} from '@ads/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './rows';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The SQL mirrors of domain predicates (packages/domain/src/*.sql.ts) evaluated by PostgreSQL for every
 * input combination and compared with the TypeScript predicate they mirror: one rule, two languages, equal.
 */
let h: TestDatabase;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

const literal = (v: string | null, type: string) => (v === null ? `null::${type}` : `'${v}'::${type}`);

async function evaluate(columns: string, rows: string[], select: string): Promise<boolean[]> {
  const query = `select ${select} as v from (values ${rows.join(', ')}) as t(i, ${columns}) order by i`;
  const out = await queryRows<{ v: boolean }>(h.db, sql.raw(query));
  return out.map((r) => r.v);
}

describe('accountServesSql mirrors accountServes ("only ACTIVE accounts serve")', () => {
  it('agrees on every account status', async () => {
    const rows = ACCOUNT_STATUSES.map((s, i) => `(${i}, ${literal(s, 'text')})`);
    expect(await evaluate('status', rows, accountServesSql('t.status'))).toEqual(ACCOUNT_STATUSES.map(accountServes));
  });
});

describe('validClickSql mirrors isValidClick ("only valid clicks are billed")', () => {
  it('agrees on no reason and on every reason', async () => {
    const reasons = [null, ...NOT_BILLABLE_REASONS];
    const rows = reasons.map((r, i) => `(${i}, ${literal(r, 'text')})`);
    expect(await evaluate('reason', rows, validClickSql('t.reason'))).toEqual(reasons.map(isValidClick));
  });
});

describe('invoiceStatusSql mirrors invoiceStatus', () => {
  const STATUSES: InvoiceStatus[] = ['ISSUED', 'DUE', 'PAID', 'OVERDUE', 'REFUND_DUE'];
  // Month and year ends: the DUE window crosses them.
  const TODAYS = ['2026-06-15', '2026-02-27', '2026-12-30'];

  it.each(TODAYS)('agrees on paid or not × gross sign × due date around %s, for every status', async (today) => {
    const cases = [null, new Date('2026-01-05T10:00:00Z')].flatMap((paidAt) =>
      [-100, 0, 1, 12300].flatMap((gross) =>
        [-30, -5, -1, 0, 1, 2, 3, 4, 5, 30].map((d) => ({ paidAt, gross, dueDate: addDaysToDay(today, d) })),
      ),
    );
    const rows = cases.map(
      (c, i) => `(${i}, ${literal(c.paidAt?.toISOString() ?? null, 'timestamptz')}, ${c.gross}::bigint, ${literal(c.dueDate, 'date')})`,
    );
    const columns = { paidAt: 't.paid_at', gross: 't.gross', dueDate: 't.due_date' };
    for (const status of STATUSES) {
      const inSql = await evaluate('paid_at, gross, due_date', rows, invoiceStatusSql(status, columns, today));
      expect(inSql, status).toEqual(cases.map((c) => invoiceStatus(c, today) === status));
    }
  });
});

describe('productStockSql mirrors productStock (a product is in stock while its sold sizes have units)', () => {
  it('agrees on every mix of active and inactive sizes with 0, some or negative units', async () => {
    const cases: { active: boolean; stock: number }[][] = [
      [],
      [{ active: true, stock: 0 }],
      [{ active: false, stock: 5 }],
      [{ active: true, stock: 3 }, { active: false, stock: 9 }, { active: true, stock: 2 }],
      [{ active: true, stock: -1 }, { active: true, stock: 4 }],
    ];
    for (const sizes of cases) {
      const rows = sizes.length ? sizes.map((s, i) => `(${i}, ${s.active}, ${s.stock})`) : ['(0, null::boolean, null::int)'];
      const query = `select (${productStockSql('t.active', 't.stock')})::int as v from (values ${rows.join(', ')}) as t(i, active, stock)${sizes.length ? '' : ' where false'}`;
      const [row] = await queryRows<{ v: number }>(h.db, sql.raw(query));
      expect(row!.v).toBe(productStock(sizes));
    }
  });
});

describe('termsVersionInForceSql mirrors termsVersionInForce (docs/terms.md)', () => {
  // Version 3 takes effect before version 2 (published later for an earlier day): the highest number wins.
  const versions = [
    { version: 1, takesEffectAt: new Date('2023-07-31T22:00:00Z') },
    { version: 2, takesEffectAt: new Date('2026-12-08T23:00:00Z') },
    { version: 3, takesEffectAt: new Date('2026-12-05T23:00:00Z') },
  ];
  const table = `(select * from (values ${versions.map((v) => `(${v.version}, ${timestamptzLiteral(v.takesEffectAt)})`).join(', ')}) as x(version, takes_effect_at))`;
  const nows = ['2023-07-31T21:59:59.999Z', '2023-07-31T22:00:00Z', '2026-12-05T22:59:59Z', '2026-12-05T23:00:00Z', '2026-12-08T23:00:00Z', '2030-01-01T00:00:00Z'];

  it.each(nows)('agrees at %s, and with no versions at all', async (now) => {
    const at = new Date(now);
    const [row] = await queryRows<{ v: number | null }>(h.db, sql.raw(`select ${termsVersionInForceSql(table, timestamptzLiteral(at))} as v`));
    expect(row!.v).toBe(termsVersionInForce(versions, at));
    const [none] = await queryRows<{ v: number | null }>(
      h.db,
      sql.raw(`select ${termsVersionInForceSql('(select 1 as version, now() as takes_effect_at where false)', timestamptzLiteral(at))} as v`),
    );
    expect(none!.v).toBe(termsVersionInForce([], at));
  });
});
