import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { accountServesSql, isInvalidClickReason, type ClickRules, type Day } from '@ads/domain';
import type { SpendFigures } from '../ad-index';
import { VALID_CLICK_MAX_DAYS_AFTER_BID } from '../events.repository';
import { decideClicks, type ClickDecision, type ClickToCharge, type LockedCampaign } from './click-decisions';

/** Whether the campaign's account serves (domain accountServes, its SQL mirror packages/domain/src/account-status.sql.ts). */
const ACCOUNT_SERVES = sql.raw(accountServesSql('a.status'));

/** Thrown inside the transaction when a concurrent batch recorded one of our events first; the batch is retried. */
class LedgerRace extends Error {}

const list = (values: readonly unknown[]) => sql.param(values);

/** The outcome of one charged batch. */
export interface ChargedBatch {
  decisions: ClickDecision[];
  /** New spend of every campaign the batch charged. */
  spend: Map<string, SpendFigures>;
}

/**
 * SQL of the click ledger (docs/architecture.md "Charging clicks (hard budget caps)"; docs/serving-scale.md "Click charging"). A batch
 * of clicks from many requests is charged in ONE transaction:
 * 1. the batch's campaigns are locked (`FOR UPDATE`, in id order, so concurrent batches and processes never
 *    deadlock) with their budgets, spend and account status;
 * 2. what the ledger already holds for the batch is read under those locks: recorded event ids, resolved bids
 *    already clicked, the bids' impressions, and the users' billed clicks on those campaigns that day;
 * 3. `decideClicks` (domain budget and click rules, in memory) decides each click;
 * 4. one INSERT writes the clicks in their final state (the ledger is insert-only), one UPDATE the campaigns'
 *    spend, one INSERT the statistics deltas (rolled up later, no hot rows).
 * Exactly once: the unique event id and the one-click-per-bid index stop a second record even from a batch that
 * raced ours on another campaign; then the whole transaction is retried and sees the click as a duplicate.
 */
export class ClickLedgerRepository {
  constructor(
    private readonly db: Database,
    private readonly rules: ClickRules,
  ) {}

