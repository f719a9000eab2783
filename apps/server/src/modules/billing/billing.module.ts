import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { BillingProfileRepository } from './billing-profile.repository';
import { BillingProfileService } from './billing-profile.service';
import { BillingClosesRepository } from './billing-closes.repository';
import { BillingCloseService } from './billing-close.service';
import { InvoicesRepository, type InvoiceRow } from './invoices.repository';
import { LedgerRepository } from './ledger.repository';
import { BillingService } from './billing.service';
import { billingRoutes } from './billing.routes';
import { BillingStaffService } from './billing.staff.service';
import { billingStaffRoutes } from './billing.staff.routes';
import type { BillingFace } from './billing.face';
import { KsefRepository } from './ksef/ksef.repository';
import { ksefParts, type KsefParts } from './ksef/ksef.parts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing for other modules: whether an account has a billing profile. */
    billing: BillingFace;
  }
}

/**
 * The repositories and the month close of billing, on the app's database, mail and clock (tests build
 * them too). With KSEF_ENABLED=true also the KSeF submission (docs/ksef.md): every invoice is queued in
 * the transaction that inserts it and its job is asked for once it is issued; the job runner's queue and
 * sweep are declared on the first call only (the plugin's).
 */
export function billingParts(app: FastifyInstance) {
  const { db, now } = app;
  const ledger = new LedgerRepository(db);
  const ksefRepo = new KsefRepository(db);
  let ksef: KsefParts | null = null;
  const invoices = new InvoicesRepository(db, app.config.billing.ksef.enabled ? (tx, row) => ksefRepo.queue(tx, row.id) : undefined);
  const profilesRepo = new BillingProfileRepository(db);
  const closes = new BillingClosesRepository(db);
  const close: BillingCloseService = new BillingCloseService({
    ledger,
    invoices,
    profiles: profilesRepo,
    closes,
    // The accounts module registers before this one (app.ts); members are its data.
    recipients: (accountId) => app.accounts.invoiceRecipients(accountId),
    mail: app.mail,
    seller: app.config.billing.seller,
    issueDay: app.config.billing.issueDay,
    now,
    ksefNumberOf: (invoiceId) => ksefRepo.ksefNumber(invoiceId),
    afterIssue: async (invoice) => {
      // The queued row is the durable record; a job that cannot be asked for now is found by the sweep.
      if (ksef && !(await ksef.kick(invoice.id))) app.log.info({ invoiceId: invoice.id }, 'KSeF submission left to the sweep');
      await app.notifications.notify(invoiceNotice('INVOICE_ISSUED', invoice));
    },
    onOverdue: (invoice) => app.notifications.notify(invoiceNotice('INVOICE_OVERDUE', invoice)),
  });
  if (app.config.billing.ksef.enabled) {
    const xmlOf = async (invoiceId: string) => {
      const invoice = await invoices.find(invoiceId);
      if (!invoice) throw new Error(`invoice ${invoiceId} not found`);
      return (await close.issuedDocuments(invoice)).xml.content;
    };
    ksef = ksefParts(app, ksefRepo, xmlOf, !KSEF_DECLARED.has(app));
    KSEF_DECLARED.add(app);
  }
  return { ledger, invoices, profilesRepo, closes, close, ksefRepo, ksef };
}

/** The notice of an issued or overdue invoice, linked to the account's invoices (docs/notifications.md). */
function invoiceNotice(
  kind: 'INVOICE_ISSUED' | 'INVOICE_OVERDUE',
  i: Pick<InvoiceRow, 'id' | 'accountId' | 'number' | 'gross' | 'dueDate'>,
) {
  return {
    accountId: i.accountId,
    kind,
    eventKey: i.id,
    payload: { invoiceId: i.id, number: i.number, gross: i.gross, dueDate: i.dueDate },
    linkPath: `/accounts/${i.accountId}/billing`,
  };
}

/** Apps whose job runner already has the KSeF queue and sweep (billingParts may be called again by tests). */
const KSEF_DECLARED = new WeakSet<FastifyInstance>();

/** Hours between runs of the billing job on the in-process runner (PGlite). */
const IN_PROCESS_EVERY_MS = 60 * 60 * 1000;

/**
 * Billing under /api/billing: billing profile, month-to-date spend, invoices (PDF, FA(3)
 * XML), per-click ledger; staff billing (role marops) under /api/marops/billing: invoices across
 * accounts, mark paid, credits, month closes; and the daily billing job (month close, corrections,
 * overdue) on the job runner: pg-boss cron 06:00 Europe/Warsaw, or hourly in process on PGlite; with
 * KSEF_ENABLED=true the submission of each issued invoice to KSeF (docs/ksef.md).
 */
export const billingModule = fp(
  async (app) => {
    const { ledger, invoices, profilesRepo, closes, close, ksefRepo } = billingParts(app);
    const { now } = app;
    const billing = new BillingService({ ledger, invoices, close, ksef: ksefRepo, now });
    const profiles = new BillingProfileService(
      profilesRepo,
      now,
      (accountId) => app.domainEvents.emit('accounts.changed', [accountId]),
      // The accounts module registers before this one (app.ts); bans are its data.
      (taxId) => app.accounts.refuseBanned({ taxId }, { taxId: 'TAX_ID' }),
    );
    app.decorate('billing', profiles);
    app.jobs.add({ name: 'billing-daily', cron: '0 6 * * *', everyMs: IN_PROCESS_EVERY_MS, run: () => close.daily() });
    await apiScope(app, (api) => billingRoutes(api, { billing, profiles }));
    const ksefEnabled = app.config.billing.ksef.enabled;
    const staff = new BillingStaffService({ close, ledger, invoices, closes, ksef: ksefRepo, ksefEnabled, now });
    await apiScope(app, (api) => billingStaffRoutes(api, staff));
  },
  { name: 'billing', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'jobs', 'notifications'], fastify: '5.x' },
);
