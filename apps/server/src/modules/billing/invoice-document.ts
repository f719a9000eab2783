import { groszeToDecimalString } from '@ads/domain';
import type { InvoiceLineRow, InvoiceRow, Party } from './invoices.repository';

/** An invoice with its lines, as both documents (PDF, FA(3) XML) render it. */
export interface InvoiceDocument {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  /** The corrected invoice (number, issue date) of a correction. */
  corrected?: { number: string; issueDate: string };
  bankAccount?: string;
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

/** The tax id as printed: "NIP 526-000-12-46" style digits for a NIP, the VAT id otherwise. */
export function printedTaxId(taxId: string): string {
  return /^\d{10}$/.test(taxId) ? `NIP ${taxId}` : `VAT UE ${taxId}`;
}

/** File name stem of an invoice's documents: FV/2026/000001 → FV-2026-000001. */
export function documentName(number: string): string {
  return number.replace(/\//g, '-');
}
