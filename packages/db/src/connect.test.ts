import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './connect';
import { queryRows } from './rows';
import { createTestDatabase } from './testing';
import { brands } from './schema';

describe('database handles', () => {
  it('migrates an in-memory PGlite and round-trips rows', async () => {
    const h = await openDatabase({});
    await h.migrate();
    await h.migrate(); // idempotent
    await h.db.insert(brands).values({ code: 'nike', label: 'Nike' });
    const rows = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from brands`);
    expect(rows[0]?.n).toBe(1);
    await h.close();
  });

  const handles: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it('gives each caller its own migrated database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    handles.push(a, b);
    await a.db.insert(brands).values({ code: 'puma', label: 'Puma' });
    const inA = await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from brands`);
    const inB = await queryRows<{ n: number }>(b.db, sql`select count(*)::int as n from brands`);
    expect(inA[0]?.n).toBe(1);
    expect(inB[0]?.n).toBe(0);
    if (a.url) expect(a.url).not.toBe(b.url);
  });

  it('returns bigint sums as numbers on both drivers', async () => {
    const h = handles[0]!;
    const rows = await queryRows<{ s: number }>(h.db, sql`select sum(x)::bigint as s from (values (9007199254740990::bigint)) v(x)`);
    expect(Number(rows[0]?.s)).toBe(9007199254740990);
  });
});
