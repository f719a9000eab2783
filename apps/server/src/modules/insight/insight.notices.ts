import { addDaysToDay, heldBackByPacing, warsawDay } from '@ads/domain';
import type { NotificationsFace } from '../notifications';
import type { InsightRepository } from './insight.repository';

/**
 * The daily pacing notice (docs/auction-insight.md "Notice"): every campaign that pacing kept out of most of its
 * eligible auctions on the Warsaw day before `now` (domain `heldBackByPacing`) is told once
 * (`HELD_BACK_BY_PACING`, event key campaign + day), linking to its overview. Idempotent: a second run sends
 * nothing new. @returns how many campaigns were notified.
 */
export async function pacingNotices(repo: InsightRepository, notifications: NotificationsFace, now: Date): Promise<number> {
  const day = addDaysToDay(warsawDay(now), -1);
  const held = (await repo.pacedOn(day)).filter(heldBackByPacing);
  for (const c of held) {
    await notifications.notify({
      accountId: c.accountId,
      kind: 'HELD_BACK_BY_PACING',
      eventKey: `${c.campaignId}:${day}`,
      payload: { campaignId: c.campaignId, campaignName: c.name, day, paced: c.paced, eligible: c.eligible },
      linkPath: `/accounts/${c.accountId}/campaigns/${c.campaignId}`,
    });
  }
  return held.length;
}
