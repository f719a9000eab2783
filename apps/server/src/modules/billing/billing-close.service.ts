import {
  DomainError,
  dueDateOf,
  invoiceTotals,
  isBillingMonth,
  monthDays,
  monthOfDay,
  monthToClose,
  vatTreatment,
  warsawDay,
  type BillingMonth,
} from '@ads/domain';
import type { SellerConfig } from '../../config';
import type { MailFace } from '../mail';
import type { BillingProfileRepository } from './billing-profile.repository';
import type { BillingClosesRepository } from './billing-closes.repository';
import type { LedgerRepository, CreditRow } from './ledger.repository';
import { createHash } from 'node:crypto';
import type { InvoiceRow, InvoicesRepository, NewInvoice, Party, StoredDocument } from './invoices.repository';
import { documentName, formatPln, type InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceFa3 } from './invoice-fa3';
import type { OverdueInvoice } from './invoices.repository';

export interface BillingCloseDeps {
  ledger: LedgerRepository;
  invoices: InvoicesRepository;
  profiles: BillingProfileRepository;
  closes: BillingClosesRepository;
  /** The account's name and its members' e-mail addresses (the accounts module's `invoiceRecipients`). */
  recipients: (accountId: string) => Promise<{ name: string; emails: string[] }>;
  mail: MailFace;
  seller: SellerConfig;
  /** Day after month end the invoices are issued on (BILLING_ISSUE_DAY, 1..5). */
  issueDay: number;
  now: () => Date;
  /** Called once an invoice or correction is issued (documents stored): queues its KSeF submission. */
  afterIssue?: (invoice: InvoiceRow) => Promise<void>;
  /** The KSeF number of an invoice, if KSeF accepted it (a correction cites it, FA(3) NrKSeFFaKorygowanej). */
  ksefNumberOf?: (invoiceId: string) => Promise<string | null>;
  /** Called once for each invoice the daily job marks overdue (tells the account's members). */
  onOverdue?: (invoice: OverdueInvoice) => Promise<void>;
}

/** What one run of a month close did. */
export interface CloseResult {
  period: BillingMonth;
  status: 'DONE' | 'FAILED';
  invoicesCreated: number;
  /** Accounts with spend but no billing profile: no invoice until one is entered and the close re-run. */
  missingProfiles: string[];
}

const ALL_DAYS = { first: '2000-01-01', last: '2999-12-31' };

/**
 * The month close (docs/billing.md "Month close"): one invoice per account with charged clicks in a
 * Europe/Warsaw calendar month, issued on the day the close runs (the configured BILLING_ISSUE_DAY
 * when the daily job runs on time, docs/requirements.md §9 "within 5 days"), due 15 days later, net = the ledger's
 * charged sum less credits made before issue, VAT 23 % half-up. Idempotent: the repository makes an
 * account's invoice for a month once, whichever process or run gets there first. Credits after
 * issue become correction invoices; unpaid invoices past due are marked overdue.
 */
export class BillingCloseService {
  constructor(private readonly d: BillingCloseDeps) {}

  private today(): string {
    return warsawDay(this.d.now());
  }

  /**
   * The daily job: closes last month once today is its issue day or later (catching up after
   * downtime), issues corrections for new credits and marks overdue invoices.
   */
  async daily(): Promise<{ close: CloseResult | null; corrections: number; overdue: number }> {
    const today = this.today();
    const period = monthToClose(today);
    let close: CloseResult | null = null;
    if (Number(today.slice(8)) >= this.d.issueDay && (await this.d.closes.find(period))?.status !== 'DONE') {
      close = await this.closeMonth(period);
    }
    const corrections = await this.issueCorrections();
    const marked = await this.d.invoices.markOverdue(today, this.d.now());
    for (const invoice of marked) await this.d.onOverdue?.(invoice);
    return { close, corrections, overdue: marked.length };
  }

