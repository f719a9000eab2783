import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { Day } from '@ads/domain';

/** Charged clicks of one campaign at one price in a period: count, the price and grosze (clicks × price). */
export interface CampaignCharge {
  accountId: string;
  campaignId: string;
  campaignName: string;
  clicks: number;
  /** The charged price per click, grosze. */
  unitNet: number;
  net: number;
}

/** A credit of the ledger (staff refund of one click), grosze positive. */
export interface CreditRow {
  id: string;
  clickId: number;
  accountId: string;
  campaignId: string;
  campaignName: string;
  day: Day;
  amount: number;
  reason: string;
  createdAt: Date;
}

/** One line of the per-click ledger: a click (charged or not, with its reason) and its credit, if any. */
export interface LedgerClickRow {
  clickId: number;
  occurredAt: Date;
  day: Day;
  campaignId: string;
  campaignName: string;
  productId: string;
  resolvedBidId: string;
  /** Grosze charged; 0 when not billable. */
  cost: number;
  /** The auction's price per click, grosze (= cost when charged); null for clicks kept before it was recorded. */
  price: number | null;
  /** The winner's max CPC at the auction, grosze (price ≤ max CPC, docs/auction.md); null likewise. */
  maxCpc: number | null;
  billable: boolean;
  notBillableReason: string | null;
  creditAmount: number | null;
  creditReason: string | null;
}

/**
 * SQL of the money ledger: the `clicks` table (insert-only, written by serving: charged
 * clicks at their price, not-billable ones at 0 with a reason) and `ledger_credits`. Read-only here,
 * except for inserting credits. Days are Warsaw days, both ends included.
 */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /**
   * Charged clicks per account, campaign and charged price between `first` and `last` (all accounts when
   * `accountId` is null), cheapest price first: the invoice's lines (docs/billing.md "Lines and unit prices").
   */
  async chargesByCampaign(first: Day, last: Day, accountId: string | null = null): Promise<CampaignCharge[]> {
    return queryRows<CampaignCharge>(
      this.db,
      sql`select c.account_id as "accountId", c.id as "campaignId", c.name as "campaignName",
                 count(*)::int as clicks, k.cost::bigint as "unitNet", coalesce(sum(k.cost), 0)::bigint as net
            from clicks k join campaigns c on c.id = k.campaign_id
           where k.day between ${first} and ${last} and k.billable and k.cost > 0
             and (${accountId}::uuid is null or c.account_id = ${accountId}::uuid)
           group by c.account_id, c.id, c.name, k.cost
           order by c.account_id, c.name, c.id, k.cost`,
    );
  }

  /** Credits of clicks between `first` and `last` that no invoice or correction has taken yet. */
  async openCredits(first: Day, last: Day, accountId: string | null = null): Promise<CreditRow[]> {
    return queryRows<CreditRow>(
      this.db,
      sql`select lc.id, lc.click_id as "clickId", lc.account_id as "accountId", lc.campaign_id as "campaignId",
                 c.name as "campaignName", lc.day::text as day, lc.amount, lc.reason, lc.created_at as "createdAt"
            from ledger_credits lc join campaigns c on c.id = lc.campaign_id
           where lc.day between ${first} and ${last}
             and (${accountId}::uuid is null or lc.account_id = ${accountId}::uuid)
             and not exists (select 1 from invoice_credits ic where ic.credit_id = lc.id)
           order by lc.account_id, c.name, lc.click_id`,
    );
  }

  /** Every click of the account's campaigns between the days with its credit, oldest first. */
  async clicks(accountId: string, first: Day, last: Day): Promise<LedgerClickRow[]> {
    return queryRows<LedgerClickRow>(
      this.db,
      sql`select k.id as "clickId", k.occurred_at as "occurredAt", k.day::text as day, k.campaign_id as "campaignId",
                 c.name as "campaignName", k.product_id as "productId", k.resolved_bid_id as "resolvedBidId",
                 k.cost, k.price, k.max_cpc as "maxCpc", k.billable, k.not_billable_reason as "notBillableReason",
                 lc.amount as "creditAmount", lc.reason as "creditReason"
            from clicks k join campaigns c on c.id = k.campaign_id
            left join ledger_credits lc on lc.click_id = k.id
           where c.account_id = ${accountId}::uuid and k.day between ${first} and ${last}
           order by k.occurred_at, k.id`,
    );
  }

  /** Charged grosze of the account between the days (the ledger's charged sum). */
  async chargedSum(accountId: string, first: Day, last: Day): Promise<number> {
    const [row] = await queryRows<{ sum: number }>(
      this.db,
      sql`select coalesce(sum(k.cost), 0)::bigint as sum from clicks k join campaigns c on c.id = k.campaign_id
           where c.account_id = ${accountId}::uuid and k.day between ${first} and ${last} and k.billable`,
    );
    return Number(row?.sum ?? 0);
  }

  /** Cost in the statistics roll-up (stats_account_daily) of the account between the days, grosze. */
  async statisticsCost(accountId: string, first: Day, last: Day): Promise<number> {
    const [row] = await queryRows<{ sum: number }>(
      this.db,
      sql`select coalesce(sum(s.cost), 0)::bigint as sum from stats_account_daily s
           where s.account_id = ${accountId}::uuid and s.day between ${first} and ${last}`,
    );
    return Number(row?.sum ?? 0);
  }

  /** The clicks `clickIds` with their account, campaign, day and cost (for crediting). */
  async clicksByIds(
    clickIds: number[],
  ): Promise<
    Array<{ clickId: number; accountId: string; campaignId: string; productId: string; day: Day; cost: number; billable: boolean }>
  > {
    if (clickIds.length === 0) return [];
    return queryRows(
      this.db,
      sql`select k.id as "clickId", c.account_id as "accountId", k.campaign_id as "campaignId", k.product_id as "productId",
                 k.day::text as day, k.cost, k.billable
            from clicks k join campaigns c on c.id = k.campaign_id
           where k.id = any(${sql.param(clickIds)}::bigint[])`,
    );
  }

  /** Inserts credits; a click already credited is skipped. Returns the ids of the new credits. */
  async insertCredits(
    credits: Array<{
      clickId: number;
      accountId: string;
      campaignId: string;
      productId: string;
      day: Day;
      amount: number;
      reason: string;
      createdBy: string;
    }>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const c of credits) {
      const rows = await queryRows<{ id: string }>(
        this.db,
        sql`insert into ledger_credits (click_id, account_id, campaign_id, product_id, day, amount, reason, created_by)
            values (${c.clickId}, ${c.accountId}::uuid, ${c.campaignId}::uuid, ${c.productId}, ${c.day}::date, ${c.amount}, ${c.reason}, ${c.createdBy}::uuid)
            on conflict (click_id) do nothing returning id`,
      );
      if (rows[0]) ids.push(rows[0].id);
    }
    return ids;
  }
}
