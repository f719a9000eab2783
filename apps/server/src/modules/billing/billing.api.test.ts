import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { queryRows } from '@ads/db';
import { invoiceTotals, parsePln } from '@ads/domain';
import type { TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { reloadIndex, seedCampaign, seedCategories, seedProducts, startServingServer } from '../../testing/serving.testkit';
import { startSmtpOutbox, header, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';
import { api, burst, statsSettled, visit } from '../../testing/billing.testkit';
import { fa3Violations } from './fa3-rules';
import { billingParts } from './billing.module';

/*
 * Done-means (docs/billing.md) on PostgreSQL: traffic replayed into January 2026 through the real serving
 * API with a test clock, the month close run by the daily job on the issue day, invoice net =
 * ledger charged sum = statistics cost to the grosz, a second (and a parallel) run makes nothing,
 * credits make a correction, PDF and FA(3) XML, ledger CSV/XLSX, e-mail with the PDF over SMTP.
 */

let clock = new Date('2026-01-05T10:00:00Z');
let server: TestServer;
/** The month close and ledger on the server's database, mail and clock. */
let billing: ReturnType<typeof billingParts>;
let smtp: SmtpOutbox;
const received: ReceivedMail[] = [];
let adv: string;
let staff: string;
const ids: Record<string, string> = {};
const JAN = { first: '2026-01-01', last: '2026-01-31' };

async function one<T>(q: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(server.db.db, q))[0]!;
}

beforeAll(async () => {
  smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
  server = await startServingServer({
    now: () => clock,
    env: { BILLING_JOBS: 'false', SMTP_URL: smtp.url, BILLING_ISSUE_DAY: '3', SELLER_BANK_ACCOUNT: '61109010140000071219812874' },
  });
  billing = billingParts(server.app);
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
  const a = await createUser(db, { email: 'ola@brand.test', password: 'secret-pass-1' });
  const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-2', roles: ['marops'] });
  ids.accountA = await createAccount(db, { name: 'Żółta Marka', type: 'BRAND', brandCodes: ['nike'], memberIds: [a.id] });
  ids.accountB = await createAccount(db, { name: 'Other Brand', type: 'BRAND', brandCodes: ['nike'] });
  ids.accountC = await createAccount(db, {
    name: 'No Profile',
    type: 'BRAND',
    brandCodes: ['nike'],
    memberIds: [a.id],
    billingProfile: false,
  });
  const base = { startDate: '2026-01-01', dailyBudget: null };
  ids.a1 = await seedCampaign(db, { ...base, accountId: ids.accountA, name: 'Zimowa wyprzedaż', maxCpc: 333, productIds: ['p1'] });
  // Small total budget: later clicks are recorded as not billable (BUDGET_EXHAUSTED), at 0.
  ids.a2 = await seedCampaign(db, { ...base, accountId: ids.accountA, name: 'Buty', maxCpc: 250, totalBudget: 300, productIds: ['p2'] });
  ids.b1 = await seedCampaign(db, { ...base, accountId: ids.accountB, name: 'B one', maxCpc: 177, productIds: ['p3'] });
  await reloadIndex(server);
  adv = await server.login(a.email, a.password);
  staff = await server.login(s.email, s.password);

  // January traffic; the last visit is 23:30 on 31 January in Warsaw (22:30 UTC), one more at 00:30 on 1 February.
  const moments = ['2026-01-05T10:00:00Z', '2026-01-17T12:00:00Z', '2026-01-31T22:30:00Z'];
  for (const m of moments) {
    clock = new Date(m);
    for (let i = 0; i < 4; i++) {
      await visit(server, ['p1'], clock);
      await visit(server, ['p3'], clock, i % 2 === 0);
    }
  }
  clock = new Date('2026-01-20T09:00:00Z');
  await burst(server, ['p2'], 6, clock);
  clock = new Date('2026-01-31T23:30:00Z');
  await visit(server, ['p1'], clock);
  await statsSettled(db);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('month close on PostgreSQL', () => {
  it('waits for the issue day, then makes one invoice per account with spend, net = ledger = statistics', async () => {
    clock = new Date('2026-02-02T07:00:00Z');
    expect((await billing.close.daily()).close).toBeNull();

    clock = new Date('2026-02-03T05:00:00Z'); // 06:00 in Warsaw, the job's hour
    const run = await billing.close.daily();
    expect(run.close).toMatchObject({ period: '2026-01', status: 'DONE', invoicesCreated: 2, missingProfiles: [] });

    for (const account of [ids.accountA!, ids.accountB!]) {
      const inv = await one<{ net: number; vat: number; gross: number; issue_date: string; due_date: string; number: string }>(
        sql`select net, vat, gross, issue_date::text, due_date::text, number from invoices where account_id = ${account} and kind = 'INVOICE'`,
      );
      const ledger = await billing.ledger.chargedSum(account, JAN.first, JAN.last);
      const stats = await billing.ledger.statisticsCost(account, JAN.first, JAN.last);
      const feb = await one<{ s: number }>(
        sql`select coalesce(sum(k.cost),0)::int as s from clicks k join campaigns c on c.id = k.campaign_id where c.account_id = ${account} and k.day >= '2026-02-01'`,
      );
      const spend = await one<{ s: number }>(sql`select sum(spent_total)::int as s from campaigns where account_id = ${account}`);
      expect(inv.net).toBeGreaterThan(0);
      expect(inv.net).toBe(ledger);
      expect(inv.net).toBe(stats);
      expect(inv.net).toBe(spend.s - feb.s);
      expect({ vat: inv.vat, gross: inv.gross }).toEqual({ vat: invoiceTotals(inv.net).vat, gross: invoiceTotals(inv.net).gross });
      expect([inv.issue_date, inv.due_date]).toEqual(['2026-02-03', '2026-02-18']);
      console.log(
        `[billing figures] ${inv.number}: net ${inv.net} = ledger ${ledger} = stats ${stats}; VAT ${inv.vat}; gross ${inv.gross} (grosze)`,
      );
    }
    const numbers = await queryRows<{ number: string }>(server.db.db, sql`select number from invoices order by number`);
    expect(numbers.map((n) => n.number)).toEqual(['FV/2026/000001', 'FV/2026/000002']);
  });

  it('makes nothing again: a second run and two parallel runs add no invoice', async () => {
    const close = billing.close;
    const [first, second, daily] = await Promise.all([close.closeMonth('2026-01'), close.closeMonth('2026-01'), close.daily()]);
    expect([first.invoicesCreated, second.invoicesCreated, daily.close?.invoicesCreated ?? 0]).toEqual([0, 0, 0]);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from invoices`)).n).toBe(2);
    // The members were told in the app once per invoice (docs/notifications.md), however many runs there were.
    const told = await queryRows<{ key: string; n: number }>(
      server.db.db,
      sql`select event_key as key, count(*)::int as n from notifications where kind = 'INVOICE_ISSUED' group by event_key`,
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((t) => t.n === 1)).toBe(true);
  });

  it('e-mailed the invoice PDF to the account members over SMTP', async () => {
    // Only the invoice e-mail carries a PDF (budget notices from the clicks above may be in the mailbox too).
    const invoiceMails = received.filter((m) => m.to.includes('ola@brand.test') && m.raw.includes('application/pdf'));
    expect(invoiceMails).toHaveLength(1);
    expect(header(invoiceMails[0]!, 'Subject')).toMatch(/FV\/2026\/00000\d/);
    expect(invoiceMails[0]!.raw).toMatch(/Content-Type: application\/pdf; name=FV-2026-00000\d\.pdf/);
  });
});

describe('advertiser billing API', () => {
  it('lists invoices with status and serves the PDF and the FA(3) XML', async () => {
    const list = await api(server, adv, 'GET', '/billing/invoices', { accountId: ids.accountA });
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    const inv = list.json[0];
    expect(inv).toMatchObject({ kind: 'INVOICE', period: '2026-01', status: 'ISSUED', currency: 'PLN', dueDate: '2026-02-18' });
    ids.invoiceA = inv.id;

    const pdf = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/pdf`, { accountId: ids.accountA });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync('/tmp/billing-invoice-test.pdf', pdf.bytes);

    const xml = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.accountA });
    expect(xml.status).toBe(200);
    expect(fa3Violations(xml.text)).toEqual([]);
    expect(xml.text).toContain(`<P_2>${inv.number}</P_2>`);
    expect(xml.text).toContain('<NIP>1234563218</NIP>');
    expect(xml.text).toContain('<NrRB>61109010140000071219812874</NrRB>');

    const foreign = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/pdf`, { accountId: ids.accountC });
    expect(foreign.status).toBe(404);
    const other = await api(server, adv, 'GET', '/billing/invoices', { accountId: ids.accountB });
    expect(other.status).toBe(403);
  });

  it('exports the per-click ledger as CSV and XLSX; charged total = invoice net; not charged with reasons', async () => {
    const csv = await api(server, adv, 'GET', '/billing/ledger?month=2026-01&format=csv', { accountId: ids.accountA });
    expect(csv.status).toBe(200);
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    const charged = rows.reduce((s, r) => s + parsePln(r.charged_pln!), 0);
    // Each charged click shows the auction's price (= what was charged) and the winner's max CPC above it.
    for (const r of rows.filter((x) => x.charged === 'yes')) {
      expect(r.auction_price_pln).toBe(r.charged_pln);
      expect(parsePln(r.max_cpc_pln!)).toBeGreaterThanOrEqual(parsePln(r.charged_pln!));
    }
    const inv = (await api(server, adv, 'GET', '/billing/invoices', { accountId: ids.accountA })).json[0];
    expect(charged).toBe(inv.net);
    const count = await one<{ n: number }>(
      sql`select count(*)::int as n from clicks k join campaigns c on c.id = k.campaign_id where c.account_id = ${ids.accountA} and k.day <= '2026-01-31'`,
    );
    expect(rows.length).toBe(count.n);
    expect(rows.length).toBe(12 + 6);
    expect(rows.filter((r) => r.charged === 'no').map((r) => r.not_billable_reason)).toContain('BUDGET_EXHAUSTED');
    expect(rows.every((r) => r.day_warsaw! <= '2026-01-31')).toBe(true);

    const xlsx = await api(server, adv, 'GET', '/billing/ledger?month=2026-01&format=xlsx', { accountId: ids.accountA });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(book.getWorksheet('Ledger')!.rowCount).toBe(rows.length + 1);
    const summary = book.getWorksheet('Summary')!;
    expect(summary.getRow(5).getCell(2).value).toBe(inv.net / 100);

    const bad = await api(server, adv, 'GET', '/billing/ledger?month=2026-13', { accountId: ids.accountA });
    expect(bad.status).toBe(400);
  });

  it('shows month-to-date spend and its projection', async () => {
    clock = new Date('2026-02-03T10:00:00Z');
    const res = await api(server, adv, 'GET', '/billing/summary', { accountId: ids.accountA });
    expect(res.json).toMatchObject({ month: '2026-02', today: '2026-02-03', currency: 'PLN' });
    expect(res.json.spentToDate).toBeGreaterThan(0);
    expect(res.json.projected).toBe(Math.floor((res.json.spentToDate * 28) / 3 + 0.5));
  });

  it('billing profile: NIP checksum checked, audited; publishing needs a profile', async () => {
    const bad = await api(server, adv, 'PUT', '/billing/profile', {
      accountId: ids.accountC,
      body: {
        companyName: 'Nowa Sp. z o.o.',
        street: 'ul. Długa 5',
        postalCode: '80-001',
        city: 'Gdańsk',
        countryCode: 'PL',
        taxId: '123-456-32-19',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ type: 'ValidationException', field: 'TAX_ID' });

    const draft = await api(server, adv, 'POST', '/campaign-drafts', { accountId: ids.accountC, body: { name: 'Needs profile' } });
    const publish = await api(server, adv, 'POST', `/campaigns/${draft.json.id}`, { accountId: ids.accountC });
    expect(publish.status).toBe(409);
    expect(publish.json.type).toBe('BillingProfileMissingException');

    const ok = await api(server, adv, 'PUT', '/billing/profile', {
      accountId: ids.accountC,
      body: {
        companyName: 'Nowa Sp. z o.o.',
        street: 'ul. Długa 5',
        postalCode: '80-001',
        city: 'Gdańsk',
        countryCode: 'pl',
        taxId: '123-456-32-18',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ taxId: '1234563218', countryCode: 'PL', version: 1 });
    const stale = await api(server, adv, 'PUT', '/billing/profile', {
      accountId: ids.accountC,
      headers: { 'if-match': '"7"' },
      body: { ...ok.json, accountId: undefined, version: undefined, updatedAt: undefined },
    });
    expect(stale.status).toBe(412);
    await server.app.audit.flush();
    const audit = await one<{ changes: Array<{ field: string }> }>(
      sql`select changes from audit_log where url = '/api/billing/profile' and status = 200 order by id desc limit 1`,
    );
    expect(audit.changes.map((c) => c.field)).toContain('taxId');
    const got = await api(server, adv, 'GET', '/billing/profile', { accountId: ids.accountC });
    expect(got.headers.get('etag')).toBe('"1"');
  });
});

describe('staff billing API', () => {
  it('credits clicks with a reason into a correction invoice, once', async () => {
    const clicks = await api(server, staff, 'GET', `/marops/billing/clicks?accountId=${ids.accountA}&month=2026-01`);
    expect(clicks.status).toBe(200);
    const charged = clicks.json.filter((c: { billable: boolean }) => c.billable).slice(0, 2);
    const sum = charged.reduce((s: number, c: { cost: number }) => s + c.cost, 0);
    const credit = await api(server, staff, 'POST', '/marops/billing/credits', {
      body: { clickIds: charged.map((c: { clickId: number }) => c.clickId), reason: 'Nieważny ruch (bot)' },
    });
    expect(credit.status).toBe(201);
    expect(credit.json).toEqual({ credited: 2, corrections: 1 });
    const again = await api(server, staff, 'POST', '/marops/billing/credits', {
      body: { clickIds: [charged[0].clickId], reason: 'again' },
    });
    expect(again.json).toEqual({ credited: 0, corrections: 0 });

    const list = await api(server, adv, 'GET', '/billing/invoices', { accountId: ids.accountA });
    const kor = list.json.find((i: { kind: string }) => i.kind === 'CORRECTION');
    expect(kor).toMatchObject({
      number: 'KOR/2026/000001',
      net: -sum,
      vat: invoiceTotals(-sum).vat,
      gross: invoiceTotals(-sum).gross,
      correctsId: ids.invoiceA,
      // Money goes back to the advertiser: owed until staff record the refund (docs/billing.md).
      status: 'REFUND_DUE',
    });
    const xml = await api(server, adv, 'GET', `/billing/invoices/${kor.id}/xml`, { accountId: ids.accountA });
    expect(fa3Violations(xml.text)).toEqual([]);
    expect(xml.text).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    // The ledger keeps the click and shows its credit.
    const csv = await api(server, adv, 'GET', '/billing/ledger?month=2026-01', { accountId: ids.accountA });
    expect(csv.text).toContain('Nieważny ruch (bot)');
    const unknown = await api(server, staff, 'POST', '/marops/billing/credits', { body: { clickIds: [999999], reason: 'x' } });
    expect(unknown.json).toMatchObject({ type: 'ValidationException', field: 'CLICK_IDS' });
  });

  it('marks paid, lists by status in filters, marks overdue after the due date', async () => {
    const paid = await api(server, staff, 'POST', `/marops/billing/invoices/${ids.invoiceA}/paid`);
    expect(paid.json.status).toBe('PAID');
    expect((await api(server, staff, 'POST', `/marops/billing/invoices/${ids.invoiceA}/paid`)).status).toBe(400);
    clock = new Date('2026-02-19T10:00:00Z');
    const run = await billing.close.daily();
    expect(run.overdue).toBe(1);
    const overdue = await api(server, staff, 'GET', '/marops/billing/invoices?status=OVERDUE');
    expect(overdue.json.content.map((i: { accountId: string }) => i.accountId)).toEqual([ids.accountB]);
    const paidList = await api(server, staff, 'GET', `/marops/billing/invoices?status=PAID&accountId=${ids.accountA}&period=2026-01`);
    expect(paidList.json.totalElements).toBe(1);
    const refunds = await api(server, staff, 'GET', `/marops/billing/invoices?status=REFUND_DUE&accountId=${ids.accountA}`);
    expect(refunds.json.content.map((i: { kind: string }) => i.kind)).toEqual(['CORRECTION']);
    const closes = await api(server, staff, 'GET', '/marops/billing/closes');
    expect(closes.json[0]).toMatchObject({ period: '2026-01', status: 'DONE', invoicesCreated: 2 });
    expect((await api(server, adv, 'GET', '/marops/billing/invoices')).status).toBe(403);
    const early = await api(server, staff, 'POST', '/marops/billing/closes/2026-02/run');
    expect(early.json).toMatchObject({ type: 'ValidationException', field: 'PERIOD' });
  });

  it('keeps the ledger immutable in the database', async () => {
    const refused = async (q: ReturnType<typeof sql>, why: RegExp) => {
      const error = await server.db.db.execute(q).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(why);
    };
    await refused(sql`update invoices set net = 1 where id = ${ids.invoiceA}`, /only payment/);
    await refused(sql`delete from invoices where id = ${ids.invoiceA}`, /append-only/);
    await refused(sql`update ledger_credits set amount = 0`, /append-only/);
    await refused(sql`delete from invoice_lines`, /append-only/);
    await server.db.db.execute(sql`update invoices set emailed_at = now() where id = ${ids.invoiceA}`);
  });
});