  /**
   * Closes `period`: an invoice for every account with spend in it that has none yet.
   * @throws ValidationException (field PERIOD) for a malformed month or one that has not ended.
   */
  async closeMonth(period: BillingMonth): Promise<CloseResult> {
    if (!isBillingMonth(period)) throw new DomainError('ValidationException', 'Period must be YYYY-MM.', 'PERIOD');
    const today = this.today();
    const { first, last } = monthDays(period);
    if (today <= last) throw new DomainError('ValidationException', `Month ${period} has not ended yet (Europe/Warsaw).`, 'PERIOD');
    await this.d.closes.start(period, this.d.now());
    let created = 0;
    const missing: string[] = [];
    try {
      const charges = await this.d.ledger.chargesByCampaign(first, last);
      const credits = await this.d.ledger.openCredits(first, last);
      for (const accountId of [...new Set(charges.map((c) => c.accountId))]) {
        if (await this.d.invoices.invoiceFor(accountId, period)) continue;
        const profile = await this.d.profiles.find(accountId);
        if (!profile) {
          missing.push(accountId);
          continue;
        }
        const mine = charges.filter((c) => c.accountId === accountId);
        const myCredits = credits.filter((c) => c.accountId === accountId);
        const lines = [
          ...mine.map((c) => ({
            campaignId: c.campaignId,
            description: `Kliknięcia w reklamy: kampania „${c.campaignName}”, ${period}`,
            quantity: c.clicks,
            unitNet: Number(c.unitNet),
            net: Number(c.net),
          })),
          ...creditLines(myCredits, 'Uznane kliknięcia'),
        ];
        const net = lines.reduce((s, l) => s + l.net, 0);
        if (net <= 0) continue;
        const buyer: Party = {
          name: profile.companyName,
          street: profile.street,
          postalCode: profile.postalCode,
          city: profile.city,
          countryCode: profile.countryCode,
          taxId: profile.taxId,
        };
        const treatment = vatTreatment(profile.taxId);
        const row = await this.d.invoices.insert({
          accountId,
          kind: 'INVOICE',
          period,
          issueDate: today,
          saleDate: last,
          dueDate: dueDateOf(today),
          vatTreatment: treatment,
          ...invoiceTotals(net, treatment),
          seller: this.seller(),
          buyer,
          lines,
          creditIds: myCredits.map((c) => c.id),
        });
        if (row) {
          created += 1;
          await this.issuedDocuments(row);
          await this.d.afterIssue?.(row);
          await this.sendInvoiceMail(row);
        }
      }
      const status = missing.length ? 'FAILED' : 'DONE';
      const error = missing.length ? `No billing profile: ${missing.join(', ')}` : null;
      await this.d.closes.finish(period, status, created, error, this.d.now());
      return { period, status, invoicesCreated: created, missingProfiles: missing };
    } catch (error) {
      await this.d.closes.finish(period, 'FAILED', created, error instanceof Error ? error.message : String(error), this.d.now());
      throw error;
    }
  }

