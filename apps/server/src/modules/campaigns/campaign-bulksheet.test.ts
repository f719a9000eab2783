import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';
import { BULKSHEET_COLUMNS } from './campaign-bulksheet.format';

type Row = Record<string, string>;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulksheets: GET /campaign-bulksheets, POST /campaign-bulksheets/dry-run and /apply (docs/bulksheets.md)', () => {
  let kit: CampaignKit;
  let a: { id: string; name: string };
  let b: { id: string; name: string };

  const download = async (format = 'csv'): Promise<Row[]> => {
    const res = await kit.call('GET', `/campaign-bulksheets?format=${format}`);
    expect(res.status).toBe(200);
    return parse(await res.text(), { bom: true, columns: true }) as Row[];
  };
  const csv = (rows: Row[]) => stringify(rows, { header: true, columns: [...BULKSHEET_COLUMNS] });
  const upload = (step: 'dry-run' | 'apply', body: string | Buffer, type = 'text/csv') => fetchUpload(step, body, type);
  let fetchUpload: (step: string, body: string | Buffer, type: string) => Promise<Response>;

  beforeAll(async () => {
    kit = await startCampaignKit();
    const token = await kit.server.login('ann@brand.test', 'secret-pass-1');
    fetchUpload = (step, body, type) =>
      fetch(`${kit.server.baseUrl}/api/campaign-bulksheets/${step}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'account-id': kit.accountId, 'content-type': type },
        body,
      });
    a = await kit.publish({ name: 'Alpha', endDate: '2026-12-31' });
    b = await kit.publish({ name: 'Beta', skus: ['3'] });
    const kw = await kit.call('PATCH', `/campaigns/${a.id}/keywords`, {
      keywords: [
        { text: 'buty', matchType: 'EXACT', bid: 200 },
        { text: 'koszulka', matchType: 'PHRASE', bid: null },
        { text: 'nike', matchType: 'BROAD', bid: 300 },
      ],
      negativeKeywords: [{ text: 'tanie', matchType: 'EXACT' }],
    });
    expect(kw.status).toBe(200);
  });
  afterAll(async () => kit?.close());

  it('downloads one row per campaign, SKU, keyword and negative keyword, with versions and PLN amounts', async () => {
    const rows = await download();
    const alpha = rows.filter((r) => r['Campaign ID'] === a.id);
    expect(alpha.map((r) => r['Row type'])).toEqual(['Campaign', 'SKU', 'SKU', 'Keyword', 'Keyword', 'Keyword', 'Negative keyword']);
    expect(alpha[0]).toMatchObject({
      'Campaign name': 'Alpha',
      Version: '2',
      Status: 'ACTIVE',
      'Daily budget (PLN)': '50.00',
      'Total budget (PLN)': '500.00',
      'Max CPC (PLN)': '1.50',
      'Start date': '2026-11-21',
      'End date': '2026-12-31',
      Delivery: 'STANDARD',
    });
    expect(alpha.find((r) => r.Keyword === 'buty')).toMatchObject({ 'Match type': 'EXACT', 'Bid (PLN)': '2.00' });
    expect(alpha.find((r) => r.Keyword === 'koszulka')!['Bid (PLN)']).toBe('');
    const xlsx = await kit.call('GET', '/campaign-bulksheets?format=xlsx');
    expect(xlsx.headers.get('content-type')).toBe(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(rows.length + 1);
  });

  it('the dry run lists every change and every row error (row, column, code, params, the API message) and writes nothing', async () => {
    const rows = await download();
    const edit = rows.map((r) => ({ ...r }));
    edit.find((r) => r.Keyword === 'buty')!['Bid (PLN)'] = '2,50';
    edit.find((r) => r.Keyword === 'nike')!['Bid (PLN)'] = '3.10';
    edit.find((r) => r['Campaign ID'] === b.id && r['Row type'] === 'Campaign')!['Max CPC (PLN)'] = '0.50';
    const at = (r: Row) => edit.indexOf(r) + 2;
    const add = (r: Partial<Row>) => (edit.push(r as Row), edit.at(-1)!);
    const sku = add({ 'Row type': 'SKU', 'Campaign ID': a.id, SKU: '9' }); // puma: not the account's
    const badBid = add({ 'Row type': 'Keyword', 'Campaign ID': a.id, Keyword: 'bluza', 'Match type': 'EXACT', 'Bid (PLN)': 'abc' });
    const twice = add({ ...edit.find((r) => r['Campaign ID'] === a.id && r['Row type'] === 'Campaign')! });
    const unknownType = add({ 'Row type': 'Ad group', 'Campaign ID': a.id });
    const missing = add({ 'Row type': 'SKU', 'Campaign ID': '99999999-9999-4999-8999-999999999999', SKU: '1' });
    const repeat = add({ ...edit.find((r) => r.Keyword === 'koszulka')! });
    const res = await upload('dry-run', csv(edit));
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ format: 'csv', rows: rows.length + 6, applied: false });
    expect(body.errors).toEqual(
      [
        {
          row: at(sku),
          column: 'SKU',
          code: 'SKU_NOT_IN_INVENTORY',
          params: { sku: '9' },
          message: "Not in this account's inventory: 9",
        },
        {
          row: at(badBid),
          column: 'Bid (PLN)',
          code: 'AMOUNT_INVALID',
          params: {},
          message: 'Bid (PLN) must be an amount in PLN such as 12.50.',
        },
        {
          row: at(twice),
          column: 'Campaign ID',
          code: 'CAMPAIGN_ROW_DUPLICATE',
          params: { firstRow: edit.findIndex((r) => r['Campaign ID'] === a.id) + 2 },
          message: `The campaign already has a Campaign row (row ${edit.findIndex((r) => r['Campaign ID'] === a.id) + 2}).`,
        },
        {
          row: at(unknownType),
          column: 'Row type',
          code: 'ROW_TYPE_UNKNOWN',
          params: { allowed: 'Campaign, SKU, Keyword, Negative keyword' },
          message: 'Row type must be one of Campaign, SKU, Keyword, Negative keyword.',
        },
        {
          row: at(missing),
          column: 'Campaign ID',
          code: 'CAMPAIGN_NOT_FOUND',
          params: { campaignId: '99999999-9999-4999-8999-999999999999' },
          message: 'Campaign 99999999-9999-4999-8999-999999999999 not found.',
        },
        {
          row: at(repeat),
          column: 'Keyword',
          code: 'KEYWORD_DUPLICATE',
          params: { firstRow: at(edit.find((r) => r.Keyword === 'koszulka')!) },
          message: `Keyword repeats row ${at(edit.find((r) => r.Keyword === 'koszulka')!)} with the same match type.`,
        },
        {
          row: edit.findIndex((r) => r['Campaign ID'] === b.id) + 2,
          column: 'Max CPC (PLN)',
          code: 'MAX_CPC_RANGE',
          params: { min: 100, max: 10000 },
          message: 'Max CPC must be between 1.00 PLN and 100.00 PLN.',
        },
      ].sort((x, y) => x.row - y.row),
    );
    expect(body.changes).toEqual(
      expect.arrayContaining([
        { campaignId: a.id, campaignName: 'Alpha', field: 'keyword', item: 'buty (EXACT)', kind: 'changed', before: 200, after: 250 },
        { campaignId: a.id, campaignName: 'Alpha', field: 'keyword', item: 'nike (BROAD)', kind: 'changed', before: 300, after: 310 },
        { campaignId: a.id, campaignName: 'Alpha', field: 'sku', item: '9', kind: 'added', before: null, after: '9' },
        { campaignId: b.id, campaignName: 'Beta', field: 'maxCpc', item: null, kind: 'changed', before: 150, after: 50 },
      ]),
    );
    const apply = await json(await upload('apply', csv(edit)));
    expect(apply.applied).toBe(false);
    const [kw] = await queryRows<{ bid: string }>(kit.server.ctx.db, sql`select bid from campaign_keywords where text = 'buty'`);
    expect(Number(kw!.bid)).toBe(200);
  });

  it('applies a file all or nothing, bumps versions, and audits each changed campaign so its history shows the bids', async () => {
    const rows = await download();
    const edit = rows.map((r) => ({ ...r }));
    edit.find((r) => r.Keyword === 'buty')!['Bid (PLN)'] = '2.50';
    edit.find((r) => r.Keyword === 'koszulka')!['Bid (PLN)'] = '1.20';
    edit.find((r) => r.Keyword === 'nike')!['Bid (PLN)'] = '3.10';
    const betaRow = edit.find((r) => r['Campaign ID'] === b.id && r['Row type'] === 'Campaign')!;
    betaRow.Status = 'PAUSED';
    edit.push({ 'Row type': 'SKU', 'Campaign ID': b.id, SKU: '4' } as Row);
    const res = await upload('apply', csv(edit));
    const body = await json(res);
    expect(body.errors).toEqual([]);
    expect(body).toMatchObject({ applied: true, changedCampaigns: 2 });
    const after = await json(await kit.call('GET', `/campaigns/${b.id}`));
    expect(after).toMatchObject({ userStatus: 'PAUSED', version: Number(betaRow.Version) + 1 });
    expect((await json(await kit.call('GET', `/campaigns/${b.id}/inventory`))).skus).toEqual(['3', '4']);
    const kws = await json(await kit.call('GET', `/campaigns/${a.id}/keywords`));
    expect(kws.keywords.map((k: { bid: number | null }) => k.bid)).toEqual([250, 120, 310]);

    await kit.server.app.audit.flush();
    const history = await json(await kit.call('GET', `/campaigns/${a.id}/history`));
    expect(history.content[0]).toMatchObject({ actorEmail: 'ann@brand.test', action: `PATCH /campaigns/${a.id}` });
    const change = history.content[0].changes[0];
    expect(change.field).toBe('keywords');
    expect(change.after.map((k: { bid: number }) => k.bid)).toEqual([250, 120, 310]);

    // The same file again: its versions are stale now, so every Campaign row has an error and nothing is applied.
    const again = await json(await upload('apply', csv(edit)));
    expect(again.applied).toBe(false);
    expect(again.errors.find((e: { row: number }) => e.row === edit.indexOf(betaRow) + 2)).toMatchObject({
      column: 'Version',
      code: 'VERSION_STALE',
      params: { fileVersion: Number(betaRow.Version), currentVersion: Number(betaRow.Version) + 1 },
      message: expect.stringContaining('The resource has been modified.'),
    });
  });

  it('reads XLSX uploads (numbers and text cells)', async () => {
    const file = Buffer.from(await (await kit.call('GET', '/campaign-bulksheets?format=xlsx')).arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    ws.eachRow((row) => {
      if (row.getCell(13).value === 'buty') row.getCell(15).value = 2.75;
    });
    const res = await upload('dry-run', Buffer.from(await book.xlsx.writeBuffer()), XLSX_TYPE);
    const body = await json(res);
    expect(body).toMatchObject({ format: 'xlsx', errors: [] });
    expect(body.changes).toEqual([expect.objectContaining({ item: 'buty (EXACT)', before: 250, after: 275 })]);
  });

  it('answers problem details, never a 5xx, for hostile and wrong files', async () => {
    const cases: [string | Buffer, string, number, RegExp][] = [
      ['', 'text/csv', 400, /empty/],
      ['a,b\n1,2\n', 'text/csv', 400, /header row.*missing "Row type"/],
      [Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), 'application/octet-stream', 400, /neither an XLSX/],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]), XLSX_TYPE, 400, /not a readable XLSX/],
      ['"unclosed,quote\n', 'text/csv', 400, /cannot be read/],
      [Buffer.alloc(6 * 1024 * 1024, 'a'), 'text/csv', 413, /./],
    ];
    for (const [body, type, status, detail] of cases) {
      const res = await upload('dry-run', body, type);
      expect(res.status, `${type} ${String(body).slice(0, 20)}`).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await json(res)).detail).toMatch(detail);
    }
    expect((await upload('dry-run', 'x', 'image/png')).status).toBe(415);
    // A real workbook cut in half, one with other columns, and a file of headers only.
    const real = Buffer.from(await (await kit.call('GET', '/campaign-bulksheets?format=xlsx')).arrayBuffer());
    const cut = await upload('dry-run', real.subarray(0, Math.floor(real.length / 2)), XLSX_TYPE);
    expect(cut.status).toBe(400);
    expect((await json(cut)).detail).toMatch(/not a readable XLSX/);
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Report').addRow(['Day', 'Views', 'Clicks']);
    const wrong = await upload('dry-run', Buffer.from(await other.xlsx.writeBuffer()), XLSX_TYPE);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).detail).toMatch(/header row/);
    const empty = await upload('apply', `${BULKSHEET_COLUMNS.join(',')}\n`);
    expect(await json(empty)).toMatchObject({ rows: 0, applied: true, changes: [], errors: [] });
  });

  it('lets a read-only member download but not check or apply', async () => {
    const db = kit.server.ctx.db;
    await db.execute(sql`update account_users set role = 'READ_ONLY' where account_id = ${kit.accountId}`);
    try {
      expect((await kit.call('GET', '/campaign-bulksheets?format=csv')).status).toBe(200);
      expect((await upload('dry-run', 'x', 'text/csv')).status).toBe(403);
      expect((await upload('apply', 'x', 'text/csv')).status).toBe(403);
    } finally {
      await db.execute(sql`update account_users set role = 'ADMIN' where account_id = ${kit.accountId}`);
    }
  });
});
