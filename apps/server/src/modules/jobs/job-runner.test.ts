import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';

/** With DATABASE_URL on PostgreSQL the server's background jobs run on pg-boss (durable schedules). */
describe('job runner on PostgreSQL', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('schedules the daily billing and event-partition jobs in pg-boss, Europe/Warsaw time', async (ctx) => {
    server = await startTestServer({ databaseUrl: (url) => url, env: { BILLING_JOBS: 'true' } });
    if (!server.db.url) ctx.skip(); // PGlite fallback: no PostgreSQL here
    expect(server.app.jobs.kind).toBe('pg-boss');
    const rows = await queryRows<{ name: string; cron: string; timezone: string }>(
      server.db.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: 'billing-daily', cron: '0 6 * * *', timezone: 'Europe/Warsaw' },
      { name: 'events-partitions', cron: '30 0 * * *', timezone: 'Europe/Warsaw' },
    ]);
  });
});
