import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { BillingMonth, EventTable } from '@ads/domain';

/** A monthly partition of a raw event table, attached or already detached (a half-done archive run). */
export interface MonthPartition {
  table: EventTable;
  /** 'YYYY-MM': the month of the partition key (bid_day for impressions and clicks, day for purchases). */
  month: BillingMonth;
  /** Table name, <table>_pYYYY_MM. */
  name: string;
  attached: boolean;
}

const PARTITION_NAME = /^(impressions|clicks|purchases)_p(\d{4})_(\d{2})$/;

/** Quotes an identifier we built ourselves (table names from PARTITION_NAME or EVENT_TABLES). */
const ident = (name: string) => sql.identifier(name);

/**
 * SQL of the monthly partitions of impressions, clicks and purchases (migration 0016): upkeep,
 * the default-partition check, and what the archive needs (detach, read, drop).
 */
export class EventPartitionsRepository {
  constructor(private readonly db: Database) {}

  /** Creates the partitions of the current Warsaw month and `monthsAhead` more where missing. @returns how many were created. */
  async ensure(monthsAhead: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`select events_ensure_partitions(${monthsAhead}::int)::int as n`);
    return row!.n;
  }

  /** Rows in each table's default partition (0 = healthy; rows there mean a month without its partition). */
  async defaultRows(): Promise<Record<EventTable, number>> {
    const [row] = await queryRows<Record<EventTable, number>>(
      this.db,
      sql`select (select count(*) from impressions_default)::int as impressions, (select count(*) from clicks_default)::int as clicks,
            (select count(*) from purchases_default)::int as purchases`,
    );
    return row!;
  }

  /** Every monthly partition table by name, attached or detached, oldest first. */
  async monthPartitions(): Promise<MonthPartition[]> {
    const rows = await queryRows<{ name: string; attached: boolean }>(
      this.db,
      sql`select c.relname as name, c.relispartition as attached from pg_class c
          where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and c.relname ~ '^(impressions|clicks|purchases)_p[0-9]{4}_[0-9]{2}$'
          order by c.relname`,
    );
    return rows.flatMap(({ name, attached }) => {
      const m = PARTITION_NAME.exec(name);
      return m ? [{ table: m[1] as EventTable, month: `${m[2]}-${m[3]}`, name, attached }] : [];
    });
  }

  async rowCount(name: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from ${ident(name)}`);
    return row!.n;
  }

  /** Billing months ('YYYY-MM' of the clicks' own day) of the clicks in partition `name` that billing_closes has not closed (DONE). */
  async unclosedClickMonths(name: string): Promise<BillingMonth[]> {
    const rows = await queryRows<{ month: string }>(
      this.db,
      sql`select m.month from (select distinct to_char(day, 'YYYY-MM') as month from ${ident(name)}) m
          where not exists (select 1 from billing_closes b where b.period = m.month and b.status = 'DONE') order by 1`,
    );
    return rows.map((r) => r.month);
  }

  /** Warsaw month of the latest credit (correction) on a click of partition `name`, or null. */
  async lastCreditMonth(name: string): Promise<BillingMonth | null> {
    const [row] = await queryRows<{ month: string | null }>(
      this.db,
      sql`select to_char(max(lc.created_at) at time zone 'Europe/Warsaw', 'YYYY-MM') as month
          from ledger_credits lc join ${ident(name)} k on k.id = lc.click_id`,
    );
    return row?.month ?? null;
  }

  /** Column names of partition `name`, in table order. */
  async columns(name: string): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      this.db,
      sql`select attname as name from pg_attribute where attrelid = ${name}::regclass and attnum > 0 and not attisdropped order by attnum`,
    );
    return rows.map((r) => r.name);
  }

  /** Rows of partition `name` as text (PostgreSQL's own output form), `limit` at a time by ascending id after `afterId`. */
  async page(name: string, columns: readonly string[], afterId: number, limit: number): Promise<(string | null)[][]> {
    const list = sql.join(
      columns.map((c) => sql`${ident(c)}::text`),
      sql`, `,
    );
    const rows = await queryRows<{ r: (string | null)[] }>(
      this.db,
      sql`select array[${list}] as r from ${ident(name)} where id > ${afterId} order by id limit ${limit}`,
    );
    return rows.map((x) => x.r);
  }

  /** Detaches `name` from its table: no event is written to it any more, and reads of the table no longer see it. */
  async detach(table: EventTable, name: string): Promise<void> {
    await this.db.execute(sql`alter table ${ident(table)} detach partition ${ident(name)}`);
  }

  async drop(name: string): Promise<void> {
    await this.db.execute(sql`drop table ${ident(name)}`);
  }
}
