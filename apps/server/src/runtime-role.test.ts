import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { createUser } from './testing/fixtures.testkit';
import { loginWithPassword } from './testing/login.testkit';
import { callOnNewConnection, startServer, type StartedServer } from './testing/processes.testkit';
import { seedAccount, seedCampaign, seedCategories, seedProducts } from './testing/serving.testkit';

// The server runs as a least-privilege role (docs/operations.md "Database roles"): DATABASE_OWNER_URL migrates and
// grants, DATABASE_URL's role serves and cannot truncate, alter, or switch off the append-only triggers.
let db: TestDatabase;
let server: StartedServer | undefined;
let app: pg.Client | undefined;

beforeAll(async () => {
  db = await createTestDatabase({ runtimeRole: true });
  if (!db.runtimeUrl) return;
  await seedCategories(db.db);
  await seedProducts(db.db, [{ id: 'p1' }]);
  const accountId = await seedAccount(db.db, 'Roles Brand');
  const campaignId = await seedCampaign(db.db, { accountId, name: 'Roles', maxCpc: 100, productIds: ['p1'], startDate: '2025-01-01' });
  await db.db
    .execute(sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
    values ('clk-role', 'bid-role', '2026-11-02', ${campaignId}, 'p1', 'u1', '2026-11-02T10:00:00Z', '2026-11-02', 40, true)`);
}, 60_000);

afterAll(async () => {
  await app?.end();
  await server?.stop();
  await db?.close();
});

/** The SQLSTATE (or message) a statement fails with as the runtime role; 'ok' when it succeeds. */
async function outcome(statement: string): Promise<string> {
  try {
    await app!.query(statement);
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; message: string };
    return `${e.code ?? ''} ${e.message}`;
  }
}

describe('the server as a least-privilege PostgreSQL role', () => {
  it('serves signed-in users as DATABASE_URL’s role, which cannot truncate, alter or bypass the clicks ledger', async () => {
    if (!db.runtimeUrl) return;
    const user = await createUser(db.db, { email: 'role@example.com', password: 'correct horse battery' });
    server = await startServer({ DATABASE_URL: db.runtimeUrl, DATABASE_OWNER_URL: db.url! }, 'Ads Portal is running at');
    const tokens = await loginWithPassword(server.baseUrl, user.email, user.password);
    const me = await callOnNewConnection(server.port, 'GET', '/api/account-views/user/info', {
      authorization: `Bearer ${tokens.accessToken}`,
    });
    expect(me.status).toBe(200);
    expect(server.output()).not.toMatch(/permission denied|database: role/);

    app = new pg.Client({ connectionString: db.runtimeUrl });
    await app.connect();
    const [role] = (await app.query('select rolsuper, rolbypassrls from pg_roles where rolname = current_user')).rows;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    expect((await app.query('select count(*)::int as n from clicks')).rows[0].n).toBe(1);
    expect(await outcome('truncate clicks')).toMatch(/^42501 permission denied/);
    expect(await outcome("set session_replication_role = 'replica'")).toMatch(/^42501 permission denied/);
    expect(await outcome('alter table clicks disable trigger clicks_append_only')).toMatch(/^42501 must be owner/);
    expect(await outcome('alter table clicks add column x int')).toMatch(/^42501 must be owner/);
    expect(await outcome('drop table clicks')).toMatch(/^42501 must be owner/);
    expect(await outcome('create table scratch (x int)')).toMatch(/^42501 permission denied/);
    expect(await outcome('update clicks set cost = 0')).toMatch(/append-only \(UPDATE refused\)/);
    expect(await outcome('delete from clicks')).toMatch(/append-only \(DELETE refused\)/);
    expect((await app.query('select cost from clicks')).rows).toEqual([{ cost: 40 }]);
    // Partition upkeep still works for it, through the owner's SECURITY DEFINER function.
    expect(await outcome('select events_ensure_partitions(4)')).toBe('ok');
  }, 120_000);

  it('can add spend and statistics but never take them back (migration 0022)', async () => {
    if (!db.runtimeUrl || !app) return;
    const campaign = `(select id from campaigns where name = 'Roles')`;
    expect(await outcome(`update campaigns set spent_total = 40, spent_today = 40, spend_day = '2026-11-02' where id = ${campaign}`)).toBe(
      'ok',
    );
    expect(await outcome(`update campaigns set spent_total = 0 where id = ${campaign}`)).toMatch(/^23001 campaign .* spend only grows/);
    expect(await outcome(`update campaigns set spent_today = 10 where id = ${campaign}`)).toMatch(/^23001 .*spend only grows/);
    expect(await outcome(`update campaigns set spent_today = 0, spend_day = '2026-11-03' where id = ${campaign}`)).toBe('ok'); // a new day
    expect(await outcome(`delete from campaigns where id = ${campaign}`)).toMatch(/^23001 campaign .* never deleted/);

    const row = `${campaign}, 'p1', '2026-11-02'`;
    expect(
      await outcome(`insert into stats_daily (campaign_id, product_id, day, impressions, clicks, cost) values (${row}, 10, 1, 40)`),
    ).toBe('ok');
    expect(await outcome(`insert into stats_deltas (campaign_id, product_id, day, cost) values (${row}, -40)`)).toMatch(
      /^23514 .*stats_deltas_not_negative/,
    );
    // The search-term roll-up (migration 0028): counts never negative, a term of 1–80 characters.
    const term = `${campaign}, '2026-11-02', null`;
    expect(
      await outcome(`insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, cost) values (${term}, 'buty', 40)`),
    ).toBe('ok');
    expect(
      await outcome(`insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, cost) values (${term}, 'x', -1)`),
    ).toMatch(/^23514 .*stats_search_terms_daily_not_negative/);
    // Its account roll-up (migration 0036, docs/statistics-scale.md "Search terms"): the same checks.
    const accountTerm = `(select account_id from campaigns where id = ${campaign}), '2026-11-02'`;
    expect(
      await outcome(
        `insert into stats_search_terms_account_daily (account_id, day, search_term, cost) values (${accountTerm}, 'buty', 40)`,
      ),
    ).toBe('ok');
    expect(
      await outcome(`insert into stats_search_terms_account_daily (account_id, day, search_term, cost) values (${accountTerm}, 'x', -1)`),
    ).toMatch(/^23514 .*stats_search_terms_account_daily_not_negative/);
    // The repair fills the derived roll-ups from stats_daily: it runs for it with its owner's rights.
    expect(await outcome('select rebuild_stats_rollups()')).toBe('ok');
    for (const table of [
      'stats_daily',
      'stats_campaign_daily',
      'stats_category_daily',
      'stats_account_daily',
      'stats_search_terms_daily',
      'stats_search_terms_account_daily',
      'stats_product_daily',
    ]) {
      expect(await outcome(`update ${table} set impressions = impressions + 1`)).toBe('ok');
      expect(await outcome(`update ${table} set cost = 0`)).toMatch(/^23001 statistics table .* only grows \(UPDATE/);
      expect(await outcome(`delete from ${table}`)).toMatch(/^23001 statistics table .* only grows \(DELETE refused\)/);
    }
    // A repair recomputes them from stats_daily and keeps every figure.
    expect(await outcome('select rebuild_stats_rollups()')).toBe('ok');
    expect((await app.query('select cost::int, impressions::int from stats_account_daily')).rows).toEqual([{ cost: 40, impressions: 11 }]);
  }, 60_000);
});
