import { sql } from 'drizzle-orm';
import { pgErrorCode, queryRows, type Database } from '@ads/db';
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
        // A deadlock (SQLSTATE 40P01) rolled the whole transaction back, like a LedgerRace: two lanes' batches
        // can each insert an event id the other one holds (a shop reusing event ids across campaigns).
        if (!(error instanceof LedgerRace || pgErrorCode(error) === '40P01') || attempt >= 3) throw error;
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
    const days = [...new Set(clicks.map((c) => c.day))];
    const pairs = [...new Map(clicks.map((c) => [`${c.campaignId} ${c.opaqueUserId}`, c])).values()];
    // ONE statement after the lock statement (not inside it): under READ COMMITTED it takes its snapshot once every
    // batch that held these campaigns before us has committed, so it sees all of their clicks.
    // Each lookup is one index probe per key (`lateral … offset 0` keeps the planner from turning it into a join):
    // today's partition is always fresher than its statistics, and a plan chosen on them scanned all of a day's clicks
    // and impressions for every batch (docs/serving-scale.md "Click charging"). bid_day is in every probe (partition pruning).
    const ledger = await queryRows<{
      k: 'r' | 'i' | 'b';
      a: string;
      b: string | null;
      c: string | null;
      d: string | null;
      at: Date | string | null;
    }>(
      tx,
      // r: recorded event ids, and the bids' clicks through the partial clicks_resolved_bid_uq (the only ones that make a
      // bid clicked: KEY_MISMATCH do not); i: each bid's earliest impression; b: billed clicks of the batch's (campaign, user)
      // pairs (domain FrequencyLimits counts per user and campaign) from the bid days that can hold its days' clicks; kept
      // for its days below. No `day` in the probe: with it, today's stale statistics chose (campaign_id, day) and read all
      // of a campaign's clicks of the day, not the user's few through clicks_frequency_idx.
      sql`select 'r' as k, r.event_id as a, r.resolved_bid_id as b, r.reason as c, null::text as d, null::timestamptz as at from (
            select x.* from unnest(${list(clicks.map((c) => c.eventId))}::text[]) e(id), lateral (
              select event_id, resolved_bid_id, not_billable_reason as reason from clicks
              where event_id = e.id and bid_day = any(${list(bidDays)}::date[]) offset 0) x
            union
            select x.* from unnest(${list(bidIds)}::text[]) b(id), lateral (
              select event_id, resolved_bid_id, not_billable_reason from clicks
              where resolved_bid_id = b.id and bid_day = any(${list(bidDays)}::date[])
                and not_billable_reason is distinct from 'KEY_MISMATCH' offset 0) x) r
          union all
          select 'i', b.id, null, null, null, x.at from unnest(${list(bidIds)}::text[]) b(id), lateral (
            select min(occurred_at) as at from impressions where resolved_bid_id = b.id and bid_day = any(${list(bidDays)}::date[])) x
          where x.at is not null
          union all
          select 'b', x.opaque_user_id, x.campaign_id::text, x.product_id, x.day::text, x.occurred_at
          from unnest(${list(pairs.map((c) => c.campaignId))}::uuid[], ${list(pairs.map((c) => c.opaqueUserId))}::text[]) p(campaign_id, opaque_user_id),
          lateral (
            select opaque_user_id, campaign_id, product_id, day, occurred_at from clicks
            where billable and campaign_id = p.campaign_id and opaque_user_id = p.opaque_user_id
              and bid_day between ${days.reduce((a, b) => (a < b ? a : b))}::date - ${VALID_CLICK_MAX_DAYS_AFTER_BID}::int
                and ${days.reduce((a, b) => (a > b ? a : b))}::date + 1 offset 0) x`,
    );
    const dayOfBatch = new Set<string>(days);
    const recorded = ledger.filter((r) => r.k === 'r');
    const atMs = (at: Date | string | null) => new Date(at!).getTime();
    const decisions = decideClicks(
      clicks,
      campaigns,
      {
        eventIds: new Set(recorded.map((r) => r.a)),
        clickedBids: new Set(recorded.filter((r) => r.c !== 'KEY_MISMATCH').map((r) => r.b!)),
        impressionAt: new Map(ledger.filter((r) => r.k === 'i').map((r) => [r.a, atMs(r.at)])),
        billed: ledger
          .filter((r) => r.k === 'b' && dayOfBatch.has(r.d!))
          .map((r) => ({ opaqueUserId: r.a, campaignId: r.b!, productId: r.c!, day: r.d! as Day, atMs: atMs(r.at) })),
      },
      this.rules,
      nowMs,
    );
    const rows = clicks.flatMap((c, i) => {
      const d = decisions[i]!;
      return d.outcome === 'recorded' ? [{ c, d }] : [];
    });
    const spend = new Map<string, SpendFigures>();
    for (const [id, c] of campaigns) {
      if (c.spentTotal !== before.get(id)) spend.set(id, { spentTotal: c.spentTotal, spentToday: c.spentToday, spendDay: c.spendDay });
    }
    // Only recorded clicks change spend, so nothing recorded means nothing to write.
    if (rows.length > 0) {
      const v = deltas(rows);
      const s = [...spend];
      // ONE statement writes the batch: the click rows in their final state (the ledger is insert-only), the statistics
      // deltas and the campaigns' new spend (writable CTEs each run once, whether the final SELECT reads them or not).
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
            ), deltas as (
              insert into stats_deltas (campaign_id, product_id, day, keyword_id, search_term, clicks, invalid_clicks, cost)
              select * from unnest(${list(v.map((d) => d.c.campaignId))}::uuid[], ${list(v.map((d) => d.c.productId))}::text[],
                ${list(v.map((d) => d.c.day))}::date[], ${list(v.map((d) => d.c.keywordId ?? null))}::uuid[], ${list(v.map((d) => d.c.searchTerm ?? null))}::text[],
                ${list(v.map((d) => d.clicks))}::bigint[], ${list(v.map((d) => d.invalid))}::bigint[], ${list(v.map((d) => d.cost))}::bigint[])
            ), spend as (
              update campaigns set spent_total = u.spent_total, spent_today = u.spent_today, spend_day = u.spend_day
              from unnest(${list(s.map(([id]) => id))}::uuid[], ${list(s.map(([, f]) => f.spentTotal))}::bigint[],
                ${list(s.map(([, f]) => f.spentToday))}::bigint[], ${list(s.map(([, f]) => f.spendDay))}::date[]) as u(id, spent_total, spent_today, spend_day)
              where campaigns.id = u.id
            )
            select count(*)::int as n from ins`,
      );
      // The whole transaction (deltas and spend too) rolls back and runs again.
      if (inserted[0]!.n !== rows.length) throw new LedgerRace('a concurrent batch recorded one of these clicks first');
    }
    return { decisions, spend };
  }
}

/** One statistics delta per (campaign, product, day, keyword, search term) of the batch: valid clicks and their cost (grosze), invalid clicks. */
function deltas(rows: { c: ClickToCharge; d: ClickDecision & { outcome: 'recorded' } }[]) {
  const sums = new Map<string, { c: ClickToCharge; clicks: number; invalid: number; cost: number }>();
  for (const { c, d } of rows) {
    const key = `${c.campaignId} ${c.productId} ${c.day} ${c.keywordId ?? ''} ${c.searchTerm ?? ''}`;
    const s = sums.get(key) ?? { c, clicks: 0, invalid: 0, cost: 0 };
    if (isInvalidClickReason(d.reason)) s.invalid += 1;
    else s.clicks += 1;
    s.cost += d.cost;
    sums.set(key, s);
  }
  return [...sums.values()];
}
