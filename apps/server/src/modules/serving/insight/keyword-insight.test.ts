import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { landscapeBucket, LANDSCAPE_BUCKETS } from '@ads/domain';
import { type TestServer } from '../../../testing/server.testkit';
import {
  auction,
  flushInsight,
  reloadIndex,
  searchAuction,
  seedAccount,
  seedCampaign,
  seedCategories,
  seedKeywords,
  seedProducts,
  startServingServer,
} from '../../../testing/serving.testkit';

// Keyword bids of search auctions counted into keyword_insight_hourly (docs/auction-insight.md "Keyword bids"),
// 11:00 in Warsaw on 2026-03-10.
const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
const kw: Record<string, string> = {};
const campaign: Record<string, string> = {};

interface KeywordRow {
  campaignId: string;
  day: string;
  hour: number;
  bids: number;
  won: number;
  landscape: number[];
}

async function rows(keywordId: string): Promise<KeywordRow[]> {
  return queryRows<KeywordRow>(
    server.db.db,
    sql`select campaign_id as "campaignId", day::text as day, hour, bids::int as bids, won::int as won, landscape
        from keyword_insight_hourly where keyword_id = ${keywordId}::uuid order by day, hour`,
  );
}

/** A landscape with `n` counts in the bucket of needed CPC `cpc` (grosze). */
function only(cpc: number, n: number): number[] {
  const out = new Array<number>(LANDSCAPE_BUCKETS).fill(0);
  out[landscapeBucket(cpc)] = n;
  return out;
}

beforeAll(async () => {
  server = await startServingServer({ now: () => NOW });
  const db = server.db.db;
  await seedCategories(db);
  await seedProducts(db, [{ id: 'shoe' }]);
  const a = await seedAccount(db, 'Keyword A');
  const b = await seedAccount(db, 'Keyword B');
  const base = { startDate: '2026-03-01', productIds: ['shoe'] };
  campaign.a = await seedCampaign(db, { ...base, accountId: a, name: 'a', maxCpc: 200 });
  campaign.b = await seedCampaign(db, { ...base, accountId: b, name: 'b', maxCpc: 150 });
  // A bids 3.00 with its keyword's own bid, B 2.50; equal pCTRs on the same product: A wins and pays 2.50.
  Object.assign(kw, {
    a: (await seedKeywords(db, campaign.a, [{ text: 'running shoes', matchType: 'PHRASE', bid: 300 }]))['running shoes'],
  });
  Object.assign(kw, { b: (await seedKeywords(db, campaign.b, [{ text: 'shoes', matchType: 'BROAD', bid: 250 }]))['shoes'] });
  await reloadIndex(server);
});

afterAll(async () => {
  await server?.close();
});

describe('keyword bid counting', () => {
  it('counts each keyword bid of a constructed search auction with its needed CPC; product auctions add nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const winners = await searchAuction(server, 'red running shoes', { slots: 1, products: ['shoe'] });
      expect(winners.map((w) => w.campaignId)).toEqual([campaign.a]);
    }
    // A product auction of the same campaigns: no keyword, nothing counted for keywords.
    expect(await auction(server, ['shoe'], 1)).toHaveLength(1);
    await flushInsight(server);

    // The winner: its price, 2.50 (B's score ÷ A's pCTR).
    expect(await rows(kw.a!)).toEqual([{ campaignId: campaign.a, day: '2026-03-10', hour: 11, bids: 3, won: 3, landscape: only(250, 3) }]);
    // The loser: A's score ÷ B's own pCTR + 1 grosz, 3.01.
    expect(await rows(kw.b!)).toEqual([{ campaignId: campaign.b, day: '2026-03-10', hour: 11, bids: 3, won: 0, landscape: only(301, 3) }]);
  });

  it('adds a later flush into the same rows (one additive upsert)', async () => {
    await searchAuction(server, 'running shoes', { slots: 1, products: ['shoe'] });
    await flushInsight(server);
    expect((await rows(kw.a!))[0]).toMatchObject({ bids: 4, won: 4, landscape: only(250, 4) });
    expect((await rows(kw.b!))[0]).toMatchObject({ bids: 4, won: 0, landscape: only(301, 4) });
  });
});
