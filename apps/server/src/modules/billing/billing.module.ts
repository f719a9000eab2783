import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { BillingProfileRepository } from './billing-profile.repository';
import { BillingProfileService } from './billing-profile.service';
import { BillingClosesRepository } from './billing-closes.repository';
import { BillingCloseService } from './billing-close.service';
import { InvoicesRepository } from './invoices.repository';
import { LedgerRepository } from './ledger.repository';
import { BillingService } from './billing.service';
import { billingRoutes } from './billing.routes';
import { BillingStaffService } from './billing.staff.service';
import { billingStaffRoutes } from './billing.staff.routes';
import type { BillingFace } from './billing.face';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing for other modules: whether an account has a billing profile. */
    billing: BillingFace;
  }
}

/** The repositories and the month close of billing, on the app's database, mail and clock (tests build them too). */
export function billingParts(app: FastifyInstance) {
  const { db, now } = app;
  const ledger = new LedgerRepository(db);
  const invoices = new InvoicesRepository(db);
  const profilesRepo = new BillingProfileRepository(db);
  const closes = new BillingClosesRepository(db);
  const close = new BillingCloseService({
    ledger,
    invoices,
    profiles: profilesRepo,
    closes,
    mail: app.mail,
    seller: app.config.billing.seller,
    issueDay: app.config.billing.issueDay,
    now,
  });
  return { ledger, invoices, profilesRepo, closes, close };
}

/** Hours between runs of the billing job on the in-process runner (PGlite). */
const IN_PROCESS_EVERY_MS = 60 * 60 * 1000;

/**
 * Billing under /api/billing: billing profile, month-to-date spend, invoices (PDF, FA(3)
 * XML), per-click ledger; staff billing (role marops) under /api/marops/billing: invoices across
 * accounts, mark paid, credits, month closes; and the daily billing job (month close, corrections,
 * overdue) on the job runner: pg-boss cron 06:00 Europe/Warsaw, or hourly in process on PGlite.
 */
export const billingModule = fp(
  async (app) => {
    const { ledger, invoices, profilesRepo, closes, close } = billingParts(app);
    const { now } = app;
    const billing = new BillingService({ ledger, invoices, close, now });
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
    const staff = new BillingStaffService({ close, ledger, invoices, closes, now });
    await apiScope(app, (api) => billingStaffRoutes(api, staff));
  },
  { name: 'billing', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'jobs'], fastify: '5.x' },
);