  /**
   * A correction invoice for every issued invoice whose month has credits it did not take yet
   * (negative lines per campaign; the money goes back, nothing is due). Returns how many were made.
   */
  async issueCorrections(): Promise<number> {
    const open = await this.d.ledger.openCredits(ALL_DAYS.first, ALL_DAYS.last);
    const groups = new Map<string, CreditRow[]>();
    for (const c of open) {
      const key = `${c.accountId}|${monthOfDay(c.day)}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const today = this.today();
    let made = 0;
    for (const [key, credits] of groups) {
      const [accountId, period] = key.split('|') as [string, string];
      const original = await this.d.invoices.invoiceFor(accountId, period);
      if (!original) continue; // the month's close takes them
      const lines = creditLines(credits, `Korekta: uznane kliknięcia, ${period}`);
      const net = lines.reduce((s, l) => s + l.net, 0);
      const inv: NewInvoice = {
        accountId,
        kind: 'CORRECTION',
        period,
        issueDate: today,
        saleDate: original.saleDate,
        dueDate: dueDateOf(today),
        vatTreatment: original.vatTreatment,
        ...invoiceTotals(net, original.vatTreatment === 'REVERSE_CHARGE' ? 'REVERSE_CHARGE' : 'PL23'),
        seller: original.seller as Party,
        buyer: original.buyer as Party,
        correctsId: original.id,
        correctionReason: [...new Set(credits.map((c) => c.reason))].join('; ').slice(0, 256),
        lines,
        creditIds: credits.map((c) => c.id),
      };
      const row = await this.d.invoices.insert(inv);
      if (row) {
        made += 1;
        await this.issuedDocuments(row);
        await this.d.afterIssue?.(row);
        await this.sendInvoiceMail(row);
      }
    }
    return made;
  }

  /** The invoice with its lines (and the corrected invoice of a correction), for rendering. */
  async document(invoice: InvoiceRow): Promise<InvoiceDocument> {
    const lines = await this.d.invoices.lines(invoice.id);
    const corrected = invoice.correctsId ? await this.d.invoices.find(invoice.correctsId) : undefined;
    const ksefNumber = corrected && this.d.ksefNumberOf ? await this.d.ksefNumberOf(corrected.id) : null;
    return {
      invoice,
      lines,
      ...(corrected
        ? { corrected: { number: corrected.number, issueDate: corrected.issueDate, ...(ksefNumber ? { ksefNumber } : {}) } }
        : {}),
      ...(this.d.seller.bankAccount ? { bankAccount: this.d.seller.bankAccount } : {}),
      paymentNote: this.d.seller.paymentNote,
    };
  }

  /**
   * The issued FA(3) XML and PDF of an invoice (docs/billing.md "Documents"): rendered once, at issue,
   * with DataWytworzeniaFa = that moment, and stored with their SHA-256; every later call returns those
   * bytes. An invoice issued before documents were stored gets them at its first call.
   */
  async issuedDocuments(invoice: InvoiceRow): Promise<Record<'xml' | 'pdf', StoredDocument>> {
    let stored = await this.d.invoices.documents(invoice.id);
    if (stored.length < 2) {
      const doc = await this.document(invoice);
      const xml = Buffer.from(renderInvoiceFa3(doc, this.d.now()), 'utf8');
      const pdf = await renderInvoicePdf(doc);
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      await this.d.invoices.storeDocuments(invoice.id, [
        { format: 'xml', content: xml, sha256: sha(xml) },
        { format: 'pdf', content: pdf, sha256: sha(pdf) },
      ]);
      stored = await this.d.invoices.documents(invoice.id);
    }
    const of = (f: 'xml' | 'pdf') => {
      const d = stored.find((x) => x.format === f);
      if (!d) throw new Error(`invoice ${invoice.number}: ${f} document missing`);
      return d;
    };
    return { xml: of('xml'), pdf: of('pdf') };
  }

  /** E-mails the invoice PDF to every member of the account (docs/billing.md "Month close"); failures stay in the outbox. */
  async sendInvoiceMail(invoice: InvoiceRow): Promise<void> {
    const { name, emails } = await this.d.recipients(invoice.accountId);
    if (emails.length === 0) return;
    const pdf = (await this.issuedDocuments(invoice)).pdf.content;
    const correction = invoice.kind === 'CORRECTION';
    const subject = `${correction ? 'Faktura korygująca' : 'Faktura'} ${invoice.number} — Ads Portal`;
    const text = [
      `Dzień dobry,`,
      ``,
      `w załączniku ${correction ? 'faktura korygująca' : 'faktura'} ${invoice.number} za ${invoice.period} dla konta „${name}”.`,
      `Kwota brutto: ${formatPln(invoice.gross)}. Termin płatności: ${invoice.dueDate}.`,
      ``,
      `Attached is ${correction ? 'correction invoice' : 'invoice'} ${invoice.number} for ${invoice.period} (account "${name}"), gross ${formatPln(invoice.gross)}, due ${invoice.dueDate}.`,
    ].join('\n');
    for (const to of emails) {
      await this.d.mail.send({
        to,
        subject,
        text,
        attachments: [{ filename: `${documentName(invoice.number)}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    }
    await this.d.invoices.markEmailed(invoice.id, this.d.now());
  }

  private seller(): Party {
    const s = this.d.seller;
    return { name: s.name, street: s.street, postalCode: s.postalCode, city: s.city, countryCode: s.countryCode, taxId: s.nip };
  }
}

/**
 * Negative lines for credits, one per campaign and credited price: quantity = minus the credited
 * clicks, unit net = the price, net = quantity × unit net (docs/billing.md "Lines and unit prices").
 */
function creditLines(credits: CreditRow[], label: string): NewInvoice['lines'] {
  const groups = new Map<string, { campaignId: string; name: string; n: number; price: number }>();
  for (const c of credits) {
    const key = `${c.campaignId}|${c.amount}`;
    const g = groups.get(key) ?? { campaignId: c.campaignId, name: c.campaignName, n: 0, price: Number(c.amount) };
    groups.set(key, { ...g, n: g.n + 1 });
  }
  return [...groups.values()].map((g) => ({
    campaignId: g.campaignId,
    description: `${label}: kampania „${g.name}”`,
    quantity: -g.n,
    unitNet: g.price,
    net: -g.n * g.price,
  }));
}
