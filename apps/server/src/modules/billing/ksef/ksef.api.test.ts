import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../../testing/server.testkit';
import { createAccount, createUser } from '../../../testing/fixtures.testkit';
import { seedCampaign, seedCategories, seedProducts } from '../../../testing/serving.testkit';
import { api } from '../../../testing/billing.testkit';
import { eventually } from '../../../testing/mail.testkit';
import { startMinistry, type Ministry } from '../../../testing/ksef/ksef-ministry.testkit';
import { billingParts } from '../billing.module';

/*
 * KSeF submission end to end on PostgreSQL (docs/ksef.md): the month close issues four invoices, the
 * pg-boss job sends each to a stand-in of the Ministry's KSeF API 2.0 that validates every request
 * against our contract and decrypts the invoices. The stand-in accepts one, rejects one (450), answers
 * one upload 503 with Retry-After first, holds one "in progress" beyond the attempt's polling, and
 * answers one 429 with an hour's Retry-After.
 */

const TOKEN = 'test-ksef-token-0123456789';
const SELLER_NIP = '5260001246';
let clock = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let ministry: Ministry;
let staff: string;
let adv: string;
let holdSlow = true;
const uploads: Record<string, number[]> = {};
const ids: Record<string, string> = {};
const NAMES = ['Przyjęta', 'Odrzucona', 'Ponowiona', 'Powolna', 'Zatkana'];

type Row = {
  status: string;
  ksef_number: string | null;
  status_code: number | null;
  status_description: string | null;
  upo: Buffer | null;
  last_error: string | null;
  locked_until: Date | null;
  attempts: number;
};
async function submission(name: string): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(
    server.db.db,
    sql`select s.* from ksef_submissions s join invoices i on i.id = s.invoice_id where i.account_id = ${ids[name]}::uuid`,
  );
  return row;
}
const invoiceId = async (name: string) =>
  (await queryRows<{ id: string }>(server.db.db, sql`select id from invoices where account_id = ${ids[name]}::uuid`))[0]!.id;
const ksefOf = async (name: string) =>
  (await api(server, staff, 'GET', `/marops/billing/invoices?accountId=${ids[name]}`)).json.content[0].ksef;

