import { queryRows, type Database } from '@ads/db';
import { ROLLUP_LOCK, ROLLUP_STATEMENT } from './rollup-statement';

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
 * The asynchronous statistics roll-up (docs/serving-scale.md "Statistics roll-up": statistics are rolled up asynchronously within a few seconds,
 * not by hot-row updates per event; docs/serving-scale.md "Statistics roll-up"). Event batches append deltas to
 * stats_deltas in their own transactions; `schedule()` (called after each committed batch) runs one roll-up
 * `delayMs` later, which moves every committed delta into the statistics roll-ups with one statement
 * (rollup-statement.ts): `DELETE … RETURNING` summed per (campaign, product, day) into stats_daily and
 * per campaign, category and account into their daily roll-ups, upserted in key order, and
 * impressions per hour into traffic_hourly, pacing's traffic curve. A delta is moved exactly once: rows
 * committed after the DELETE's snapshot stay for the next run, and roll-ups of several processes take
 * turns (a transaction-level advisory lock). Nothing runs while no events arrive (no polling);
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
    const rows = await this.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await queryRows(t, ROLLUP_LOCK);
      return queryRows<{ productId: string; impressions: number; clicks: number }>(t, ROLLUP_STATEMENT);
    });
    const observed = rows.map((r) => ({ productId: r.productId, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
    if (observed.length > 0) this.onObserved(observed);
    return observed.length;
  }
}
