import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';
import { BULKSHEET_COLUMNS, MAX_BULKSHEET_ROWS } from './campaign-bulksheet.format';

/**
 * The size a bulksheet must handle (docs/bulksheets.md "Limits"): 10,000 rows — 10 campaigns of 1 Campaign row,
 * 2 SKU rows and 997 Keyword rows — downloaded, every bid changed, dry-run and applied within 30 s in all.
 * Prints the figures of each step.
 */
describe('bulksheets at 10,000 rows', () => {
  let kit: CampaignKit;
  let token: string;
  beforeAll(async () => {
    kit = await startCampaignKit();
    token = await kit.server.login('ann@brand.test', 'secret-pass-1');
    for (let i = 0; i < 10; i++) {
      const c = await kit.publish({ name: `Scale ${i}` });
      await kit.server.ctx.db.execute(
        sql`insert into campaign_keywords (campaign_id, text, normalized, match_type, bid)
            select ${c.id}::uuid, 'slowo ' || n, 'slowo ' || n, 'EXACT', 150 from generate_series(1, 997) n`,
      );
    }
  }, 120_000);
  afterAll(async () => kit?.close());

  it('downloads, dry-runs and applies 10,000 rows within 30 s', async () => {
    const started = performance.now();
    const res = await kit.call('GET', '/campaign-bulksheets?format=csv');
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    const downloaded = performance.now();
    expect(rows.length).toBe(MAX_BULKSHEET_ROWS);
    for (const r of rows) if (r['Row type'] === 'Keyword') r['Bid (PLN)'] = '1.75';
    const file = stringify(rows, { header: true, columns: [...BULKSHEET_COLUMNS] });
    const post = (step: string) =>
      fetch(`${kit.server.baseUrl}/api/campaign-bulksheets/${step}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'account-id': kit.accountId, 'content-type': 'text/csv' },
        body: file,
      }).then(json);
    const dry = await post('dry-run');
    const dryRun = performance.now();
    expect(dry).toMatchObject({ rows: 10_000, errors: [], changedCampaigns: 10 });
    expect(dry.changes).toHaveLength(9970);
    const applied = await post('apply');
    const done = performance.now();
    expect(applied).toMatchObject({ applied: true, errors: [] });
    const [count] = await queryRows<{ n: number }>(
      kit.server.ctx.db,
      sql`select count(*)::int as n from campaign_keywords where bid = 175`,
    );
    expect(count!.n).toBe(9970);
    const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
    console.log(
      `bulksheet 10,000 rows (${(file.length / 1024).toFixed(0)} KiB CSV): download ${ms(started, downloaded)}, dry run ${ms(downloaded, dryRun)}, apply ${ms(dryRun, done)}, total ${ms(started, done)}`,
    );
    expect(done - started).toBeLessThan(30_000);

    // The same 10,000 rows as XLSX: download, then a dry run of it (nothing left to change).
    const xlsxStarted = performance.now();
    const xlsx = Buffer.from(await (await kit.call('GET', '/campaign-bulksheets?format=xlsx')).arrayBuffer());
    const xlsxDownloaded = performance.now();
    const xlsxDry = await fetch(`${kit.server.baseUrl}/api/campaign-bulksheets/dry-run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'account-id': kit.accountId, 'content-type': 'application/octet-stream' },
      body: xlsx,
    }).then(json);
    const xlsxDone = performance.now();
    expect(xlsxDry).toMatchObject({ format: 'xlsx', rows: 10_000, errors: [], changes: [] });
    console.log(
      `bulksheet 10,000 rows (${(xlsx.length / 1024).toFixed(0)} KiB XLSX): download ${ms(xlsxStarted, xlsxDownloaded)}, dry run ${ms(xlsxDownloaded, xlsxDone)}`,
    );
    expect(xlsxDone - xlsxStarted).toBeLessThan(30_000);
  }, 120_000);
});
