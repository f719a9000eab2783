import { addDaysToDay, budgetReached, warsawDay } from '@ads/domain';
import type { DomainEventMap } from '../context';
import type { NotificationsFace } from '../notifications';
import type { CampaignNoticesRepository } from './campaign-notices.repository';

// The campaign notices (docs/notifications.md "Kinds", "Sources"): this module knows its campaigns' budgets, end
// dates and products, so it decides when to tell; the notifications module delivers, once per event key.

type Spent = DomainEventMap['campaigns.spent'][0];
/** What the notices need of `app.notifications`. */
type Notify = Pick<NotificationsFace, 'notify'>;

/** Web path of a campaign's overview (the screen that shows its budgets, dates and status). */
export const campaignPath = (accountId: string, id: string) => `/accounts/${accountId}/campaigns/${id}`;

/** Event keys this process has already notified (skips a query per click); bounded, sends stay deduplicated in the database. */
const REMEMBER_MAX = 10_000;

/**
 * Budget notices from the click ledger's `campaigns.spent` event (every process gets it through the change
 * bus; the unique event key keeps it to one notice): daily budget reached once per campaign and Warsaw day,
 * total budget exhausted once per campaign. "Reached" is {@link budgetReached} with the campaign's max CPC.
 */
export function budgetNotices(repo: CampaignNoticesRepository, notifications: Notify) {
  const done = new Set<string>();
  return async (spent: Spent): Promise<void> => {
    const byId = new Map(spent.map((s) => [s.campaignId, s.figures]));
    const rows = await repo.campaignBudgets([...byId.keys()]);
    for (const c of rows) {
      const f = byId.get(c.id)!;
      const base = { campaignId: c.id, campaignName: c.name };
      if (f.spendDay && budgetReached(f.spentToday, c.dailyBudget, c.maxCpc)) {
        const eventKey = `${c.id}:${f.spendDay}`;
        if (!done.has(`D:${eventKey}`)) {
          await notifications.notify({
            accountId: c.accountId,
            kind: 'DAILY_BUDGET_REACHED',
            eventKey,
            payload: { ...base, budget: c.dailyBudget, day: f.spendDay },
            linkPath: campaignPath(c.accountId, c.id),
          });
          done.add(`D:${eventKey}`);
        }
      }
      if (budgetReached(f.spentTotal, c.totalBudget, c.maxCpc) && !done.has(`T:${c.id}`)) {
        await notifications.notify({
          accountId: c.accountId,
          kind: 'TOTAL_BUDGET_EXHAUSTED',
          eventKey: c.id,
          payload: { ...base, budget: c.totalBudget },
          linkPath: campaignPath(c.accountId, c.id),
        });
        done.add(`T:${c.id}`);
      }
    }
    if (done.size > REMEMBER_MAX) done.clear();
  };
}

/**
 * The daily check of campaign ends: every campaign whose end date was the Warsaw day before `now` ended at
 * that day's close. Idempotent (event key = campaign id). @returns how many campaigns were notified.
 */
export async function campaignEndNotices(repo: CampaignNoticesRepository, notifications: Notify, now: Date): Promise<number> {
  const yesterday = addDaysToDay(warsawDay(now), -1);
  const ended = await repo.campaignsEndedOn(yesterday);
  for (const c of ended) {
    await notifications.notify({
      accountId: c.accountId,
      kind: 'CAMPAIGN_ENDED',
      eventKey: c.id,
      payload: { campaignId: c.id, campaignName: c.name, endDate: yesterday },
      linkPath: campaignPath(c.accountId, c.id),
    });
  }
  return ended.length;
}

/**
 * Out-of-stock notices from `catalogue.changed` with product ids (a feed update; an import without ids is
 * left out, it would name every product): each product without stock in a not archived campaign, once per
 * campaign, product and Warsaw day.
 */
export async function stockNotices(repo: CampaignNoticesRepository, notifications: Notify, productIds: string[], now: Date): Promise<void> {
  const day = warsawDay(now);
  for (const r of await repo.outOfStockInCampaigns(productIds)) {
    await notifications.notify({
      accountId: r.accountId,
      kind: 'PRODUCT_OUT_OF_STOCK',
      eventKey: `${r.campaignId}:${r.productId}:${day}`,
      payload: { campaignId: r.campaignId, campaignName: r.name, sku: r.productId, day },
      linkPath: campaignPath(r.accountId, r.campaignId),
    });
  }
}
