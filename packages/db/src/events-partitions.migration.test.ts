import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './connect';

/** The migrations folder as it was before `tag` (journal cut there), for migrating a database up to that point. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ads-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A resolved bid id as serving signs it (bids/resolved-bid-token.ts layout), with a dummy MAC. */
function bidId(createdAt: string): string {
  const raw = Buffer.alloc(80, 7);
  raw.writeUInt8(1, 0);
  raw.write('k001', 1, 'latin1');
  raw.writeUIntBE(Date.parse(createdAt), 5, 6);
  return raw.toString('base64url');
}

const CAMPAIGN = '00000000-0000-0000-0000-0000000000c1';

describe('migration 0016: monthly partitions of the raw event tables', () => {
  it('converts impressions, clicks and purchases keeping their rows, ids and sequences', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0016_events_partitions') });
    // An auction at 23:30 on 31 Oct (Warsaw), its impression and click after midnight, on 1 Nov.
    const edge = bidId('2026-10-31T22:30:00Z');
    await client.query(
      `insert into impressions (event_id, resolved_bid_id, campaign_id, product_id, opaque_user_id, occurred_at, day, price) values
        ('imp-1', $1, $2, 'p1', 'u1', '2026-10-31T23:05:00Z', '2026-11-01', 40),
        ('imp-legacy', 'not-a-signed-id', $2, 'p1', 'u1', '2026-09-02T10:00:00Z', '2026-09-02', 40)`,
      [edge, CAMPAIGN],
    );
    await client.query(
      `insert into clicks (event_id, resolved_bid_id, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
        values ('clk-1', $1, $2, 'p1', 'u1', '2026-10-31T23:10:00Z', '2026-11-01', 40, true)`,
      [edge, CAMPAIGN],
    );
    await client.query(`insert into purchases (event_id, item_index, product_id, quantity, unit_price, opaque_user_id, occurred_at, day) values
      ('pur-1', 0, 'p1', 1, 9900, 'u1', '2026-11-05T10:00:00Z', '2026-11-05'), ('pur-old', 0, 'p1', 1, 100, 'u1', '1999-01-01T10:00:00Z', '1999-01-01')`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = async (q: string, params: unknown[] = []) => (await client.query<Record<string, unknown>>(q, params)).rows;
    expect(await rows(`select event_id, bid_day::text, tableoid::regclass::text as part from impressions order by id`)).toEqual([
      { event_id: 'imp-1', bid_day: '2026-10-31', part: 'impressions_p2026_10' },
      { event_id: 'imp-legacy', bid_day: '2026-09-02', part: 'impressions_p2026_09' },
    ]);
    expect(await rows(`select id::int, bid_day::text, tableoid::regclass::text as part from clicks`)).toEqual([
      { id: 1, bid_day: '2026-10-31', part: 'clicks_p2026_10' },
    ]);
    expect(await rows(`select event_id, tableoid::regclass::text as part from purchases order by id`)).toEqual([
      { event_id: 'pur-1', part: 'purchases_p2026_11' },
      { event_id: 'pur-old', part: 'purchases_default' },
    ]);
    // The sequences go on where they were, and belong to the new tables.
    expect(await rows(`select pg_get_serial_sequence('clicks', 'id') as s, nextval('clicks_id_seq')::int as n`)).toEqual([
      { s: 'public.clicks_id_seq', n: 2 },
    ]);
    // One click per resolved bid, by the database itself; the ledger stays append-only.
    await expect(
      client.query(
        `insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
          values ('clk-2', $1, '2026-10-31', $2, 'p1', 'u2', '2026-11-01T00:20:00+01', '2026-11-01', 40, true)`,
        [edge, CAMPAIGN],
      ),
    ).rejects.toThrow(/duplicate key value violates unique constraint/);
    await expect(client.query(`update clicks set cost = 0`)).rejects.toThrow(/append-only/);
    // The default partitions exist, and the upkeep function is idempotent.
    expect(await rows(`select to_regclass('clicks_default')::text as d`)).toEqual([{ d: 'clicks_default' }]);
    expect(await rows(`select events_ensure_partitions(3) as n`)).toEqual([{ n: 0 }]);
    await client.close();
  });
});