beforeAll(async () => {
  ministry = await startMinistry({
    token: TOKEN,
    nip: SELLER_NIP,
    decide: (xml) =>
      xml.includes('Odrzucona')
        ? { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: ['Nieprawidłowa wartość P_15.'] }
        : { code: 200, description: 'Sukces' },
    fault: (xml, attempt) => {
      const who = NAMES.find((n) => xml.includes(`${n} Sp. z o.o.`))!;
      (uploads[who] ??= []).push(Date.now());
      if (who === 'Zatkana') return { status: 429, retryAfter: '3600' };
      return who === 'Ponowiona' && attempt === 1 ? { status: 503, retryAfter: '1' } : undefined;
    },
    processingPolls: (xml) => (xml.includes('Powolna') && holdSlow ? Number.POSITIVE_INFINITY : 1),
  });
  server = await startTestServer({
    now: () => clock,
    databaseUrl: (url) => url,
    env: {
      BILLING_JOBS: 'true',
      KSEF_ENABLED: 'true',
      KSEF_BASE_URL: ministry.url,
      KSEF_TOKEN: TOKEN,
      KSEF_POLL_INTERVAL_MS: '20',
      KSEF_POLL_TIMEOUT_MS: '2000',
    },
  });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'p1' }]);
  const a = await createUser(db, { email: 'buyer@brand.test', password: 'secret-pass-1' });
  const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-2', roles: ['marops'] });
  let k = 0;
  for (const name of NAMES) {
    ids[name] = await createAccount(db, { name, type: 'BRAND', brandCodes: ['nike'], memberIds: [a.id] });
    const campaign = await seedCampaign(db, {
      accountId: ids[name]!,
      name: `Wiosna ${name}`,
      startDate: '2026-03-01',
      dailyBudget: null,
      maxCpc: 999,
      productIds: ['p1'],
    });
    for (let i = 0; i < 3; i++) {
      k += 1;
      await db.execute(
        sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, price, max_cpc)
            values (${`e-${k}`}, ${`rb-${k}`}, '2026-03-10'::date, ${campaign}::uuid, 'p1', ${`u-${k}`}, '2026-03-10T10:00:00Z'::timestamptz, '2026-03-10'::date, 250, true, 250, 999)`,
      );
    }
  }
  staff = await server.login(s.email, s.password);
  adv = await server.login(a.email, a.password);
  clock = new Date('2026-04-03T05:00:00Z');
  const run = await api(server, staff, 'POST', '/marops/billing/closes/2026-03/run');
  expect(run.json).toMatchObject({ status: 'DONE', invoicesCreated: NAMES.length });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await ministry?.close();
});

describe('KSeF submission (stand-in Ministry, pg-boss job, PostgreSQL)', () => {
  it('issues an invoice, the job sends it, KSeF accepts it with a number and the UPO is stored and served', async (ctx) => {
    if (!server.db.url) ctx.skip();
    const row = await eventually(async () => {
      const r = await submission('Przyjęta');
      return r?.status === 'ACCEPTED' && r.upo ? r : undefined;
    }, 30_000);
    const received = ministry.invoices.find((i) => i.decision?.ksefNumber === row.ksef_number)!;
    expect(row.ksef_number).toMatch(/^5260001246-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
    // What KSeF decrypted is byte for byte the XML stored at issue.
    const [doc] = await queryRows<{ content: Buffer }>(
      server.db.db,
      sql`select content from invoice_documents where invoice_id = ${await invoiceId('Przyjęta')}::uuid and format = 'xml'`,
    );
    expect(received.xml.equals(Buffer.from(doc!.content))).toBe(true);
    expect(Buffer.from(row.upo!).equals(received.upo!)).toBe(true);
    expect(
      ministry.requests.some(
        (r) => r.method === 'POST' && r.path === `/sessions/online/${received.sessionReference}/close` && r.status === 204,
      ),
    ).toBe(true);

    const ksef = await ksefOf('Przyjęta');
    expect(ksef).toMatchObject({ status: 'ACCEPTED', ksefNumber: row.ksef_number, statusCode: 200, upo: true });
    const upo = await api(server, staff, 'GET', `/marops/billing/invoices/${await invoiceId('Przyjęta')}/upo`);
    expect(upo.status).toBe(200);
    expect(upo.bytes.equals(received.upo!)).toBe(true);
    expect(upo.headers.get('repr-digest')).toBe(`sha-256=:${createHash('sha256').update(received.upo!).digest('base64')}:`);
    const mine = await api(server, adv, 'GET', '/billing/invoices', { accountId: ids['Przyjęta'] });
    expect(mine.json[0].ksefNumber).toBe(row.ksef_number);
    expect(ministry.problems).toEqual([]);
  });

  it("stores a rejection with the Ministry's status code and description, and shows it", async () => {
    const row = await eventually(
      async () => ((await submission('Odrzucona'))?.status === 'REJECTED' ? submission('Odrzucona') : undefined),
      30_000,
    );
    expect(row).toMatchObject({
      status_code: 450,
      status_description: 'Błąd weryfikacji semantyki dokumentu faktury',
      ksef_number: null,
      upo: null,
    });
    expect(await ksefOf('Odrzucona')).toMatchObject({
      status: 'REJECTED',
      statusCode: 450,
      statusDetails: ['Nieprawidłowa wartość P_15.'],
      ksefNumber: null,
      upo: false,
    });
    expect((await api(server, staff, 'GET', `/marops/billing/invoices/${await invoiceId('Odrzucona')}/upo`)).status).toBe(404);
    expect((await api(server, adv, 'GET', '/billing/invoices', { accountId: ids['Odrzucona'] })).json[0].ksefNumber).toBeNull();
    expect(ministry.problems).toEqual([]);
  });

  it('retries an upload answered 503 once, after its Retry-After, and then is accepted', async () => {
    await eventually(async () => ((await submission('Ponowiona'))?.upo ? true : undefined), 30_000);
    expect(uploads['Ponowiona']).toHaveLength(2);
    const [first, second] = uploads['Ponowiona']!;
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect((await submission('Ponowiona'))?.status).toBe('ACCEPTED');
    expect(ministry.problems).toEqual([]);
  });

  it('after an attempt that ended mid-way, the next one re-reads the status first and never sends the invoice again', async () => {
    // The job's attempt polls 2 s, then leaves the invoice SENDING with its references and a reason.
    const stuck = await eventually(async () => {
      const r = await submission('Powolna');
      return r?.status === 'SENDING' && r.last_error && !r.locked_until ? r : undefined;
    }, 30_000);
    expect(stuck.last_error).toContain('still in progress');
    expect(uploads['Powolna']).toHaveLength(1);
    holdSlow = false;
    const { ksef } = billingParts(server.app);
    const id = await invoiceId('Powolna');
    expect(await ksef!.service.submit(id)).toEqual({ state: 'ACCEPTED' });
    expect(uploads['Powolna']).toHaveLength(1);
    expect(await ksef!.service.submit(id)).toEqual({ state: 'SKIPPED' });
    // An accepted submission is final in the database as well.
    await expect(
      server.db.db.execute(sql`update ksef_submissions set ksef_number = null where invoice_id = ${id}::uuid`),
    ).rejects.toThrow();
    await expect(
      server.db.db.execute(sql`update ksef_submissions set status = 'NOT_SENT' where invoice_id = ${id}::uuid`),
    ).rejects.toThrow();
    expect(ministry.problems).toEqual([]);
  });

  it('honours a long Retry-After of a 429: no retry within the call, the job is queued again an hour later', async () => {
    const row = await eventually(async () => {
      const r = await submission('Zatkana');
      return r?.last_error && !r.locked_until ? r : undefined;
    }, 30_000);
    expect(row.last_error).toContain('HTTP 429');
    expect(uploads['Zatkana']).toHaveLength(1);
    const [next] = await queryRows<{ next_attempt_at: Date }>(
      server.db.db,
      sql`select next_attempt_at from ksef_submissions where invoice_id = ${await invoiceId('Zatkana')}::uuid`,
    );
    expect(new Date(next!.next_attempt_at).getTime() - clock.getTime()).toBe(3_600_000);
    const [job] = await queryRows<{ seconds: number }>(
      server.db.db,
      sql`select extract(epoch from start_after - now())::int as seconds from pgboss.job
           where name = 'ksef-submit' and singleton_key = ${await invoiceId('Zatkana')} and state = 'created'`,
    );
    expect(job!.seconds).toBeGreaterThan(3500);
    expect(ministry.problems).toEqual([]);
  });
});
