import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { VAT_RATE_PERCENT } from '@ads/domain';
import { addressLines, formatPln, paymentInstructions, printedTaxId, type InvoiceDocument } from './invoice-document';

/** DejaVu Sans (npm dejavu-fonts-ttf, shipped with the server): full Polish diacritics in the PDF. */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/**
 * The invoice (or correction) as an A4 PDF in Polish (pdfkit with an embedded TTF font): parties,
 * dates, one line per campaign and price with its unit net price ("Cena jedn. netto", VAT Act art. 106e
 * ust. 1 pkt 9), net / VAT 23 % / gross in pl-PL format, due date and how to pay (docs/billing.md "Documents").
 * @returns the PDF bytes.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice: inv, lines } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: inv.number, Author: inv.seller ? (inv.seller as { name: string }).name : '' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  const seller = inv.seller as InvoiceDocument['invoice']['seller'] & Parameters<typeof addressLines>[0];
  const buyer = inv.buyer as typeof seller;
  const correction = inv.kind === 'CORRECTION';
  const reverse = inv.vatTreatment === 'REVERSE_CHARGE';

  pdf
    .font('bold')
    .fontSize(18)
    .text(correction ? 'Faktura korygująca' : 'Faktura VAT', { align: 'left' });
  pdf.font('regular').fontSize(11).text(`Nr ${inv.number}`);
  pdf.moveDown(0.5).fontSize(9);
  pdf.text(`Data wystawienia: ${inv.issueDate}    Data sprzedaży: ${inv.saleDate}    Okres rozliczeniowy: ${inv.period}`);
  if (correction && doc.corrected) {
    pdf.text(`Dotyczy faktury: ${doc.corrected.number} z dnia ${doc.corrected.issueDate}`);
    pdf.text(`Przyczyna korekty: ${inv.correctionReason ?? ''}`);
  }
  pdf.moveDown();

  const top = pdf.y;
  party(pdf, 'Sprzedawca', seller, 50, top);
  party(pdf, 'Nabywca', buyer, 310, top);
  pdf.y = top + 90;
  pdf.x = 50;

  // Lines: Lp. | Nazwa usługi | Kliknięcia | Cena jedn. netto | Wartość netto | VAT
  const cols = [50, 75, 265, 320, 410, 505];
  pdf.font('bold').fontSize(9);
  const header = ['Lp.', 'Nazwa usługi', 'Kliknięcia', 'Cena jedn. netto', 'Wartość netto', 'VAT'];
  header.forEach((h, i) => pdf.text(h, cols[i]!, pdf.y, { continued: false, lineBreak: false }));
  pdf.moveDown(1.2);
  pdf.font('regular');
  for (const l of lines) {
    const y = pdf.y;
    pdf.text(String(l.lineNo), cols[0]!, y, { lineBreak: false });
    pdf.text(l.description, cols[1]!, y, { width: 185 });
    const after = pdf.y;
    pdf.text(String(l.quantity), cols[2]!, y, { lineBreak: false });
    pdf.text(l.unitNet === null ? '' : formatPln(l.unitNet), cols[3]!, y, { lineBreak: false });
    pdf.text(formatPln(l.net), cols[4]!, y, { lineBreak: false });
    pdf.text(reverse ? 'np.' : `${VAT_RATE_PERCENT}%`, cols[5]!, y, { lineBreak: false });
    pdf.y = Math.max(after, y + 14);
  }
  pdf.moveDown();
  pdf.x = 300;
  pdf.font('regular').fontSize(10);
  pdf.text(`Razem netto: ${formatPln(inv.net)}`, 300, pdf.y, { align: 'right', width: 245 });
  pdf.text(reverse ? 'VAT: nie podlega (odwrotne obciążenie)' : `VAT ${VAT_RATE_PERCENT}%: ${formatPln(inv.vat)}`, {
    align: 'right',
    width: 245,
  });
  pdf.text(`Razem brutto: ${formatPln(inv.gross)}`, { align: 'right', width: 245 });
  pdf
    .font('bold')
    .fontSize(12)
    .text(`Do zapłaty: ${formatPln(Math.max(inv.gross, 0))}`, { align: 'right', width: 245 });
  if (inv.gross < 0)
    pdf
      .font('regular')
      .fontSize(10)
      .text(`Do zwrotu: ${formatPln(-inv.gross)}`, { align: 'right', width: 245 });
  pdf.x = 50;
  pdf.moveDown(1.5).font('regular').fontSize(9);
  pdf.text(`${inv.gross < 0 ? 'Termin zwrotu' : 'Termin płatności'}: ${inv.dueDate} (przelew)`, 50);
  for (const line of paymentInstructions(doc)) pdf.text(line);
  if (reverse) pdf.text('Odwrotne obciążenie — podatek rozlicza nabywca (art. 28b ustawy o VAT).');
  pdf.text('Usługa: reklama produktów sponsorowanych rozliczana za kliknięcie (CPC), waluta PLN.');
  pdf.end();
  return done;
}

function party(pdf: PDFKit.PDFDocument, title: string, p: Parameters<typeof addressLines>[0], x: number, y: number): void {
  const [l1, l2] = addressLines(p);
  pdf.font('bold').fontSize(10).text(title, x, y, { width: 240 });
  pdf
    .font('regular')
    .fontSize(9)
    .text(p.name, { width: 240 })
    .text(l1, { width: 240 })
    .text(l2, { width: 240 })
    .text(printedTaxId(p.taxId), { width: 240 });
}
