import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase } from './connect';
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

  it('migrates one empty PostgreSQL database from two processes at once: both succeed, each migration applied once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch (error) {
      if (process.env.TEST_REQUIRE_POSTGRES === '1') throw error;
      return; // PGlite is one process: nothing to race
    }
    const name = `ads_test_race_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const [a, b] = await Promise.all([openDatabase({ url: url.toString(), poolSize: 2 }), openDatabase({ url: url.toString(), poolSize: 2 })]);
      try {
        const outcomes = await Promise.allSettled([a.migrate(), b.migrate()]);
        expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual(['fulfilled', 'fulfilled']);
        const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
        const applied = await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(applied[0]?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
