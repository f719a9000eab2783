import {
  DomainError,
  invoiceStatus,
  isBillingMonth,
  monthDays,
  monthOfDay,
  projectMonthSpend,
  warsawDay,
  type BillingMonth,
  type InvoiceStatus,
} from '@ads/domain';
import { requireAccount, type Actor } from '../access';
import type { BillingCloseService } from './billing-close.service';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';
import type { LedgerRepository } from './ledger.repository';
import type { KsefRepository } from './ksef/ksef.repository';
import { documentName } from './invoice-document';
import { ledgerCsv, ledgerXlsx } from './ledger-export';

/** An invoice as lists show it; money in grosze, days Warsaw days. */
export interface InvoiceView {
  id: string;
  accountId: string;
  number: string;
  kind: 'INVOICE' | 'CORRECTION';
  period: string;
  issueDate: string;
  dueDate: string;
  net: number;
  vat: number;
  gross: number;
  currency: 'PLN';
  status: InvoiceStatus;
  paidAt: string | null;
  correctsId: string | null;
  correctionReason: string | null;
  /** The number KSeF gave the invoice (docs/ksef.md), null until accepted or when KSeF is off. */
  ksefNumber: string | null;
}

/** A file to send: bytes, content type and attachment name (and the SHA-256 hex of a stored document). */
export interface BillingFile {
  bytes: Buffer;
  type: string;
  fileName: string;
  sha256?: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Turns an invoice row into its view with the status on Warsaw day `today` (and its KSeF number, if any). */
export function toInvoiceView(r: InvoiceRow, today: string, ksefNumber: string | null = null): InvoiceView {
  return {
    id: r.id,
    accountId: r.accountId,
    number: r.number,
    kind: r.kind === 'CORRECTION' ? 'CORRECTION' : 'INVOICE',
    period: r.period,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    net: Number(r.net),
    vat: Number(r.vat),
    gross: Number(r.gross),
    currency: 'PLN',
    status: invoiceStatus({ dueDate: r.dueDate, paidAt: r.paidAt, gross: Number(r.gross) }, today),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    correctsId: r.correctsId,
    correctionReason: r.correctionReason,
    ksefNumber,
  };
}

/**
 * The advertiser's billing (docs/billing.md "Billing screens"): month-to-date spend and its
 * projection, invoices with status and their PDF / FA(3) XML, and the per-click ledger of a month.
 * Every method checks access to the account first.
 */
export class BillingService {
  constructor(
    private readonly d: {
      ledger: LedgerRepository;
      invoices: InvoicesRepository;
      close: BillingCloseService;
      ksef: KsefRepository;
      now: () => Date;
    },
  ) {}

  /** Spend of the current Warsaw month so far and projected to its end, grosze. */
  async summary(
    actor: Actor,
    accountId: string | undefined,
  ): Promise<{ month: string; today: string; spentToDate: number; projected: number; currency: 'PLN' }> {
    const scope = requireAccount(actor, accountId, 'billing-read');
    const today = warsawDay(this.d.now());
    const month = monthOfDay(today);
    const spent = await this.d.ledger.chargedSum(scope.accountId, `${month}-01`, today);
    return { month, today, spentToDate: spent, projected: projectMonthSpend(spent, today), currency: 'PLN' };
  }

  /** The account's invoices and corrections, newest first. */
  async invoices(actor: Actor, accountId: string | undefined): Promise<InvoiceView[]> {
    const scope = requireAccount(actor, accountId, 'billing-read');
    const today = warsawDay(this.d.now());
    const rows = await this.d.invoices.forAccount(scope.accountId);
    const ksef = await this.d.ksef.forInvoices(rows.map((r) => r.id));
    return rows.map((r) => toInvoiceView(r, today, ksef.get(r.id)?.ksefNumber ?? null));
  }

  /** The invoice as PDF or FA(3) XML. @throws ResourceNotFoundException for another account's or an unknown invoice. */
  async invoiceFile(actor: Actor, accountId: string | undefined, id: string, format: 'pdf' | 'xml'): Promise<BillingFile> {
    const scope = requireAccount(actor, accountId, 'billing-read');
    const invoice = await this.d.invoices.find(id);
    if (!invoice || invoice.accountId !== scope.accountId) throw new DomainError('ResourceNotFoundException', `Invoice ${id} not found.`);
    return invoiceFile(this.d.close, invoice, format);
  }

  /**
   * The per-click ledger of `month` as CSV or XLSX.
   * @throws ValidationException (MONTH) for a malformed month.
   */
  async ledgerFile(actor: Actor, accountId: string | undefined, month: BillingMonth, format: 'csv' | 'xlsx'): Promise<BillingFile> {
    const scope = requireAccount(actor, accountId, 'billing-read');
    if (!isBillingMonth(month)) throw new DomainError('ValidationException', 'Month must be YYYY-MM.', 'MONTH');
    const { first, last } = monthDays(month);
    const rows = await this.d.ledger.clicks(scope.accountId, first, last);
    const fileName = `ledger_${month}`;
    if (format === 'csv') return { bytes: ledgerCsv(rows), type: 'text/csv; charset=utf-8', fileName: `${fileName}.csv` };
    return { bytes: await ledgerXlsx(rows, month), type: XLSX_TYPE, fileName: `${fileName}.xlsx` };
  }
}

/** One issued invoice document, exactly as stored at issue (shared by the advertiser and staff routes). */
export async function invoiceFile(close: BillingCloseService, invoice: InvoiceRow, format: 'pdf' | 'xml'): Promise<BillingFile> {
  const stored = (await close.issuedDocuments(invoice))[format];
  const stem = documentName(invoice.number);
  const type = format === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8';
  return { bytes: stored.content, type, fileName: `${stem}.${format}`, sha256: stored.sha256 };
}
