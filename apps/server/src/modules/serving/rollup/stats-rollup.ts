import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** Impressions and valid clicks of one product moved into stats_daily by a roll-up (they feed pCTR). */
export interface ObservedProduct {
  productId: string;
  impressions: number;
  clicks: number;
}

/** pino-compatible logger. */
interface Log {
  error(obj: unknown, msg?: string): void;
}

/**
 * The asynchronous statistics roll-up (issue #8 "statistics are rolled up asynchronously within a few seconds,
 * not by hot-row updates per event"; docs/serving-scale.md "Statistics roll-up"). Event batches append deltas to
 * stats_deltas in their own transactions; `schedule()` (called after each committed batch) runs one roll-up
 * `delayMs` later, which moves every committed delta into stats_daily with one statement:
 * `DELETE … RETURNING` summed per (campaign, product, day), upserted in key order (and impressions per hour
 * into traffic_hourly, pacing's traffic curve). A delta is moved exactly
 * once: rows committed after the DELETE's snapshot stay for the next run, and two processes rolling up at
 * once wait on each other's deleted rows and skip them. Nothing runs while no events arrive (no polling);
 * deltas left by a killed process are moved at the next start or the next event anywhere.
 */
export class StatsRollup {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | null = null;
  #log: Log | undefined;

  constructor(
    private readonly db: Database,
    private readonly delayMs: number,
    /** Gets what each roll-up moved (the ad index updates pCTR from it). */
    private readonly onObserved: (products: ObservedProduct[]) => void = () => undefined,
  ) {}

  /** Moves leftovers of an earlier run, then waits for `schedule()`. */
  async start(log?: Log): Promise<void> {
    this.#log = log;
    await this.drain();
  }

  /** Runs a roll-up `delayMs` from now unless one is already due. */
  schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.drain().catch((error: unknown) => this.#log?.error({ err: error }, 'statistics roll-up failed; retried with the next events'));
    }, this.delayMs);
    this.#timer.unref();
  }

  /**
   * Moves every committed delta into stats_daily now (waits for a roll-up in progress first).
   * @returns the number of products whose statistics moved.
   */
  async drain(): Promise<number> {
    while (this.#running) await this.#running.catch(() => undefined);
    this.#running = this.#rollUp();
    try {
      return await this.#running;
    } finally {
      this.#running = null;
    }
  }

  /** Cancels a scheduled roll-up (the caller drains on shutdown). */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  async #rollUp(): Promise<number> {
    const rows = await queryRows<{ productId: string; impressions: number; clicks: number }>(
      this.db,
      sql`with moved as (
            delete from stats_deltas returning *
          ),
          summed as (
            select campaign_id, product_id, day, sum(impressions) as impressions, sum(clicks) as clicks,
              sum(invalid_clicks) as invalid_clicks, sum(cost) as cost, sum(sales_count) as sales_count, sum(revenue) as revenue
            from moved group by campaign_id, product_id, day
          ),
          upserted as (
            insert into stats_daily (campaign_id, product_id, day, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
            select * from summed order by campaign_id, product_id, day
            on conflict (campaign_id, product_id, day) do update set
              impressions = stats_daily.impressions + excluded.impressions,
              clicks = stats_daily.clicks + excluded.clicks,
              invalid_clicks = stats_daily.invalid_clicks + excluded.invalid_clicks,
              cost = stats_daily.cost + excluded.cost,
              sales_count = stats_daily.sales_count + excluded.sales_count,
              revenue = stats_daily.revenue + excluded.revenue
            returning product_id, impressions, clicks
          ),
          moved_traffic as (
            delete from traffic_deltas returning hour, impressions
          ),
          traffic as (
            insert into traffic_hourly (hour, impressions)
            select hour, sum(impressions) from moved_traffic group by hour order by hour
            on conflict (hour) do update set impressions = traffic_hourly.impressions + excluded.impressions
          )
          select product_id as "productId", sum(s.impressions)::bigint as impressions, sum(s.clicks)::bigint as clicks
          from summed s group by product_id`,
    );
    const observed = rows.map((r) => ({ productId: r.productId, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
    if (observed.length > 0) this.onObserved(observed);
    return observed.length;
  }
}
