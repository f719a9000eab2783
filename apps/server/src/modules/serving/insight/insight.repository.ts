import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Database } from '@ads/db';
import { accountServesSql, addLandscape, LANDSCAPE_BUCKETS, type Day } from '@ads/domain';
import type { InsightRow } from './insight-counters';

/** Only ACTIVE accounts serve: the domain's SQL mirror of accountServes. */
const ACCOUNT_SERVES = sql.raw(accountServesSql('acc.status'));

/** The sums of auction_insight_hourly the flush adds (constants only, never input). */
const SUMS = [
  'eligible',
  'won',
  'outbid',
  'outbid_gap',
  'paced',
  'daily_budget',
  'total_budget',
  'out_of_stock',
  'account_state',
  'place_not_served',
  'keyword_not_matched',
] as const;

/** A campaign product the ad index does not hold because it cannot serve at all, and why. */
export interface UnlistedRow {
  campaignId: string;
  productId: string;
  reason: 'OUT_OF_STOCK' | 'ACCOUNT_STATE';
  /** The campaign's shop channel (or ALL) and market codes (domain `servesPlace`). */
  channel: string;
  markets: string[];
  /** The product's category and all its ancestors' codes, as the ad index's category map has them. */
  categoryCodes: string[];
}

/** Rows per statement of a flush (each row is ~80 values). */
const CHUNK = 2_000;

/**
 * A PostgreSQL array literal (`{0,3,…}`, PostgreSQL manual 8.15.6) of values that need no quoting — whole numbers,
 * uuids the database gave, ISO days — built with one `join` instead of the driver's per-element conversion and
 * escaping: with the merge below, writing a flushed row costs the serving process about half the CPU it did
 * (docs/auction-insight-cost.md). Free text goes through the driver (`textArray`).
 */
export function bareArrayLiteral(values: ArrayLike<number | string>): string {
  return `{${Array.prototype.join.call(values, ',')}}`;
}

/** Every row's landscape, in row order, as one flat integer[] literal of rows × LANDSCAPE_BUCKETS counts ({@link LANDSCAPE_OF_ROW}). */
export function flatLandscapes(rows: ReadonlyArray<{ landscape: readonly number[] }>): string {
  return `{${rows.map((r) => r.landscape.join(',')).join(',')}}`;
}

/**
 * SQL: the landscape of row `r.n` (1-based, the unnest's ordinality) out of `l.flat` ({@link flatLandscapes}), the names
 * both flush statements give them; a slice has lower bound 1, so its bucket i is `[i + 1]` as in a stored landscape.
 */
export const LANDSCAPE_OF_ROW = sql.raw(`l.flat[(r.n - 1) * ${LANDSCAPE_BUCKETS} + 1 : r.n * ${LANDSCAPE_BUCKETS}]`);

/**
 * The stored landscape `t.landscape` plus the flushed one, bucket by bucket (domain `addLandscape`), in an upsert's
 * update: a sum per bucket index rather than a zip of two unnested arrays aggregated back in order (the upsert of
 * 21,000 rows took 432 instead of 688 ms, docs/serving-scale.md). No `order by i`: the subquery is a bare scan of
 * generate_series, whose rows PostgreSQL's executor returns in the function's order (no join, aggregate or parallel
 * plan to reorder them; an INSERT … ON CONFLICT never runs in parallel), and the sort of 64 rows per row cost 40 % of
 * the upsert: 18–24.5 ms per 1,000 rows with it, 10–14 ms without (docs/auction-insight-cost.md).
 * insight.repository.test.ts checks every bucket after additive flushes.
 */
export const ADD_LANDSCAPES = sql.raw(
  `array(select coalesce(t.landscape[i], 0) + coalesce(excluded.landscape[i], 0) from generate_series(1, ${LANDSCAPE_BUCKETS}) i)`,
);

