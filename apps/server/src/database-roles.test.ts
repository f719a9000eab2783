import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import type { Config } from './config';
import { withStartupLock } from './database-roles';

// Hosts starting at once take turns for the one-time start-up work (docs/deployment.md "Starting several hosts").
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('withStartupLock', () => {
  it('runs the start-up work of three processes one after another, never two at once', async () => {
    if (!db.url) return;
    const config = {
      databaseUrl: db.url,
      databaseOwnerUrl: undefined,
      database: { connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 },
    } as unknown as Config;
    const spans: Array<[number, number]> = [];
    const work = async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      spans.push([start, performance.now()]);
      return spans.length;
    };
    const results = await Promise.all([withStartupLock(config, work), withStartupLock(config, work), withStartupLock(config, work)]);
    expect([...results].sort()).toEqual([1, 2, 3]);
    spans.sort((x, y) => x[0] - y[0]);
    const overlaps = spans.slice(1).filter(([start], i) => start < spans[i]![1]).length;
    expect(overlaps).toBe(0);
  });

  it('releases the lock when the work fails', async () => {
    if (!db.url) return;
    const config = {
      databaseUrl: db.url,
      databaseOwnerUrl: undefined,
      database: { connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 },
    } as unknown as Config;
    await expect(withStartupLock(config, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expect(withStartupLock(config, () => Promise.resolve('next start'))).resolves.toBe('next start');
  });
});