  async chargeBatch(clicks: readonly ClickToCharge[], nowMs: number): Promise<ChargedBatch> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((tx) => this.#charge(tx as unknown as Database, clicks, nowMs));
      } catch (error) {
        if (!(error instanceof LedgerRace) || attempt >= 3) throw error;
      }
    }
  }

  async #charge(tx: Database, clicks: readonly ClickToCharge[], nowMs: number): Promise<ChargedBatch> {
    const campaignIds = [...new Set(clicks.map((c) => c.campaignId))].sort();
    const bidIds = [...new Set(clicks.map((c) => c.resolvedBidId))];
    // Partition pruning (migration 0016): a bid's impressions and clicks sit in its bid_day's partition, and a
    // retried click (same event id, same bid) too. An event id reused on a bid of another day is a new click.
    const bidDays = [...new Set(clicks.map((c) => c.bidDay))];
    const locked = await queryRows<LockedCampaign & { dailyBudget: number | null; totalBudget: number | null }>(
      tx,
      sql`select c.id, c.daily_budget as "dailyBudget", c.total_budget as "totalBudget", c.spent_total as "spentTotal",
            c.spent_today as "spentToday", c.spend_day::text as "spendDay", ${ACCOUNT_SERVES} as "accountActive"
          from campaigns c join accounts a on a.id = c.account_id
          where c.id = any(${list(campaignIds)}::uuid[]) order by c.id for update of c`,
    );
    const campaigns = new Map(locked.map((c) => [c.id, { ...c, spentTotal: Number(c.spentTotal), spentToday: Number(c.spentToday) }]));
    const before = new Map([...campaigns].map(([id, c]) => [id, c.spentTotal]));
    const recorded = await queryRows<{ eventId: string; resolvedBidId: string; reason: string | null }>(
      tx,
      // Two index lookups with bid_day in each index condition (an OR leaves bid_day alone there: a scan of the whole day);
      // the bids' clicks through the partial clicks_resolved_bid_uq, the only ones that make a bid clicked (KEY_MISMATCH do not).
      sql`select event_id as "eventId", resolved_bid_id as "resolvedBidId", not_billable_reason as reason from clicks
          where event_id = any(${list(clicks.map((c) => c.eventId))}::text[]) and bid_day = any(${list(bidDays)}::date[])
          union
          select event_id, resolved_bid_id, not_billable_reason from clicks
          where resolved_bid_id = any(${list(bidIds)}::text[]) and bid_day = any(${list(bidDays)}::date[])
            and not_billable_reason is distinct from 'KEY_MISMATCH'`,
    );
    const impressions = await queryRows<{ id: string; at: Date | string }>(
      tx,
      sql`select resolved_bid_id as id, min(occurred_at) as at from impressions
          where resolved_bid_id = any(${list(bidIds)}::text[]) and bid_day = any(${list(bidDays)}::date[]) group by resolved_bid_id`,
    );
    const days = [...new Set(clicks.map((c) => c.day))];
    const billed = await queryRows<{ opaqueUserId: string; campaignId: string; productId: string; day: Day; at: Date | string }>(
      tx,
      sql`select opaque_user_id as "opaqueUserId", campaign_id as "campaignId", product_id as "productId", day::text as day, occurred_at as at
          from clicks where billable and campaign_id = any(${list(campaignIds)}::uuid[])
            and opaque_user_id = any(${list([...new Set(clicks.map((c) => c.opaqueUserId))])}::text[])
            and day = any(${list(days)}::date[])
            and bid_day between ${days.reduce((a, b) => (a < b ? a : b))}::date - ${VALID_CLICK_MAX_DAYS_AFTER_BID}::int
              and ${days.reduce((a, b) => (a > b ? a : b))}::date + 1`,
    );
    const decisions = decideClicks(
      clicks,
      campaigns,
      {
        eventIds: new Set(recorded.map((r) => r.eventId)),
        clickedBids: new Set(recorded.filter((r) => r.reason !== 'KEY_MISMATCH').map((r) => r.resolvedBidId)),
        impressionAt: new Map(impressions.map((r) => [r.id, new Date(r.at).getTime()])),
        billed: billed.map((b) => ({ ...b, atMs: new Date(b.at).getTime() })),
      },
      this.rules,
      nowMs,
    );
    const rows = clicks.flatMap((c, i) => {
      const d = decisions[i]!;
      return d.outcome === 'recorded' ? [{ c, d }] : [];
    });
    if (rows.length > 0) {
      const inserted = await queryRows<{ n: number }>(
        tx,
        sql`with ins as (
              insert into clicks (event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, not_billable_reason, rank, key_id, price, max_cpc, keyword_id, search_term)
              select * from unnest(${list(rows.map((r) => r.c.eventId))}::text[], ${list(rows.map((r) => r.c.resolvedBidId))}::text[],
                ${list(rows.map((r) => r.c.bidDay))}::date[],
                ${list(rows.map((r) => r.c.campaignId))}::uuid[], ${list(rows.map((r) => r.c.productId))}::text[],
                ${list(rows.map((r) => r.c.opaqueUserId))}::text[], ${list(rows.map((r) => r.c.occurredAt.toISOString()))}::timestamptz[],
                ${list(rows.map((r) => r.c.day))}::date[], ${list(rows.map((r) => r.d.cost))}::bigint[], ${list(rows.map((r) => r.d.billable))}::boolean[],
                ${list(rows.map((r) => r.d.reason))}::text[], ${list(rows.map((r) => r.c.rank))}::int[], ${list(rows.map((r) => r.c.keyId))}::uuid[],
                ${list(rows.map((r) => r.c.price))}::bigint[], ${list(rows.map((r) => r.c.maxCpc))}::bigint[],
                ${list(rows.map((r) => r.c.keywordId ?? null))}::uuid[], ${list(rows.map((r) => r.c.searchTerm ?? null))}::text[])
              on conflict do nothing
              returning 1
            )
            select count(*)::int as n from ins`,
      );
      if (inserted[0]!.n !== rows.length) throw new LedgerRace('a concurrent batch recorded one of these clicks first');
      await this.#addDeltas(tx, rows);
    }
    const spend = new Map<string, SpendFigures>();
    for (const [id, c] of campaigns) {
      if (c.spentTotal !== before.get(id)) spend.set(id, { spentTotal: c.spentTotal, spentToday: c.spentToday, spendDay: c.spendDay });
    }
    if (spend.size > 0) {
      const s = [...spend];
      await tx.execute(
        sql`update campaigns set spent_total = u.spent_total, spent_today = u.spent_today, spend_day = u.spend_day
            from unnest(${list(s.map(([id]) => id))}::uuid[], ${list(s.map(([, f]) => f.spentTotal))}::bigint[],
              ${list(s.map(([, f]) => f.spentToday))}::bigint[], ${list(s.map(([, f]) => f.spendDay))}::date[]) as u(id, spent_total, spent_today, spend_day)
            where campaigns.id = u.id`,
      );
    }
    return { decisions, spend };
  }

  /** One statistics delta per (campaign, product, day, keyword, search term) of the batch: valid clicks and their cost, invalid clicks. */
  async #addDeltas(tx: Database, rows: { c: ClickToCharge; d: ClickDecision & { outcome: 'recorded' } }[]): Promise<void> {
    const sums = new Map<string, { c: ClickToCharge; clicks: number; invalid: number; cost: number }>();
    for (const { c, d } of rows) {
      const key = `${c.campaignId} ${c.productId} ${c.day} ${c.keywordId ?? ''} ${c.searchTerm ?? ''}`;
      const s = sums.get(key) ?? { c, clicks: 0, invalid: 0, cost: 0 };
      if (isInvalidClickReason(d.reason)) s.invalid += 1;
      else s.clicks += 1;
      s.cost += d.cost;
      sums.set(key, s);
    }
    const v = [...sums.values()];
    await tx.execute(
      sql`insert into stats_deltas (campaign_id, product_id, day, keyword_id, search_term, clicks, invalid_clicks, cost)
          select * from unnest(${list(v.map((s) => s.c.campaignId))}::uuid[], ${list(v.map((s) => s.c.productId))}::text[],
            ${list(v.map((s) => s.c.day))}::date[], ${list(v.map((s) => s.c.keywordId ?? null))}::uuid[], ${list(v.map((s) => s.c.searchTerm ?? null))}::text[], ${list(v.map((s) => s.clicks))}::bigint[], ${list(v.map((s) => s.invalid))}::bigint[],
            ${list(v.map((s) => s.cost))}::bigint[])`,
    );
  }
}
