import { groszeToDecimalString } from '@ads/domain';
import type { InvoiceLineRow, InvoiceRow, Party } from './invoices.repository';

/** An invoice with its lines, as both documents (PDF, FA(3) XML) render it. */
export interface InvoiceDocument {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  /** The corrected invoice (number, issue date, KSeF number when KSeF accepted it) of a correction. */
  corrected?: { number: string; issueDate: string; ksefNumber?: string };
  bankAccount?: string;
  /** Printed instead of an account when there is none (SELLER_PAYMENT_NOTE). */
  paymentNote?: string;
}

const PLN = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

/** Grosze in the Polish format, e.g. 12 345,50 zł (docs/requirements.md §9: PLN, 2 decimals, comma separator). */
export function formatPln(grosze: number): string {
  // Exact decimal text first: the Number is only made for Intl, never for arithmetic.
  return PLN.format(Number(groszeToDecimalString(grosze)));
}

/** A party's address lines: street; postal code and city. */
export function addressLines(p: Party): [string, string] {
  return [p.street, `${p.postalCode} ${p.city}${p.countryCode === 'PL' ? '' : `, ${p.countryCode}`}`];
}

/**
 * The tax id as printed: a Polish NIP (bare, or typed with its PL prefix) as "NIP 5260001246"; another
 * EU VAT id as "VAT UE DE123456789" (VAT Act art. 106e ust. 1 pkt 5: the buyer's NIP, or its EU VAT id
 * under art. 28b).
 */
export function printedTaxId(taxId: string): string {
  const nip = /^(?:PL)?(\d{10})$/.exec(taxId);
  return nip ? `NIP ${nip[1]}` : `VAT UE ${taxId}`;
}

/**
 * A Polish account number as printed: the NRB in its standard grouping, 2 check digits then 6 groups
 * of 4 ("61 1090 1014 0000 0712 1981 2874"); a PL prefix is kept ("PL61 1090 …").
 */
export function formatBankAccount(account: string): string {
  const m = /^(PL)?(\d{2})(\d{24})$/.exec(account.replace(/\s/g, ''));
  if (!m) return account;
  return `${m[1] ?? ''}${m[2]} ${m[3]!.match(/\d{4}/g)!.join(' ')}`;
}

/**
 * How to pay, as the documents print it: the seller's account (grouped) with the invoice number as the
 * transfer title; without SELLER_BANK_ACCOUNT, the way to get the account instead of nothing. A refund
 * correction says the money goes back to the buyer.
 */
export function paymentInstructions(doc: InvoiceDocument): string[] {
  const { invoice: inv } = doc;
  if (inv.gross < 0) return [`Zwrot ${formatPln(-inv.gross)} przelewem na rachunek nabywcy do ${inv.dueDate}.`];
  const title = `Tytuł przelewu: ${inv.number}`;
  if (doc.bankAccount) return [`Rachunek bankowy: ${formatBankAccount(doc.bankAccount)}`, title];
  return [doc.paymentNote ?? 'Rachunek bankowy sprzedawcy: prosimy o kontakt ze sprzedawcą przed zapłatą.', title];
}

/** File name stem of an invoice's documents: FV/2026/000001 → FV-2026-000001. */
export function documentName(number: string): string {
  return number.replace(/\//g, '-');
}
