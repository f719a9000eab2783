import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { validClickSql, type Day, type Grosze } from '@ads/domain';

export interface ImpressionInsert {
  eventId: string;
  resolvedBidId: string;
  /** Warsaw day of the resolved bid's auction: the partition key (migration 0016). */
  bidDay: Day;
  campaignId: string;
  productId: string;
  opaqueUserId: string;
  occurredAt: Date;
  /** Warsaw day of occurredAt. */
  day: Day;
  /** The resolved bid's price per click, grosze. */
  price: Grosze;
  /** A search auction's keyword and search term, from the resolved bid; null otherwise. */
  keywordId?: string | null;
  searchTerm?: string | null;
}

export interface PurchaseItemInsert {
  eventId: string;
  itemIndex: number;
  productId: string;
  quantity: number;
  /** Grosze. */
  unitPrice: Grosze;
  opaqueUserId: string;
  occurredAt: Date;
  day: Day;
  resolvedBidId: string | null;
}

export interface RecordedPurchaseItem {
  eventId: string;
  itemIndex: number;
  campaignId: string | null;
  /** quantity × unit price, grosze. */
  revenue: Grosze;
}

const iso = (d: Date) => d.toISOString();

/**
 * Days a valid click may come after its auction's Warsaw day (bid_day): the impression window and the click window
 * are each at most 7 days (config.ts SERVING_IMPRESSION_WINDOW_S, SERVING_CLICK_WINDOW_S), plus clock tolerance and
 * the day boundary. Lets the reads of valid clicks by their own day prune the clicks partitions (migration 0016).
 */
export const VALID_CLICK_MAX_DAYS_AFTER_BID = 16;

/** Clicks that may earn a purchase: valid ones, charged or not (domain isValidClick; its SQL mirror click-validity.sql.ts). */
const VALID_CLICK = sql.raw(validClickSql('c.not_billable_reason'));

/**
 * SQL of impressions and purchases. Each batch is one statement that inserts the events (a repeated event
 * id is skipped) and appends their counts to stats_deltas, which the roll-up adds to stats_daily within
 * seconds (docs/serving-scale.md "Statistics roll-up": no hot rows on the event path).
 */
