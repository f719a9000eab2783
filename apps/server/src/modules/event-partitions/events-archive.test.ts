import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { EventPartitionsRepository } from './event-partitions.repository';
import { archiveEventMonths } from './events-archive';

const NOW = new Date('2026-11-23T12:00:00Z');
const CAMPAIGN = '00000000-0000-0000-0000-0000000000c1';

describe('events:archive (detach and archive whole months)', () => {
  let h: TestDatabase;
  let repo: EventPartitionsRepository;
  const dir = mkdtempSync(join(tmpdir(), 'ads-archive-'));
  const partitions = async () => (await repo.monthPartitions()).filter((p) => p.month < '2026-10').map((p) => p.name);

  beforeAll(async () => {
    h = await createTestDatabase();
    repo = new EventPartitionsRepository(h.db);
    await h.db.execute(sql`select events_create_partitions('impressions', '2024-01-01', '2024-01-01'),
      events_create_partitions('impressions', '2026-09-01', '2026-09-01'), events_create_partitions('clicks', '2019-01-01', '2019-01-01')`);
    await h.db
      .execute(sql`insert into impressions (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price)
      select 'imp-' || g, 'bid-' || g, '2024-01-15', ${CAMPAIGN}, 'p1', '', '2024-01-15T10:00:00Z', '2024-01-15', g from generate_series(1, 25000) g`);
    await h.db
      .execute(sql`insert into impressions (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price)
      values ('imp-sep', 'bid-sep', '2026-09-10', ${CAMPAIGN}, 'p1', 'u', '2026-09-10T10:00:00Z', '2026-09-10', 1)`);
    await h.db
      .execute(sql`insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, not_billable_reason)
      values ('clk-1', 'bid-1', '2019-01-31', ${CAMPAIGN}, 'p1', 'u', '2019-01-31T22:59:00Z', '2019-01-31', 40, true, null),
             ('clk-2', 'bid-2', '2019-01-31', ${CAMPAIGN}, 'p1', 'u', '2019-01-31T23:10:00Z', '2019-02-01', 0, false, 'BUDGET_EXHAUSTED')`);
  });
  afterAll(() => h?.close());

  it('on a dry run lists what it would archive and what it refuses, and changes nothing', async () => {
    const items = await archiveEventMonths(repo, { before: '2026-10', dryRun: true, dir, now: NOW });
    expect(items.map((i) => [i.name, i.rows, i.refused])).toEqual([
      ['clicks_p2019_01', 2, 'billing has not closed 2019-01, 2019-02'],
      ['impressions_p2024_01', 25000, null],
      ['impressions_p2026_09', 1, 'inside the retention minimum: archivable from 2027-11'],
    ]);
    expect(await partitions()).toEqual(['clicks_p2019_01', 'impressions_p2024_01', 'impressions_p2026_09']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('detaches, writes and drops the months it may, and keeps the others', async () => {
    await h.db.execute(
      sql`insert into billing_closes (period, status, started_at) values ('2019-01', 'DONE', now()), ('2019-02', 'RUNNING', now())`,
    );
    const items = await archiveEventMonths(repo, { before: '2026-10', tables: ['clicks', 'impressions'], dryRun: false, dir, now: NOW });
    expect(items.map((i) => [i.name, i.refused, i.file])).toEqual([
      ['clicks_p2019_01', 'billing has not closed 2019-02', undefined],
      ['impressions_p2024_01', null, join(dir, 'impressions_p2024_01.csv.gz')],
      ['impressions_p2026_09', 'inside the retention minimum: archivable from 2027-11', undefined],
    ]);
    expect(await partitions()).toEqual(['clicks_p2019_01', 'impressions_p2026_09']);
    const csv = parse(gunzipSync(readFileSync(join(dir, 'impressions_p2024_01.csv.gz'))), { columns: true }) as Record<string, string>[];
    expect(csv).toHaveLength(25000);
    expect(csv[0]).toMatchObject({
      event_id: 'imp-1',
      bid_day: '2024-01-15',
      opaque_user_id: '',
      price: '1',
      occurred_at: '2024-01-15 10:00:00+00',
    });
    const [left] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from impressions`);
    expect(left!.n).toBe(1);

    await h.db.execute(sql`update billing_closes set status = 'DONE' where period = '2019-02'`);
    const clicks = await archiveEventMonths(repo, { before: '2019-02', tables: ['clicks'], dryRun: false, dir, now: NOW });
    expect(clicks.map((i) => [i.name, i.rows, i.refused])).toEqual([['clicks_p2019_01', 2, null]]);
    const raw = gunzipSync(readFileSync(join(dir, 'clicks_p2019_01.csv.gz'))).toString();
    // NULL is an empty unquoted field, text is quoted: PostgreSQL's CSV COPY reads them back as they were.
    expect(raw.split('\n')[1]).toMatch(/^"?\d+"?,"clk-1","bid-1","2019-01-31",.*,"40","true",,,,,,,$/); // not_billable_reason, rank, key_id, price, max_cpc, keyword_id, search_term
    expect(await partitions()).toEqual(['impressions_p2026_09']);
  });
});
