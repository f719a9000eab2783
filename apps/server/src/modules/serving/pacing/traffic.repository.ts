import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { HourlyImpressions } from '@ads/domain';

/** SQL of `traffic_hourly` (impressions per UTC hour, filled by the impressions insert). */
export class TrafficRepository {
  constructor(private readonly db: Database) {}

  /** Hours from `from` (inclusive) to `to` (exclusive), ascending. */
  async hourly(from: Date, to: Date): Promise<HourlyImpressions[]> {
    const rows = await queryRows<{ hour: Date | string; impressions: number | string }>(
      this.db,
      sql`select hour, impressions from traffic_hourly
          where hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz order by hour`,
    );
    return rows.map((r) => ({ hour: new Date(r.hour), impressions: Number(r.impressions) }));
  }
}
