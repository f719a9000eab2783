import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { InProcessRunner } from './job-runner';

/** With DATABASE_URL on PostgreSQL the server's background jobs run on pg-boss (durable schedules). */
describe('job runner on PostgreSQL', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('schedules the daily billing, event-partition and campaign-end notification jobs in pg-boss, Europe/Warsaw time', async (ctx) => {
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
      { name: 'insight-pacing-notices', cron: '20 0 * * *', timezone: 'Europe/Warsaw' },
      { name: 'notifications-campaign-end', cron: '15 0 * * *', timezone: 'Europe/Warsaw' },
    ]);
  });
});

/** On the embedded PGlite, queued jobs run in this process (docs/billing.md "Job runner"). */
describe('in-process runner queues', () => {
  it('runs a sent job with its data once started, never two of one singleton key at once, later when asked', async () => {
    const runner = new InProcessRunner({ error: () => undefined, info: () => undefined }, 60_000);
    const seen: Array<{ id: string; at: number }> = [];
    let running = 0;
    let overlapped = false;
    runner.addQueue<{ id: string }>({
      name: 'q',
      retryLimit: 0,
      run: async ({ id }) => {
        // Only a and b share a singleton key; c may run beside them.
        const keyed = id !== 'c';
        if (keyed) running += 1;
        overlapped ||= running > 1;
        seen.push({ id, at: Date.now() });
        await new Promise((r) => setTimeout(r, 100));
        if (keyed) running -= 1;
      },
    });
    expect(await runner.send('q', { id: 'early' })).toBe(false);
    await runner.start();
    const t0 = Date.now();
    expect(await runner.send('q', { id: 'a' }, { singletonKey: 'k' })).toBe(true);
    expect(await runner.send('q', { id: 'b' }, { singletonKey: 'k' })).toBe(true);
    expect(await runner.send('q', { id: 'c' }, { startAfterSeconds: 1 })).toBe(true);
    await new Promise((r) => setTimeout(r, 1800));
    await runner.stop();
    expect(seen.map((s) => s.id).sort()).toEqual(['a', 'b', 'c']);
    expect(overlapped).toBe(false);
    expect(seen.find((s) => s.id === 'c')!.at - t0).toBeGreaterThanOrEqual(950);
  });
});