/** SQL of auction insight on the serving side (docs/auction-insight.md): the flush and the unlisted pairs. */
export class InsightRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds counted rows into auction_insight_hourly, in key order (flushes of several processes add to the same
   * rows without deadlocking); the landscape histograms are added bucket by bucket. The rows travel as one array per
   * column — literals built here ({@link bareArrayLiteral}), product ids as a driver parameter
   * — and all their landscapes as one flat array ({@link flatLandscapes}); docs/auction-insight.md "Flushing in
   * pieces": reading 21,000 rows took 73 ms from arrays, 560 ms from one JSON document.
   */
  async add(rows: readonly InsightRow[]): Promise<void> {
    const sorted = merged(rows);
    const columns = sql.raw(SUMS.join(', '));
    const updates = sql.raw(SUMS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const chunk = sorted.slice(i, i + CHUNK);
      // Numbers, uuids and ISO dates go as literals built here (nothing to escape); product ids, free text, through the driver.
      const sums = sql.join(
        SUMS.map((c) => sql`${bareArrayLiteral(chunk.map(SUM_OF[c]))}::bigint[]`),
        sql`, `,
      );
      await queryRows(
        this.db,
        sql`insert into auction_insight_hourly as t (campaign_id, day, hour, product_id, ${columns}, landscape)
            select campaign_id, day, hour, product_id, ${columns}, ${LANDSCAPE_OF_ROW}
            from unnest(${bareArrayLiteral(chunk.map((r) => r.campaignId))}::uuid[], ${bareArrayLiteral(chunk.map((r) => r.day))}::date[],
              ${bareArrayLiteral(chunk.map((r) => r.hour))}::smallint[], ${textArray(chunk.map((r) => r.productId))}, ${sums})
              with ordinality as r(campaign_id, day, hour, product_id, ${columns}, n),
              (select ${flatLandscapes(chunk)}::integer[] as flat) l
            on conflict (campaign_id, day, hour, product_id) do update set ${updates},
              landscape = ${ADD_LANDSCAPES}`,
      );
    }
  }

  /**
   * Campaign products that would serve but for their product being out of stock or their account not being
   * ACTIVE (the ad index leaves both out): ACTIVE campaigns not ended before `today`, with the campaign's channel
   * and markets and the product's category path — the same ancestry walk as the ad index's rows
   * (ad-index.repository.ts), so a category auction finds them where it finds an indexed product.
   */
  async unlisted(today: Day): Promise<UnlistedRow[]> {
    return queryRows<UnlistedRow>(
      this.db,
      sql`with recursive unlisted as (
            select c.id as campaign_id, cp.product_id, c.channel, c.markets, p.category_code,
              case when not (${ACCOUNT_SERVES}) then 'ACCOUNT_STATE' else 'OUT_OF_STOCK' end as reason
            from campaigns c
            join accounts acc on acc.id = c.account_id
            join campaign_products cp on cp.campaign_id = c.id
            join products p on p.id = cp.product_id
            where c.user_status = 'ACTIVE' and (c.end_date is null or c.end_date >= ${today}::date)
              and c.start_date <= ${today}::date and (not (${ACCOUNT_SERVES}) or p.stock <= 0)
          ),
          ancestry(code, ancestor) as (
            select distinct category_code, category_code from unlisted where category_code is not null
            union all
            select a.code, c.parent_code from ancestry a join categories c on c.code = a.ancestor where c.parent_code is not null
          ),
          paths as (select code, array_agg(ancestor) as codes from ancestry group by code)
          select u.campaign_id as "campaignId", u.product_id as "productId", u.reason, u.channel, u.markets,
            coalesce(a.codes, array[u.category_code]) as "categoryCodes"
          from unlisted u left join paths a on a.code = u.category_code`,
    );
  }
}

/** Each sum column's value of a row (counts; outbid_gap whole grosze). */
const SUM_OF: Record<(typeof SUMS)[number], (r: InsightRow) => number> = {
  eligible: (r) => r.eligible,
  won: (r) => r.won,
  outbid: (r) => r.outbid,
  outbid_gap: (r) => Math.round(r.outbidGap),
  paced: (r) => r.paced,
  daily_budget: (r) => r.dailyBudget,
  total_budget: (r) => r.totalBudget,
  out_of_stock: (r) => r.outOfStock,
  account_state: (r) => r.accountState,
  place_not_served: (r) => r.placeNotServed,
  keyword_not_matched: (r) => r.keywordNotMatched,
};

/** Key order of the flush: campaign, day, hour, product (the same in every process, so their upserts never deadlock). */
function byKey(a: InsightRow, b: InsightRow): number {
  if (a.campaignId !== b.campaignId) return a.campaignId < b.campaignId ? -1 : 1;
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.hour !== b.hour) return a.hour - b.hour;
  return a.productId === b.productId ? 0 : a.productId < b.productId ? -1 : 1;
}

/**
 * Rows with the same key summed into one (one upsert may not touch a row twice), in key order ({@link byKey}): sorted
 * by their fields, then neighbours with the same key merged — no key strings, no map. A row is copied only when
 * another adds to it (`rows` stay as they were, for a retry).
 */
function merged(rows: readonly InsightRow[]): InsightRow[] {
  const sorted = [...rows].sort(byKey);
  const out: InsightRow[] = [];
  let copied = false; // whether out's last row is a copy of its own
  for (const r of sorted) {
    const last = out.length > 0 ? out[out.length - 1]! : undefined;
    if (last === undefined || byKey(last, r) !== 0) {
      out.push(r);
      copied = false;
      continue;
    }
    const h = copied ? last : { ...last, landscape: [...last.landscape] };
    if (!copied) {
      out[out.length - 1] = h;
      copied = true;
    }
    h.eligible += r.eligible;
    h.won += r.won;
    h.outbid += r.outbid;
    h.outbidGap += r.outbidGap;
    h.paced += r.paced;
    h.dailyBudget += r.dailyBudget;
    h.totalBudget += r.totalBudget;
    h.outOfStock += r.outOfStock;
    h.accountState += r.accountState;
    h.placeNotServed += r.placeNotServed;
    h.keywordNotMatched += r.keywordNotMatched;
    addLandscape(h.landscape, r.landscape);
  }
  return out;
}
