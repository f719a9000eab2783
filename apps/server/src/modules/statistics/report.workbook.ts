import ExcelJS from 'exceljs';
import { groszeToDecimalString, type Day } from '@ads/domain';
import type { MetricValues } from './statistics.metrics';

/** The figures of one campaign's report; money in grosze, ratios as in deriveMetrics. */
export interface ReportData {
  campaignId: string;
  campaignName: string;
  dateBegin: Day;
  dateEnd: Day;
  days: Array<{ day: Day } & MetricValues>;
  products: Array<{ productId: string; productName: string | null; productBrand: string | null } & MetricValues>;
  /** Search auctions' terms (docs/search-placements.md "Search-term report"), by cost descending. */
  searchTerms: Array<{ searchTerm: string } & MetricValues>;
  totals: MetricValues;
  generatedAt: Date;
}

const PLN = '#,##0.00 "PLN"';
const PERCENT = '0.00%';
const RATIO = '0.00';
const COUNT = '#,##0';

/** Grosze as a number of złoty with 2 decimals: exact decimal text first, Number only at the cell. */
export function plnCell(grosze: number): number {
  return Number(groszeToDecimalString(grosze));
}

/** A Warsaw calendar day as an Excel date (UTC midnight: no time-zone shift in the serial). */
function dayCell(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

type Column = { header: string; key: string; width: number; numFmt?: string };

const METRIC_COLUMNS: Column[] = [
  { header: 'Views', key: 'views', width: 12, numFmt: COUNT },
  { header: 'Clicks', key: 'clicks', width: 10, numFmt: COUNT },
  { header: 'CTR', key: 'ctr', width: 10, numFmt: PERCENT },
  { header: 'Cost (PLN)', key: 'cost', width: 16, numFmt: PLN },
  { header: 'Avg CPC (PLN)', key: 'avgCPC', width: 16, numFmt: PLN },
  { header: 'Sales', key: 'salesCount', width: 10, numFmt: COUNT },
  { header: 'Revenue (PLN)', key: 'revenue', width: 16, numFmt: PLN },
  { header: 'ROAS', key: 'roas', width: 10, numFmt: RATIO },
];

function metricCells(m: MetricValues) {
  return {
    views: m.views,
    clicks: m.clicks,
    ctr: m.ctr,
    cost: plnCell(m.cost),
    avgCPC: plnCell(m.avgCPC),
    salesCount: m.salesCount,
    revenue: plnCell(m.revenue),
    roas: m.roas,
  };
}

function sheet(book: ExcelJS.Workbook, name: string, columns: Column[]): ExcelJS.Worksheet {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

/**
 * The XLSX campaign report (docs/requirements.md §7 GET /statistics/report): sheets
 * - "By day": Day, Views, Clicks, CTR, Cost (PLN), Avg CPC (PLN), Sales, Revenue (PLN), ROAS — one
 *   row per Warsaw day of the range (zeros included), then a bold "Total" row;
 * - "By product": Product ID, Product name, Brand, then the same metrics, by cost descending;
 * - "Search terms": Search term, then the same metrics, by cost descending (empty without search auctions);
 * - "Summary": label/value rows: campaign, campaign id, range, the eight totals, generation time.
 * Money cells are numbers of złoty formatted `#,##0.00 "PLN"` (see plnCell), CTR a ratio
 * formatted as a percentage, ROAS a ratio with 2 decimals shown (full value stored).
 * @returns the .xlsx file bytes.
 */
export async function buildReportWorkbook(data: ReportData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Ads Portal';
  book.created = data.generatedAt;

  const byDay = sheet(book, 'By day', [{ header: 'Day', key: 'day', width: 12, numFmt: 'yyyy-mm-dd' }, ...METRIC_COLUMNS]);
  for (const d of data.days) byDay.addRow({ day: dayCell(d.day), ...metricCells(d) });
  byDay.addRow({ day: 'Total', ...metricCells(data.totals) }).font = { bold: true };

  const byProduct = sheet(book, 'By product', [
    { header: 'Product ID', key: 'productId', width: 14 },
    { header: 'Product name', key: 'productName', width: 48 },
    { header: 'Brand', key: 'productBrand', width: 20 },
    ...METRIC_COLUMNS,
  ]);
  for (const p of data.products) {
    byProduct.addRow({ productId: p.productId, productName: p.productName ?? '', productBrand: p.productBrand ?? '', ...metricCells(p) });
  }

  const bySearchTerm = sheet(book, 'Search terms', [{ header: 'Search term', key: 'searchTerm', width: 40 }, ...METRIC_COLUMNS]);
  for (const t of data.searchTerms) bySearchTerm.addRow({ searchTerm: t.searchTerm, ...metricCells(t) });

  const summary = book.addWorksheet('Summary');
  summary.columns = [
    { header: 'Item', key: 'label', width: 20 },
    { header: 'Value', key: 'value', width: 48 },
  ];
  summary.getRow(1).font = { bold: true };
  const t = metricCells(data.totals);
  const rows: Array<[string, string | number, string?]> = [
    ['Campaign', data.campaignName],
    ['Campaign ID', data.campaignId],
    ['Date from', data.dateBegin],
    ['Date to', data.dateEnd],
    ...METRIC_COLUMNS.map((c): [string, number, string?] => [c.header, t[c.key as keyof typeof t], c.numFmt]),
    ['Generated at (UTC)', data.generatedAt.toISOString()],
  ];
  for (const [label, value, numFmt] of rows) {
    const row = summary.addRow({ label, value });
    if (numFmt) row.getCell('value').numFmt = numFmt;
  }

  return Buffer.from(await book.xlsx.writeBuffer());
}
