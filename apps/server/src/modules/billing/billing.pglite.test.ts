import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, billingProfiles, campaigns, clicks, openDatabase, queryRows, type DatabaseHandle } from '@ads/db';
import { invoiceTotals, warsawDay } from '@ads/domain';
import { loadConfig } from '../../config';
import { AccountsRepository } from '../accounts/accounts.repository';
import type { MailFace, OutboxEntry, OutgoingMail } from '../mail';
import { InProcessRunner } from '../jobs/job-runner';
import { BillingCloseService } from './billing-close.service';
import { BillingClosesRepository } from './billing-closes.repository';
import { BillingProfileRepository } from './billing-profile.repository';
import { InvoicesRepository } from './invoices.repository';
import { LedgerRepository } from './ledger.repository';

/*
 * The embedded default (PGlite in memory, as `npm start` without DATABASE_URL): same migrations and
 * triggers, the same idempotent close, run by the in-process job runner. Ledger rows are inserted
 * directly here: the point is the close, not serving.
 */

let handle: DatabaseHandle;
let clock = new Date('2026-03-31T21:59:00Z'); // 23:59 in Warsaw (CEST), last minute of March
let close: BillingCloseService;
let accountId: string;
/** E-mails the close sent (the mail module's face, recorded here instead of an outbox). */
const sent: OutgoingMail[] = [];
const mail: MailFace = {
  send: async (m) => {
    sent.push(m);
    return {
      id: String(sent.length),
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: null,
      status: 'SENT',
      error: null,
      messageId: null,
      createdAt: '',
    } satisfies OutboxEntry;
  },
};

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  const db = handle.db;
  const [a] = await db.insert(accounts).values({ name: 'Embedded Brand', type: 'BRAND' }).returning();
  accountId = a!.id;
  await db.insert(billingProfiles).values({
    accountId,
    companyName: 'Łódzka Moda S.A.',
    street: 'ul. Piotrkowska 1',
    postalCode: '90-001',
    city: 'Łódź',
    countryCode: 'PL',
    taxId: '1234563218',
  });
  const [c] = await db.insert(campaigns).values({ accountId, name: 'Wiosna', maxCpc: 500, startDate: '2026-03-01' }).returning();
  const at = (iso: string) => ({ occurredAt: new Date(iso), day: warsawDay(new Date(iso)), bidDay: warsawDay(new Date(iso)) });
  const base = { campaignId: c!.id, productId: 'p1', opaqueUserId: 'u' };
  await db.insert(clicks).values([
    { ...base, eventId: 'e1', resolvedBidId: 'b1', cost: 137, billable: true, ...at('2026-03-01T00:30:00+01:00') },
    { ...base, eventId: 'e2', resolvedBidId: 'b2', cost: 263, billable: true, ...at('2026-03-29T02:30:00+02:00') }, // the DST night
    {
      ...base,
      eventId: 'e3',
      resolvedBidId: 'b3',
      cost: 0,
      billable: false,
      notBillableReason: 'BUDGET_EXHAUSTED',
      ...at('2026-03-30T12:00:00+02:00'),
    },
    { ...base, eventId: 'e4', resolvedBidId: 'b4', cost: 401, billable: true, ...at('2026-03-31T23:59:00+02:00') },
    { ...base, eventId: 'e5', resolvedBidId: 'b5', cost: 999, billable: true, ...at('2026-04-01T00:00:00+02:00') }, // April
  ]);
  const config = loadConfig({ BILLING_ISSUE_DAY: '2' });
  close = new BillingCloseService({
    ledger: new LedgerRepository(db),
    invoices: new InvoicesRepository(db),
    profiles: new BillingProfileRepository(db),
    closes: new BillingClosesRepository(db),
    recipients: (accountId) => new AccountsRepository(db).invoiceRecipients(accountId),
    mail,
    seller: config.billing.seller,
    issueDay: config.billing.issueDay,
    now: () => clock,
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('month close on the embedded PGlite', () => {
  it('refuses a month that has not ended in Warsaw', async () => {
    await expect(close.closeMonth('2026-03')).rejects.toMatchObject({ type: 'ValidationException', field: 'PERIOD' });
  });

  it('the in-process runner closes March on the issue day, once, with net = charged sum', async () => {
    const runner = new InProcessRunner({ error: () => undefined, info: () => undefined }, 0);
    const job = { name: 'billing-daily', cron: '0 6 * * *', everyMs: 3_600_000, run: () => close.daily() };
    runner.add(job);
    clock = new Date('2026-04-02T04:00:00Z');
    await Promise.all([runner.tick(job), runner.tick(job), close.closeMonth('2026-03')]);
    await runner.tick(job);
    const rows = await queryRows<{ number: string; net: number; vat: number; gross: number; issue_date: string; due_date: string }>(
      handle.db,
      sql`select number, net, vat, gross, issue_date::text, due_date::text from invoices`,
    );
    expect(rows).toEqual([
      { number: 'FV/2026/000001', net: 801, ...pick(invoiceTotals(801)), issue_date: '2026-04-02', due_date: '2026-04-17' },
    ]);
    expect(await new LedgerRepository(handle.db).chargedSum(accountId, '2026-03-01', '2026-03-31')).toBe(801);
    expect(sent).toEqual([]); // no members: nobody to e-mail
  });

  it('keeps credits and invoice lines append-only on PGlite too', async () => {
    const error = await handle.db.execute(sql`delete from invoice_lines`).then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only/);
  });
});

function pick(t: { vat: number; gross: number }) {
  return { vat: t.vat, gross: t.gross };
}
