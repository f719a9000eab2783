import type { Static } from '@sinclair/typebox';
import type { AccountScope } from '../access';
import type { CampaignMetricsSchema, CampaignView } from './campaigns.schemas';

export type CampaignMetrics = Static<typeof CampaignMetricsSchema>;

/** Statistics per campaign for a date range (Europe/Warsaw days; absent = the statistics default range). */
export type CampaignTotals = (
  scope: AccountScope,
  campaignIds: string[],
  dateBegin?: string,
  dateEnd?: string,
) => Promise<Map<string, CampaignMetrics>>;

export const ZERO_METRICS: CampaignMetrics = { views: 0, clicks: 0, cost: 0, ctr: 0, avgCPC: 0, salesCount: 0, revenue: 0, roas: 0 };

/** Adds each campaign's statistics to a page of campaigns (the lists of docs/requirements.md §2 show them per row). */
export async function withStatistics<P extends { content: CampaignView[] }>(
  page: P,
  load: (ids: string[]) => Promise<Map<string, CampaignMetrics>>,
): Promise<Omit<P, 'content'> & { content: Array<CampaignView & { statistics: CampaignMetrics }> }> {
  const stats = page.content.length ? await load(page.content.map((c) => c.id)) : new Map<string, CampaignMetrics>();
  return { ...page, content: page.content.map((c) => ({ ...c, statistics: stats.get(c.id) ?? ZERO_METRICS })) };
}
