import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { campaigns } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { seedStatistics, type StatisticsFixture } from '../../testing/statistics.testkit';
import { slug } from './report.service';
import { plnCell } from './report.workbook';
import { XLSX_TYPE } from './report.routes';

describe('GET /api/statistics/report (docs/requirements.md §7): XLSX report of one campaign', () => {
  let server: TestServer;
  let f: StatisticsFixture;
  let token: string;
  const RANGE = 'dateBegin=2026-10-24&dateEnd=2026-10-26';

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-10-26T23:30:00Z') });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    f = await seedStatistics(server.ctx.db, { a: [ann.id] });
    await server.ctx.db.update(campaigns).set({ name: 'Jesień Łódź 2026!' }).where(eq(campaigns.id, f.c1));
    token = await server.login(ann.email, ann.password);
  });
  afterAll(() => server?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/statistics/report?${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  async function workbook(res: Response): Promise<ExcelJS.Workbook> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    return book;
  }
  const rows = (ws: ExcelJS.Worksheet) =>
    ws
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));

  it('answers an .xlsx attachment named <slug>_<dateBegin>_<dateEnd>.xlsx with exact figures', async () => {
    const res = await get(`campaignId=${f.c1}&${RANGE}`, { 'account-id': f.accountA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="jesien-lodz-2026_2026-10-24_2026-10-26.xlsx"');
    const book = await workbook(res);
    expect(book.worksheets.map((w) => w.name)).toEqual(['By day', 'By product', 'Search terms', 'Summary']);

    const byDay = book.getWorksheet('By day')!;
    expect(rows(byDay)).toEqual([
      ['Day', 'Views', 'Clicks', 'CTR', 'Cost (PLN)', 'Avg CPC (PLN)', 'Sales', 'Revenue (PLN)', 'ROAS'],
      [new Date('2026-10-24T00:00:00Z'), 1500, 5, 0.003333, 2.01, 0.4, 1, 123.45, 61.4179],
      [new Date('2026-10-25T00:00:00Z'), 0, 0, 0, 0, 0, 0, 0, 0],
      [new Date('2026-10-26T00:00:00Z'), 0, 0, 0, 0, 0, 0, 0, 0],
      ['Total', 1500, 5, 0.003333, 2.01, 0.4, 1, 123.45, 61.4179],
    ]);
    expect(byDay.getCell('E2').numFmt).toBe('#,##0.00 "PLN"');
    expect(byDay.getCell('D2').numFmt).toBe('0.00%');
    expect(byDay.getCell('A2').numFmt).toBe('yyyy-mm-dd');

    expect(rows(book.getWorksheet('By product')!)).toEqual([
      ['Product ID', 'Product name', 'Brand', 'Views', 'Clicks', 'CTR', 'Cost (PLN)', 'Avg CPC (PLN)', 'Sales', 'Revenue (PLN)', 'ROAS'],
      ['p2', 'Product p2', 'Puma', 500, 2, 0.004, 1.01, 0.51, 0, 0, 0],
      ['p1', 'Product p1', 'Nike', 1000, 3, 0.003, 1, 0.33, 1, 123.45, 123.45],
    ]);

    const summary = rows(book.getWorksheet('Summary')!);
    expect(summary.slice(0, 13)).toEqual([
      ['Item', 'Value'],
      ['Campaign', 'Jesień Łódź 2026!'],
      ['Campaign ID', f.c1],
      ['Date from', '2026-10-24'],
      ['Date to', '2026-10-26'],
      ['Views', 1500],
      ['Clicks', 5],
      ['CTR', 0.003333],
      ['Cost (PLN)', 2.01],
      ['Avg CPC (PLN)', 0.4],
      ['Sales', 1],
      ['Revenue (PLN)', 123.45],
      ['ROAS', 61.4179],
    ]);
    expect(summary[13]).toEqual(['Generated at (UTC)', '2026-10-26T23:30:00.000Z']);
  });

  it('works without the account-id header (docs/requirements.md §7 file-download variant): the campaign’s account', async () => {
    const res = await get(`campaignId=${f.c2}&${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="c2_2026-10-24_2026-10-26.xlsx"');
    const summary = rows((await workbook(res)).getWorksheet('Summary')!);
    expect(summary[8]).toEqual(['Cost (PLN)', 1.5]);
  });

  it('answers 403 AccessForbiddenException for a campaign of another account, or an unknown one', async () => {
    for (const [query, headers] of [
      [`campaignId=${f.x}&${RANGE}`, { 'account-id': f.accountA }],
      [`campaignId=${f.x}&${RANGE}`, {}],
      [`campaignId=${f.x}&${RANGE}`, { 'account-id': f.accountB }],
      [`campaignId=00000000-0000-4000-8000-000000000000&${RANGE}`, { 'account-id': f.accountA }],
    ] as const) {
      const res = await get(query, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ type: 'AccessForbiddenException' });
    }
  });

  it.each([
    ['dateBegin=2026-10-24', 'campaignId'],
    ['campaignId=nope', 'campaignId'],
    ['campaignId={c1}&dateBegin=24.10.2026', 'dateBegin'],
    ['campaignId={c1}&dateBegin=2026-10-26&dateEnd=2026-10-01', 'dateBegin'],
  ])('answers 400 InvalidStatisticsParamsException for %s', async (query, field) => {
    const res = await get(query.replace('{c1}', f.c1), { 'account-id': f.accountA });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'InvalidStatisticsParamsException', field });
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/statistics/report?campaignId=${f.c1}`)).status).toBe(401);
  });

  it('slugs names to ASCII and writes money from exact grosze', () => {
    expect(slug('Żółta kurtka — Zima/2026')).toBe('zolta-kurtka-zima-2026');
    expect(slug('***')).toBe('campaign');
    expect(plnCell(123456789)).toBe(1234567.89);
    expect(plnCell(-5)).toBe(-0.05);
  });
});
