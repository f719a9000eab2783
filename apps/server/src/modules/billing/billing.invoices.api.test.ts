import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billingProfiles, queryRows } from '@ads/db';
import { invoiceTotals } from '@ads/domain';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { seedCampaign, seedCategories, seedProducts } from '../../testing/serving.testkit';
import { api } from '../../testing/billing.testkit';
import { fa3Violations } from './fa3-rules';
import { billingParts } from './billing.module';

/*
 * Invoices an accountant signs (docs/billing.md "Lines and unit prices", "Documents"), on PostgreSQL:
 * reverse charge in P_13_9, a unit net price on every line (lines per campaign and price), the issued
 * XML and PDF stored once and served unchanged, refund corrections not "paid", payment instructions
 * without a configured bank account. Clicks are inserted into the ledger directly at chosen prices.
 */

let clock = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let billing: ReturnType<typeof billingParts>;
let adv: string;
let staff: string;
const ids: Record<string, string> = {};

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(server.db.db, q);
}

let clickSeq = 0;
/** `n` charged clicks of a campaign on a March day at `price` grosze each. */
async function clicks(campaignId: string, n: number, price: number, day = '2026-03-10'): Promise<void> {
  for (let i = 0; i < n; i++) {
    const k = ++clickSeq;
    await server.db.db.execute(
      sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, price, max_cpc)
          values (${`e-${k}`}, ${`rb-${k}`}, ${day}::date, ${campaignId}::uuid, 'p1', ${`u-${k}`}, ${`${day}T10:00:00Z`}::timestamptz, ${day}::date, ${price}, true, ${price}, 999)`,
    );
  }
}

beforeAll(async () => {
  // No SELLER_BANK_ACCOUNT: the documents must say how to pay instead.
  server = await startTestServer({ now: () => clock, env: { BILLING_JOBS: 'false' } });
  billing = billingParts(server.app);
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'p1' }]);
  const a = await createUser(db, { email: 'eu@brand.test', password: 'secret-pass-1' });
  const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-2', roles: ['marops'] });
  ids.eu = await createAccount(db, { name: 'Euro GmbH', type: 'BRAND', brandCodes: ['nike'], memberIds: [a.id], billingProfile: false });
  await db.insert(billingProfiles).values({
    accountId: ids.eu,
    companyName: 'Euro GmbH',
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    taxId: 'DE123456789',
  });
  ids.pl = await createAccount(db, { name: 'Polska Marka', type: 'BRAND', brandCodes: ['nike'], memberIds: [a.id], billingProfile: false });
  await db.insert(billingProfiles).values({
    accountId: ids.pl,
    companyName: 'Polska Marka Sp. z o.o.',
    street: 'ul. Długa 5',
    postalCode: '80-001',
    city: 'Gdańsk',
    countryCode: 'PL',
    taxId: 'PL1234563218',
  });
  const base = { startDate: '2026-03-01', dailyBudget: null, maxCpc: 999, productIds: ['p1'] };
  ids.euCampaign = await seedCampaign(db, { ...base, accountId: ids.eu, name: 'Frühling' });
  ids.plCampaign = await seedCampaign(db, { ...base, accountId: ids.pl, name: 'Wiosna' });
  // 15 clicks at 9 prices (a line per price), and a second campaign day at a repeated price.
  const prices = [101, 137, 250, 333, 401, 402, 555, 777, 998];
  for (const [i, p] of prices.entries()) await clicks(ids.euCampaign, i < 6 ? 2 : 1, p);
  await clicks(ids.plCampaign, 3, 4999);
  await clicks(ids.plCampaign, 2, 5001, '2026-03-20');
  adv = await server.login(a.email, a.password);
  staff = await server.login(s.email, s.password);
  clock = new Date('2026-04-03T05:00:00Z');
  const run = await billing.close.daily();
  expect(run.close).toMatchObject({ status: 'DONE', invoicesCreated: 2 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function invoiceOf(accountId: string, kind = 'INVOICE') {
  const list = await api(server, adv, 'GET', '/billing/invoices', { accountId });
  return list.json.find((i: { kind: string }) => i.kind === kind);
}

describe('FA(3) content an accountant accepts', () => {
  it('puts a reverse-charge sale of services to an EU company in P_13_9, not P_13_8', async () => {
    const inv = await invoiceOf(ids.eu!);
    const xml = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.eu });
    expect(xml.status).toBe(200);
    expect(xml.text).toContain(`<P_13_9>${(inv.net / 100).toFixed(2)}</P_13_9>`);
    expect(xml.text).not.toContain('<P_13_8>');
    expect(xml.text).toContain('<P_12>np II</P_12>');
    expect(fa3Violations(xml.text)).toEqual([]);
  });

  it('gives every line a unit net price: one line per campaign and price, quantity × price = net, Σ = ledger', async () => {
    const inv = await invoiceOf(ids.eu!);
    const xml = (await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.eu })).text;
    const lines = [...xml.matchAll(/<FaWiersz>([\s\S]*?)<\/FaWiersz>/g)].map((m) => m[1]!);
    expect(lines).toHaveLength(9);
    const unit = lines.map((l) => /<P_9A>([\d.]+)<\/P_9A>/.exec(l)?.[1]);
    expect(unit).toEqual(['1.01', '1.37', '2.50', '3.33', '4.01', '4.02', '5.55', '7.77', '9.98']);
    const quantities = lines.map((l) => Number(/<P_8B>(-?\d+)<\/P_8B>/.exec(l)?.[1]));
    expect(quantities.reduce((s, q) => s + q, 0)).toBe(15);
    const ledger = await billing.ledger.chargedSum(ids.eu!, '2026-03-01', '2026-03-31');
    expect(inv.net).toBe(ledger);
    const stored = await rows<{ unit_net: number; quantity: number; net: number }>(
      sql`select l.unit_net, l.quantity, l.net from invoice_lines l where l.invoice_id = ${inv.id}`,
    );
    expect(stored.every((l) => Number(l.unit_net) * l.quantity === Number(l.net))).toBe(true);
    expect(stored.reduce((s, l) => s + Number(l.net), 0)).toBe(ledger);
  });

  it('identifies a buyer whose NIP was typed with the PL prefix by its NIP, at 23 %', async () => {
    const inv = await invoiceOf(ids.pl!);
    expect(inv).toMatchObject({ net: 3 * 4999 + 2 * 5001, vat: invoiceTotals(3 * 4999 + 2 * 5001).vat });
    const xml = (await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.pl })).text;
    expect(xml).toContain('<NIP>1234563218</NIP>');
    expect(xml).not.toContain('<NrVatUE>');
    expect(fa3Violations(xml)).toEqual([]);
  });
});

describe('an issued invoice is one fixed document', () => {
  it('serves the XML and PDF stored at issue, byte for byte, with their SHA-256, on every download', async () => {
    const inv = await invoiceOf(ids.pl!);
    // Downloads at two different clocks give the same bytes: DataWytworzeniaFa is the issue moment.
    const before = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.pl });
    clock = new Date('2026-04-20T12:34:56Z');
    const later = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/xml`, { accountId: ids.pl });
    expect(later.text).toBe(before.text);
    expect(before.text).toContain('<DataWytworzeniaFa>2026-04-03T05:00:00Z</DataWytworzeniaFa>');
    const stored = await rows<{ format: string; sha256: string; content: Buffer }>(
      sql`select format, sha256, content from invoice_documents where invoice_id = ${inv.id} order by format`,
    );
    expect(stored.map((d) => d.format)).toEqual(['pdf', 'xml']);
    for (const format of ['xml', 'pdf'] as const) {
      const a = await api(server, adv, 'GET', `/billing/invoices/${inv.id}/${format}`, { accountId: ids.pl });
      const b = await api(server, staff, 'GET', `/marops/billing/invoices/${inv.id}/${format}`);
      expect(b.status).toBe(200);
      const sha = createHash('sha256').update(a.bytes).digest('hex');
      expect(createHash('sha256').update(b.bytes).digest('hex')).toBe(sha);
      const row = stored.find((d) => d.format === format)!;
      expect(sha).toBe(row.sha256);
      expect(a.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(sha, 'hex').toString('base64')}:`);
    }
    const refused = await server.db.db.execute(sql`update invoice_documents set sha256 = 'x' where invoice_id = ${inv.id}`).then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    expect(String(refused?.cause?.message ?? refused?.message)).toMatch(/append-only/);
  });

  it('stores a correction as its own document; a refund correction is REFUND_DUE, not PAID, until refunded', async () => {
    const click = (await rows<{ id: number }>(sql`select id from clicks where campaign_id = ${ids.plCampaign} and cost = 5001 limit 1`))[0]!;
    const credit = await api(server, staff, 'POST', '/marops/billing/credits', { body: { clickIds: [click.id], reason: 'Nieważny ruch' } });
    expect(credit.json).toEqual({ credited: 1, corrections: 1 });
    const kor = await invoiceOf(ids.pl!, 'CORRECTION');
    expect(kor).toMatchObject({ net: -5001, status: 'REFUND_DUE' });
    const docs = await rows<{ format: string }>(sql`select format from invoice_documents where invoice_id = ${kor.id}`);
    expect(docs).toHaveLength(2);
    const xml = (await api(server, adv, 'GET', `/billing/invoices/${kor.id}/xml`, { accountId: ids.pl })).text;
    expect(fa3Violations(xml)).toEqual([]);
    expect(xml).toMatch(/<P_8B>-1<\/P_8B>\s*<P_9A>50.01<\/P_9A>\s*<P_11>-50.01<\/P_11>/);
    const refunds = await api(server, staff, 'GET', `/marops/billing/invoices?status=REFUND_DUE&accountId=${ids.pl}`);
    expect(refunds.json.totalElements).toBe(1);
    const refunded = await api(server, staff, 'POST', `/marops/billing/invoices/${kor.id}/paid`);
    expect(refunded.json.status).toBe('PAID');
  });
});

describe('payment instructions', () => {
  it('without SELLER_BANK_ACCOUNT the document says how to pay', async () => {
    const inv = await billing.invoices.find((await invoiceOf(ids.pl!)).id);
    const doc = await billing.close.document(inv!);
    const { paymentInstructions } = await import('./invoice-document');
    expect(paymentInstructions(doc).join('\n')).toMatch(/^Rachunek bankowy sprzedawcy: podany w umowie.*\nTytuł przelewu: FV\/2026\/\d{6}$/);
  });
});
