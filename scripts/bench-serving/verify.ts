import pg from 'pg';

/**
 * What the database says after a click run (docs/serving-scale.md "What is measured where": charged exactly once, 0.00 PLN overspend).
 * Reads the contract's outcome tables (clicks, campaigns), not the server's internals. Amounts in grosze.
 */
export class BenchDb {
  readonly #pool: pg.Pool;

  constructor(url: string) {
    this.#pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  /** Sum of spent_total over every campaign, grosze. */
  async spentTotal(): Promise<bigint> {
    const { rows } = await this.#pool.query<{ s: string }>('select coalesce(sum(spent_total), 0)::text as s from campaigns');
    return BigInt(rows[0]!.s);
  }

  /** Click rows whose event id starts with `prefix`: how many, how many distinct bids, their cost (grosze). */
  async clicks(prefix: string): Promise<{ rows: number; bids: number; cost: bigint; billable: number }> {
    const { rows } = await this.#pool.query<{ n: number; bids: number; cost: string; billable: number }>(
      `select count(*)::int as n, count(distinct resolved_bid_id)::int as bids, coalesce(sum(cost), 0)::text as cost,
              count(*) filter (where billable)::int as billable
         from clicks where starts_with(event_id, $1)`,
      [prefix],
    );
    const r = rows[0]!;
    return { rows: r.n, bids: r.bids, cost: BigInt(r.cost), billable: r.billable };
  }

  /**
   * Overspend of `campaignIds`, grosze: Σ max(0, spent_today − daily_budget) + Σ max(0, spent_total − total_budget),
   * with what they spent and could spend in all, and how many reached a limit.
   */
  async overspend(campaignIds: readonly string[]): Promise<{ over: bigint; spent: bigint; budget: bigint; capped: number }> {
    const { rows } = await this.#pool.query<{ over: string; spent: string; budget: string; capped: number }>(
      `select coalesce(sum(greatest(0, spent_today - coalesce(daily_budget, spent_today))
                         + greatest(0, spent_total - coalesce(total_budget, spent_total))), 0)::text as over,
              coalesce(sum(spent_total), 0)::text as spent,
              coalesce(sum(coalesce(daily_budget, total_budget)), 0)::text as budget,
              count(*) filter (where spent_today + max_cpc > coalesce(daily_budget, 1e15)
                                  or spent_total + max_cpc > coalesce(total_budget, 1e15))::int as capped
         from campaigns where id = any($1::uuid[])`,
      [campaignIds],
    );
    const r = rows[0]!;
    return { over: BigInt(r.over), spent: BigInt(r.spent), budget: BigInt(r.budget), capped: r.capped };
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}