export class EventsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts impressions (one statement for a whole batch) and their statistics deltas. @returns the event ids actually inserted. */
  async insertImpressions(rows: readonly ImpressionInsert[]): Promise<Set<string>> {
    const inserted = await this.recordImpressions(rows);
    return new Set(rows.filter((_, i) => inserted[i]).map((r) => r.eventId));
  }

  /**
   * Inserts impressions like {@link insertImpressions}, answering per row whether THIS row was stored: true only for the
   * row the INSERT actually inserted (`returning`), so an event that a batch carries many times (concurrent retries
   * of one request, grouped by batching/group-commit.ts) is accepted once and a duplicate everywhere else.
   * The key is (event id, bid day), the table's unique key.
   */
  async recordImpressions(rows: readonly ImpressionInsert[]): Promise<boolean[]> {
    const key = (eventId: string, bidDay: string) => `${eventId}\u0000${bidDay}`;
    // One row per key reaches the statement (the first; later copies are duplicates of it), so a returned key names it.
    const first = new Map<string, number>();
    rows.forEach((r, i) => {
      if (!first.has(key(r.eventId, r.bidDay))) first.set(key(r.eventId, r.bidDay), i);
    });
    const unique = [...first.values()].map((i) => rows[i]!);
    const stored = new Set((await this.#insertImpressions(unique)).map((r) => key(r.eventId, r.bidDay)));
    return rows.map((r, i) => first.get(key(r.eventId, r.bidDay)) === i && stored.has(key(r.eventId, r.bidDay)));
  }

  async #insertImpressions(rows: readonly ImpressionInsert[]): Promise<{ eventId: string; bidDay: string }[]> {
    if (rows.length === 0) return [];
    const col = <K extends keyof ImpressionInsert>(k: K) =>
      sql.param(rows.map((r) => (r[k] instanceof Date ? iso(r[k] as Date) : (r[k] ?? null))));
    return queryRows<{ eventId: string; bidDay: string }>(
      this.db,
      sql`
        with input as (
          select * from unnest(${col('eventId')}::text[], ${col('resolvedBidId')}::text[], ${col('bidDay')}::date[], ${col('campaignId')}::uuid[],
            ${col('productId')}::text[], ${col('opaqueUserId')}::text[], ${col('occurredAt')}::timestamptz[], ${col('day')}::date[], ${col('price')}::bigint[],
            ${col('keywordId')}::uuid[], ${col('searchTerm')}::text[])
            as t(event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price, keyword_id, search_term)
        ),
        ins as (
          insert into impressions (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price)
          select event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price from input
          -- A retry carries the same resolved bid, hence the same bid_day: (event_id, bid_day) catches it.
          on conflict (event_id, bid_day) do nothing
          returning event_id, bid_day, campaign_id, product_id, day, occurred_at
        ),
        stats as (
          -- The keyword and search term come from the input row of each inserted event (one row per key reaches here).
          insert into stats_deltas (campaign_id, product_id, day, keyword_id, search_term, impressions)
          select ins.campaign_id, ins.product_id, ins.day, input.keyword_id, input.search_term, count(*)
          from ins join input on input.event_id = ins.event_id and input.bid_day = ins.bid_day
          group by 1, 2, 3, 4, 5
        ),
        traffic as (
          -- Pacing's traffic curve: impressions per hour, rolled up into traffic_hourly with the statistics.
          insert into traffic_deltas (hour, impressions)
          select date_trunc('hour', occurred_at), count(*) from ins group by 1
        )
        select event_id as "eventId", bid_day::text as "bidDay" from ins`,
    );
  }

  /**
   * Inserts purchase items (a repeated (event id, item index) is skipped), attributing each to a campaign:
   * the click on the item's resolvedBidId if there is one, else the user's last click on the same product,
   * in both cases a valid click within `windowMs` before the purchase (and not after it). Credited items add
   * quantity and revenue to the statistics deltas on the purchase's day.
   * @returns the items actually inserted, with the credited campaign (null = not attributed).
   */
  async insertPurchaseItems(rows: readonly PurchaseItemInsert[], windowMs: number): Promise<RecordedPurchaseItem[]> {
    if (rows.length === 0) return [];
    const col = <K extends keyof PurchaseItemInsert>(k: K) => sql.param(rows.map((r) => (r[k] instanceof Date ? iso(r[k] as Date) : r[k])));
    const window = `${windowMs} milliseconds`;
    // Earliest bid_day of a click the window reaches (partition pruning): the window's days (+1 for a DST day), plus a bid's lead on its click.
    const bidDayFloor = sql.raw(`i.day - ${Math.ceil(windowMs / 86_400_000) + 1 + VALID_CLICK_MAX_DAYS_AFTER_BID}`);
    const recorded = await queryRows<RecordedPurchaseItem>(
      this.db,
      sql`
        with input as (
          select * from unnest(${col('eventId')}::text[], ${col('itemIndex')}::int[], ${col('productId')}::text[],
            ${col('quantity')}::int[], ${col('unitPrice')}::bigint[], ${col('opaqueUserId')}::text[],
            ${col('occurredAt')}::timestamptz[], ${col('day')}::date[], ${col('resolvedBidId')}::text[])
            as t(event_id, item_index, product_id, quantity, unit_price, opaque_user_id, occurred_at, day, resolved_bid_id)
        ),
        attributed as (
          select i.*, coalesce(e.id, l.id) as click_id, case when e.id is not null then e.campaign_id else l.campaign_id end as campaign_id,
            case when e.id is not null then e.keyword_id else l.keyword_id end as keyword_id,
            case when e.id is not null then e.search_term else l.search_term end as search_term
          from input i
          left join lateral (
            select c.id, c.campaign_id, c.keyword_id, c.search_term from clicks c
            where c.resolved_bid_id = i.resolved_bid_id and ${VALID_CLICK}
              and c.occurred_at <= i.occurred_at and c.occurred_at >= i.occurred_at - ${window}::interval
              and c.bid_day between ${bidDayFloor} and i.day + 1
            limit 1
          ) e on true
          left join lateral (
            select c.id, c.campaign_id, c.keyword_id, c.search_term from clicks c
            where c.opaque_user_id = i.opaque_user_id and c.product_id = i.product_id and ${VALID_CLICK}
              and c.occurred_at <= i.occurred_at and c.occurred_at >= i.occurred_at - ${window}::interval
              and c.bid_day between ${bidDayFloor} and i.day + 1
            order by c.occurred_at desc, c.id desc limit 1
          ) l on true
        ),
        ins as (
          insert into purchases (event_id, item_index, product_id, quantity, unit_price, opaque_user_id, occurred_at, day, campaign_id, click_id)
          select event_id, item_index, product_id, quantity, unit_price, opaque_user_id, occurred_at, day, campaign_id, click_id from attributed a
          -- The unique key is (event_id, item_index, day) (day is the partition key): a retry with an occurredAt on
          -- another day is caught here instead, by an index probe per partition (same statement, no round trip).
          where not exists (select 1 from purchases p where p.event_id = a.event_id and p.item_index = a.item_index)
          on conflict (event_id, item_index, day) do nothing
          returning event_id, item_index, campaign_id, product_id, day, quantity::bigint * unit_price as revenue, quantity
        ),
        stats as (
          -- A sale credited to a search click counts under its keyword and search term too.
          insert into stats_deltas (campaign_id, product_id, day, keyword_id, search_term, sales_count, revenue)
          select ins.campaign_id, ins.product_id, ins.day, a.keyword_id, a.search_term, sum(ins.quantity), sum(ins.revenue)
          from ins cross join lateral (
            select a.keyword_id, a.search_term from attributed a where a.event_id = ins.event_id and a.item_index = ins.item_index limit 1
          ) a
          where ins.campaign_id is not null
          group by 1, 2, 3, 4, 5
        )
        select event_id as "eventId", item_index as "itemIndex", campaign_id as "campaignId", revenue from ins`,
    );
    return recorded.map((r) => ({ ...r, revenue: Number(r.revenue) }));
  }
}
