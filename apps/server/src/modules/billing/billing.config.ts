import { z } from 'zod';
import { INVOICE_ISSUE_WINDOW_DAYS, isValidNip } from '@ads/domain';
import { bool } from '../../plugins/env';
import { ksefConfig, ksefEnv, type KsefConfig } from './ksef/ksef.config';

/** Settings of billing (docs/billing.md): the issue day, the background jobs and the seller on invoices. */
export const billingEnv = z.object({
  BILLING_ISSUE_DAY: z.coerce.number().int().min(1).max(INVOICE_ISSUE_WINDOW_DAYS).default(3),
  BILLING_JOBS: bool.default(true),
  SELLER_NAME: z.string().min(1).default('Ads Portal Sp. z o.o.'),
  SELLER_STREET: z.string().min(1).default('ul. Przykładowa 1'),
  SELLER_POSTAL_CODE: z.string().min(1).default('00-001'),
  SELLER_CITY: z.string().min(1).default('Warszawa'),
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code')
    .default('PL'),
  SELLER_NIP: z
    .string()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine(isValidNip, 'must be a valid NIP (10 digits with its checksum)')
    .default('5260001246'),
  // Empty (an unset line in an env file) is "not set"; else an NRB whose IBAN check digits hold.
  SELLER_BANK_ACCOUNT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
      .refine(isValidNrb, 'must be a Polish account number (26 digits, optionally PL…) with valid check digits')
      .optional(),
  ),
  /** Printed instead of the account number when SELLER_BANK_ACCOUNT is not set (docs/billing.md "Documents"). */
  SELLER_PAYMENT_NOTE: z
    .string()
    .min(1)
    .default('Rachunek bankowy sprzedawcy: podany w umowie; w razie wątpliwości prosimy o kontakt ze sprzedawcą przed zapłatą.'),
  ...ksefEnv.shape,
});

/** A Polish NRB (26 digits, optionally PL…) whose check digits hold: IBAN mod 97 = 1 (ISO 13616). */
export function isValidNrb(value: string): boolean {
  const m = /^(?:PL)?(\d{2})(\d{24})$/.exec(value);
  if (!m) return false;
  // PL = 25 21; the IBAN is checked as BBAN + country + check digits.
  const digits = `${m[2]}2521${m[1]}`;
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The seller of every invoice: the platform operator (SELLER_* variables). */
export interface SellerConfig {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  /** 10 digits, checksum valid. */
  nip: string;
  /** 26-digit NRB or PL IBAN, or undefined when not printed. */
  bankAccount: string | undefined;
  /** How to pay when there is no bank account setting. */
  paymentNote: string;
}

export interface BillingConfig {
  /**
   * Billing (docs/billing.md): the day after month end the invoices are issued on (1..5), whether the
   * background jobs run in this process, the seller printed on invoices (SELLER_*) and the submission to
   * KSeF (KSEF_*, docs/ksef.md).
   */
  billing: { issueDay: number; jobs: boolean; seller: SellerConfig; ksef: KsefConfig };
}

/** @throws ConfigError for KSEF_ENABLED=true without a token or with another NIP than the seller's (ksefConfig). */
export function billingConfig(e: z.infer<typeof billingEnv>): BillingConfig {
  return {
    billing: {
      issueDay: e.BILLING_ISSUE_DAY,
      jobs: e.BILLING_JOBS,
      seller: {
        name: e.SELLER_NAME,
        street: e.SELLER_STREET,
        postalCode: e.SELLER_POSTAL_CODE,
        city: e.SELLER_CITY,
        countryCode: e.SELLER_COUNTRY,
        nip: e.SELLER_NIP,
        bankAccount: e.SELLER_BANK_ACCOUNT,
        paymentNote: e.SELLER_PAYMENT_NOTE,
      },
      ksef: ksefConfig(e, e.SELLER_NIP),
    },
  };
}
