import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { Day, Grosze } from '@ads/domain';
import type { SpendFigures } from './ad-index';

export interface ClickCharge {
  eventId: string;
  resolvedBidId: string;
  campaignId: string;
  productId: string;
  opaqueUserId: string;
  occurredAt: Date;
  /** Warsaw day of occurredAt: the day whose budget and statistics the click counts for. */
  day: Day;
  /** The resolved bid's price per click, grosze. */
  price: Grosze;
}

export type ClickOutcome = { outcome: 'duplicate' } | { outcome: 'charged'; figures: SpendFigures } | { outcome: 'budget_exhausted' };

/** Why a recorded click was not charged. */
export const NOT_BILLABLE_BUDGET_EXHAUSTED = 'BUDGET_EXHAUSTED';
/** The account was not ACTIVE when the click came (suspended, terminated, banned): no fees (spec §4, issue #7). */
export const NOT_BILLABLE_ACCOUNT_NOT_ACTIVE = 'ACCOUNT_NOT_ACTIVE';

/**
 * SQL of the click charge (DESIGN.md "Budgets are hard caps"): at most one charge per resolved
 * bid, never beyond the daily or total budget, with no read-then-write of budgets.
 */
export class ClicksRepository {
  constructor(private readonly db: Database) {}

  /**
   * In one transaction:
   * 1. inserts the click, unbilled; a repeated event id or a second click on the same resolved bid
   *    inserts nothing (unique constraints) → `duplicate`, nothing charged;
   * 2. one conditional UPDATE adds `price` to the campaign's spent_total and to its daily counter only
   *    while both budgets still cover it. The daily counter belongs to `spend_day`: a click of a later day
   *    restarts it; a click of an earlier day (a late click, after the counter moved on) counts on the
   *    current counter, so no day's cap is ever exceeded;
   * 3. in the same statement: the click row gets its cost and billable flag (or BUDGET_EXHAUSTED), and
   *    stats_daily gets clicks + 1 and the cost charged, on the click's day.
   * Concurrent clicks on one campaign queue on its row lock; each re-checks the budget on the row it gets.
   */
  async chargeClick(c: ClickCharge): Promise<ClickOutcome> {
    return this.db.transaction(async (tx) => {
      const [click] = await queryRows<{ id: number }>(
        tx,
        sql`insert into clicks (event_id, resolved_bid_id, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable)
            values (${c.eventId}, ${c.resolvedBidId}, ${c.campaignId}::uuid, ${c.productId}, ${c.opaqueUserId},
                    ${c.occurredAt.toISOString()}::timestamptz, ${c.day}::date, 0, false)
            on conflict do nothing
            returning id`,
      );
      if (!click) return { outcome: 'duplicate' };
      const price = sql`${c.price}::bigint`;
      const day = sql`${c.day}::date`;
      const [charged] = await queryRows<{ spentTotal: number; spentToday: number; spendDay: Day }>(
        tx,
        sql`
          with charge as (
            update campaigns set
              spent_total = spent_total + ${price},
              spent_today = case when spend_day >= ${day} then spent_today + ${price} else ${price} end,
              spend_day = greatest(spend_day, ${day})
            where id = ${c.campaignId}::uuid
              and exists (select 1 from accounts a where a.id = campaigns.account_id and a.status = 'ACTIVE')
              and (total_budget is null or spent_total + ${price} <= total_budget)
              and (daily_budget is null or (case when spend_day >= ${day} then spent_today else 0 end) + ${price} <= daily_budget)
            returning spent_total, spent_today, spend_day
          ),
          settled as (
            update clicks set
              cost = coalesce((select ${price} from charge), 0),
              billable = exists (select 1 from charge),
              not_billable_reason = case when exists (select 1 from charge) then null
                when exists (select 1 from campaigns k join accounts a on a.id = k.account_id
                             where k.id = ${c.campaignId}::uuid and a.status <> 'ACTIVE') then ${NOT_BILLABLE_ACCOUNT_NOT_ACTIVE}
                else ${NOT_BILLABLE_BUDGET_EXHAUSTED} end
            where id = ${click.id}
          ),
          stats as (
            insert into stats_daily (campaign_id, product_id, day, clicks, cost)
            values (${c.campaignId}::uuid, ${c.productId}, ${day}, 1, coalesce((select ${price} from charge), 0))
            on conflict (campaign_id, product_id, day) do update
              set clicks = stats_daily.clicks + 1, cost = stats_daily.cost + excluded.cost
          )
          select spent_total as "spentTotal", spent_today as "spentToday", spend_day::text as "spendDay" from charge`,
      );
      if (!charged) return { outcome: 'budget_exhausted' };
      return {
        outcome: 'charged',
        figures: { spentTotal: Number(charged.spentTotal), spentToday: Number(charged.spentToday), spendDay: charged.spendDay },
      };
    });
  }
}
