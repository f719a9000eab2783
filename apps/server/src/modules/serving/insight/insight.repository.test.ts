import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { LANDSCAPE_BUCKETS } from '@ads/domain';
import type { InsightRow } from './insight-counters';
import { InsightRepository } from './insight.repository';
import type { KeywordInsightRow } from './keyword-insight-counters';
import { KeywordInsightRepository } from './keyword-insight.repository';

// The flush's two upserts on PostgreSQL (docs/auction-insight.md "Flushing in pieces"): rows travel as one array
// parameter per column; ids with quotes, commas and braces arrive intact; a second flush adds into the same rows.
const CAMPAIGN = '00000000-0000-4000-8000-00000000c001';
const KEYWORD = '00000000-0000-4000-8000-00000000f001';
const ODD_PRODUCT = 'sku "a",{b}\\c';
let db: TestDatabase;

const landscape = (entries: Record<number, number>) => Array.from({ length: LANDSCAPE_BUCKETS }, (_, b) => entries[b] ?? 0);

function row(productId: string, n: number, hour = 11): InsightRow {
  return {
    campaignId: CAMPAIGN,
    productId,
    day: '2026-03-10',
    hour,
    eligible: 10 * n,
    won: n,
    outbid: 2 * n,
    outbidGap: 150 * n,
    paced: 3 * n,
    dailyBudget: n,
    totalBudget: 0,
    outOfStock: n,
    accountState: 0,
    placeNotServed: 2 * n,
    keywordNotMatched: n,
    landscape: landscape({ 0: n, 20: 2 * n, 63: 70_000 * n }),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('InsightRepository.add', () => {
  it('adds rows by key, ids intact, and a second flush (with a key twice in it) into the same rows', async () => {
    const repo = new InsightRepository(db.db);
    await repo.add([row(ODD_PRODUCT, 1), row('plain', 2), row('plain', 1, 12)]);
    const second = [row(ODD_PRODUCT, 3), row(ODD_PRODUCT, 1), row('plain', 1, 12)];
    await repo.add(second);
    // The rows handed in stay as they were (a failed flush retries them): merging adds into a copy.
    expect(second).toEqual([row(ODD_PRODUCT, 3), row(ODD_PRODUCT, 1), row('plain', 1, 12)]);
    const stored = await queryRows<{
      productId: string;
      hour: number;
      eligible: string;
      outbidGap: string;
      paced: string;
      landscape: number[];
    }>(
      db.db,
      sql`select product_id as "productId", hour, eligible, outbid_gap as "outbidGap", paced, landscape
          from auction_insight_hourly where campaign_id = ${CAMPAIGN}::uuid order by product_id, hour`,
    );
    expect(stored.map((r) => [r.productId, r.hour, Number(r.eligible), Number(r.outbidGap), Number(r.paced)])).toEqual([
      ['plain', 11, 20, 300, 6],
      ['plain', 12, 20, 300, 6],
      [ODD_PRODUCT, 11, 50, 750, 15],
    ]);
    // Each row's own landscape out of the flush's one flat array (rows 2 and 1+1 of 'plain', 1+3+1 of the odd product).
    expect(stored.map((r) => r.landscape)).toEqual([
      landscape({ 0: 2, 20: 4, 63: 140_000 }),
      landscape({ 0: 2, 20: 4, 63: 140_000 }),
      landscape({ 0: 5, 20: 10, 63: 350_000 }),
    ]);
  });
});

describe('KeywordInsightRepository.add', () => {
  it('adds keyword rows and a later flush into the same rows', async () => {
    const repo = new KeywordInsightRepository(db.db);
    const kwRow = (bids: number): KeywordInsightRow => ({
      campaignId: CAMPAIGN,
      keywordId: KEYWORD,
      day: '2026-03-10',
      hour: 11,
      bids,
      won: 1,
      landscape: landscape({ 5: bids }),
    });
    await repo.add([kwRow(4)]);
    await repo.add([kwRow(6), kwRow(1)]);
    const [stored] = await queryRows<{ bids: string; won: string; landscape: number[] }>(
      db.db,
      sql`select bids, won, landscape from keyword_insight_hourly where keyword_id = ${KEYWORD}::uuid`,
    );
    expect([Number(stored!.bids), Number(stored!.won)]).toEqual([11, 3]);
    expect(stored!.landscape).toEqual(landscape({ 5: 11 }));
  });
});
