import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../../testing/server.testkit';
import { createAccount, createUser } from '../../../testing/fixtures.testkit';
import { seedCampaign, seedCategories, seedProducts } from '../../../testing/serving.testkit';
import { api } from '../../../testing/billing.testkit';
import { startMinistry, type Ministry } from '../../../testing/ksef/ksef-ministry.testkit';

/* KSeF is off by default (docs/ksef.md "Configuration"): with jobs running on pg-boss, nothing is sent. */

let clock = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let ministry: Ministry;

beforeAll(async () => {
  ministry = await startMinistry({ token: 'unused', nip: '5260001246' });
  // KSEF_BASE_URL and a token point at the stand-in, but KSEF_ENABLED is not set.
  server = await startTestServer({
    now: () => clock,
    databaseUrl: (url) => url,
    env: { BILLING_JOBS: 'true', KSEF_BASE_URL: ministry.url, KSEF_TOKEN: 'unused' },
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await ministry?.close();
});

describe('KSEF_ENABLED unset', () => {
  it('issues invoices without sending anything: no submission, no job, "KSeF: off" on the staff list', async (ctx) => {
    if (!server.db.url) ctx.skip();
    const db = server.db.db;
    await seedCategories(db);
    await seedProducts(db, [{ id: 'p1' }]);
    const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-2', roles: ['marops'] });
    const account = await createAccount(db, { name: 'Cicha', type: 'BRAND', brandCodes: ['nike'] });
    const campaign = await seedCampaign(db, {
      accountId: account,
      name: 'Wiosna',
      startDate: '2026-03-01',
      dailyBudget: null,
      maxCpc: 999,
      productIds: ['p1'],
    });
    await db.execute(
      sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, price, max_cpc)
          values ('e-1', 'rb-1', '2026-03-10'::date, ${campaign}::uuid, 'p1', 'u-1', '2026-03-10T10:00:00Z'::timestamptz, '2026-03-10'::date, 250, true, 250, 999)`,
    );
    const staff = await server.login(s.email, s.password);
    clock = new Date('2026-04-03T05:00:00Z');
    expect((await api(server, staff, 'POST', '/marops/billing/closes/2026-03/run')).json).toMatchObject({ invoicesCreated: 1 });
    // Longer than a job pick-up (1 s polling) and a sweep would take.
    await new Promise((r) => setTimeout(r, 3000));
    expect(ministry.requests).toEqual([]);
    expect(await queryRows(db, sql`select * from ksef_submissions`)).toEqual([]);
    const queues = await queryRows<{ name: string }>(db, sql`select name from pgboss.queue where name like 'ksef%'`);
    expect(queues).toEqual([]);
    const list = await api(server, staff, 'GET', `/marops/billing/invoices?accountId=${account}`);
    expect(list.json.content[0]).toMatchObject({ ksefNumber: null, ksef: { status: 'OFF', ksefNumber: null, upo: false } });
  });
});
