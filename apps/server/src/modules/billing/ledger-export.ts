import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { groszeToDecimalString, type BillingMonth } from '@ads/domain';
import type { LedgerClickRow } from './ledger.repository';

const HEADER = [
  'click_id',
  'occurred_at_utc',
  'day_warsaw',
  'campaign_id',
  'campaign',
  'product_id',
  'resolved_bid_id',
  'charged',
  'not_billable_reason',
  'charged_pln',
  'auction_price_pln',
  'max_cpc_pln',
  'credited_pln',
  'credit_reason',
];

function cells(r: LedgerClickRow): Array<string | number> {
  return [
    r.clickId,
    new Date(r.occurredAt).toISOString(),
    r.day,
    r.campaignId,
    r.campaignName,
    r.productId,
    r.resolvedBidId,
    r.billable ? 'yes' : 'no',
    r.notBillableReason ?? '',
    groszeToDecimalString(Number(r.cost)),
    r.price === null ? '' : groszeToDecimalString(Number(r.price)),
    r.maxCpc === null ? '' : groszeToDecimalString(Number(r.maxCpc)),
    r.creditAmount === null ? '' : groszeToDecimalString(Number(r.creditAmount)),
    r.creditReason ?? '',
  ];
}

/**
 * The per-click ledger of a month as CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read
 * Polish letters; amounts as plain decimals with a dot): every click, charged or not (with its
 * reason), and its credit. The sum of `charged_pln` is the month's charged total (the invoice net
 * when nothing was credited).
 */
export function ledgerCsv(rows: LedgerClickRow[]): Buffer {
  return Buffer.from(`\uFEFF${stringify([HEADER, ...rows.map(cells)])}`, 'utf8');
}

/** The same ledger as XLSX: sheet "Ledger" (one row per click, PLN as numbers) and "Summary". */
export async function ledgerXlsx(rows: LedgerClickRow[], month: BillingMonth): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Ledger', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = HEADER.map((h) => ({ header: h, key: h, width: h.includes('id') ? 24 : 16 }));
  for (const r of rows) {
    const c = cells(r);
    c[9] = Number(c[9]);
    c[10] = c[10] === '' ? '' : Number(c[10]);
    ws.addRow(c);
  }
  ws.getColumn(10).numFmt = '#,##0.00';
  ws.getColumn(11).numFmt = '#,##0.00';
  const charged = rows.reduce((s, r) => s + Number(r.cost), 0);
  const credited = rows.reduce((s, r) => s + Number(r.creditAmount ?? 0), 0);
  const summary = book.addWorksheet('Summary');
  summary.columns = [
    { header: 'month', key: 'k', width: 28 },
    { header: month, key: 'v', width: 16 },
  ];
  summary.addRows([
    ['clicks', rows.length],
    ['charged clicks', rows.filter((r) => r.billable).length],
    ['not charged clicks', rows.filter((r) => !r.billable).length],
    ['charged PLN', Number(groszeToDecimalString(charged))],
    ['credited PLN', Number(groszeToDecimalString(credited))],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
