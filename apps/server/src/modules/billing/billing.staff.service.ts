import { DomainError, isBillingMonth, monthDays, warsawDay, type BillingMonth } from '@ads/domain';
import { toPage, type Page } from '../../http/page';
import type { StaffScope } from '../access';
import type { BillingCloseService, CloseResult } from './billing-close.service';
import type { BillingClosesRepository } from './billing-closes.repository';
import type { InvoiceFilters, InvoicesRepository } from './invoices.repository';
import type { LedgerClickRow, LedgerRepository } from './ledger.repository';
import { invoiceFile, toInvoiceView, type BillingFile, type InvoiceView } from './billing.service';
import type { KsefRepository } from './ksef/ksef.repository';
import { ksefView, type KsefView } from './ksef/ksef-view';
import { documentName } from './invoice-document';

export interface StaffInvoiceFilters extends InvoiceFilters {
  page: number;
  size: number;
}

/**
 * Staff billing (docs/billing.md "Billing screens"): invoices across accounts with filters, mark
 * paid, credit clicks with a reason (a correction follows at once for an invoiced month), month-close
 * status and re-run. Every method takes the StaffScope (role marops).
 */
export class BillingStaffService {
  constructor(
    private readonly d: {
      close: BillingCloseService;
      ledger: LedgerRepository;
      invoices: InvoicesRepository;
      closes: BillingClosesRepository;
      ksef: KsefRepository;
      /** KSEF_ENABLED: an invoice never queued shows OFF when false. */
      ksefEnabled: boolean;
      now: () => Date;
    },
  ) {}

  /**
   * Invoices across accounts, newest first, filtered by status (on today's Warsaw day), account and month,
   * each with its KSeF state (docs/ksef.md "Screens").
   */
  async list(_staff: StaffScope, f: StaffInvoiceFilters): Promise<Page<InvoiceView & { accountName: string; ksef: KsefView }>> {
    const today = warsawDay(this.d.now());
    const { page, size, ...filters } = f;
    const { rows, total } = await this.d.invoices.page(filters, today, page, size);
    const ksef = await this.d.ksef.forInvoices(rows.map((r) => r.id));
    return toPage(
      rows.map((r) => {
        const k = ksefView(ksef.get(r.id), this.d.ksefEnabled);
        return { ...toInvoiceView(r, today, k.ksefNumber), accountName: r.accountName, ksef: k };
      }),
      total,
      { page, size },
    );
  }

  /** The UPO (the Ministry's signed receipt) of an invoice KSeF accepted, byte for byte. @throws ResourceNotFoundException. */
  async upo(_staff: StaffScope, id: string): Promise<BillingFile> {
    const invoice = await this.d.invoices.find(id);
    const upo = invoice ? await this.d.ksef.upo(id) : undefined;
    if (!invoice || !upo) throw new DomainError('ResourceNotFoundException', `No KSeF UPO for invoice ${id}.`);
    return { bytes: upo.content, type: 'application/xml; charset=utf-8', fileName: `UPO-${documentName(invoice.number)}.xml`, sha256: upo.sha256 };
  }

  /** Marks an invoice paid. @throws ResourceNotFoundException, ValidationException when already paid. */
  async markPaid(staff: StaffScope, id: string): Promise<InvoiceView> {
    const found = await this.d.invoices.find(id);
    if (!found) throw new DomainError('ResourceNotFoundException', `Invoice ${id} not found.`);
    const row = await this.d.invoices.markPaid(id, staff.actor.userId, this.d.now());
    if (!row) throw new DomainError('ValidationException', `Invoice ${found.number} is already paid.`, 'PAID');
    return toInvoiceView(row, warsawDay(this.d.now()), await this.d.ksef.ksefNumber(id));
  }

  /**
   * Credits charged clicks (invalid or disputed) with a reason: one ledger credit per click at its
   * cost; then corrections for months already invoiced. Clicks credited before stay as they were.
   * @throws ValidationException (CLICK_IDS) for unknown or not charged clicks, (REASON) for an empty reason.
   */
  async credit(staff: StaffScope, input: { clickIds: number[]; reason: string }): Promise<{ credited: number; corrections: number }> {
    const reason = input.reason.trim();
    if (!reason) throw new DomainError('ValidationException', 'A reason is required.', 'REASON');
    const ids = [...new Set(input.clickIds)];
    const clicks = await this.d.ledger.clicksByIds(ids);
    const missing = ids.filter((id) => !clicks.some((c) => Number(c.clickId) === id));
    if (missing.length) throw new DomainError('ValidationException', `Unknown clicks: ${missing.slice(0, 10).join(', ')}`, 'CLICK_IDS');
    const free = clicks.filter((c) => !c.billable || Number(c.cost) <= 0);
    if (free.length)
      throw new DomainError('ValidationException', `Not charged, nothing to credit: ${free.map((c) => c.clickId).join(', ')}`, 'CLICK_IDS');
    const created = await this.d.ledger.insertCredits(
      clicks.map((c) => ({
        clickId: Number(c.clickId),
        accountId: c.accountId,
        campaignId: c.campaignId,
        productId: c.productId,
        day: c.day,
        amount: Number(c.cost),
        reason,
        createdBy: staff.actor.userId,
      })),
    );
    const corrections = await this.d.close.issueCorrections();
    return { credited: created.length, corrections };
  }

  /** The clicks of an account in a month (to choose what to credit). @throws ValidationException (MONTH). */
  async clicks(_staff: StaffScope, accountId: string, month: BillingMonth): Promise<LedgerClickRow[]> {
    if (!isBillingMonth(month)) throw new DomainError('ValidationException', 'Month must be YYYY-MM.', 'MONTH');
    const { first, last } = monthDays(month);
    return this.d.ledger.clicks(accountId, first, last);
  }

  /** Month closes, newest month first. */
  async closes(_staff: StaffScope) {
    return (await this.d.closes.list()).map((c) => ({
      period: c.period,
      status: c.status,
      runs: c.runs,
      invoicesCreated: c.invoicesCreated,
      error: c.error,
      startedAt: c.startedAt.toISOString(),
      finishedAt: c.finishedAt ? c.finishedAt.toISOString() : null,
    }));
  }

  /** Runs (or re-runs) the close of `period` now; idempotent. */
  async runClose(_staff: StaffScope, period: BillingMonth): Promise<CloseResult> {
    return this.d.close.closeMonth(period);
  }

  /** Any invoice as PDF or FA(3) XML. @throws ResourceNotFoundException. */
  async file(_staff: StaffScope, id: string, format: 'pdf' | 'xml'): Promise<BillingFile> {
    const invoice = await this.d.invoices.find(id);
    if (!invoice) throw new DomainError('ResourceNotFoundException', `Invoice ${id} not found.`);
    return invoiceFile(this.d.close, invoice, format);
  }
}
