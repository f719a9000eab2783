import { smoothedCtr, type CampaignStateInput, type ChannelTarget, type CampaignUserStatus, type CtrPrior, type Delivery, type Grosze } from '@ads/domain';
import type { AdIndexRow } from './ad-index.repository';

/** A campaign as the ad index holds it; `state` is updated in place when a click is charged. */
export interface IndexedCampaign {
  id: string;
  accountId: string;
  /** Max CPC, grosze. */
  maxCpc: Grosze;
  /** The channel (or ALL) and markets it serves (domain `servesPlace`). */
  target: ChannelTarget;
  /** PACING (issue #8): STANDARD (paced) or ACCELERATED. */
  delivery: Delivery;
  /** Input of domain `isServing` / `budgetLeft`: statuses, dates, budgets and spend (grosze). */
  state: CampaignStateInput;
}

/** An advertised, in-stock product with its smoothed pCTR and the campaigns that advertise it. */
export interface IndexedProduct {
  id: string;
  pctr: number;
  campaigns: IndexedCampaign[];
}

/** One immutable-shaped load of the index (campaign states are mutated in place by charges). */
export interface AdSnapshot {
  campaigns: Map<string, IndexedCampaign>;
  products: Map<string, IndexedProduct>;
  /** Category code (each level, ancestors included) → advertised product ids. */
  categories: Map<string, string[]>;
}

export const EMPTY_SNAPSHOT: AdSnapshot = { campaigns: new Map(), products: new Map(), categories: new Map() };

/**
 * Builds the index from the repository rows (ordered by product). pCTR per product is
 * `smoothedCtr(clicks, impressions, prior)` over the stats window (DESIGN.md "Serving").
 * `productsInStock` of each campaign = its rows (the query keeps in-stock products only).
 */
export function buildSnapshot(rows: readonly AdIndexRow[], reservePrice: Grosze, prior?: CtrPrior): AdSnapshot {
  const campaigns = new Map<string, IndexedCampaign>();
  const products = new Map<string, IndexedProduct>();
  const categories = new Map<string, string[]>();
  for (const r of rows) {
    let campaign = campaigns.get(r.campaignId);
    if (!campaign) {
      campaign = {
        id: r.campaignId,
        accountId: r.accountId,
        maxCpc: Number(r.maxCpc),
        target: { channel: r.channel, markets: r.markets },
        delivery: r.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD', // PACING (issue #8)
        state: {
          userStatus: r.userStatus as CampaignUserStatus,
          startDate: r.startDate,
          endDate: r.endDate,
          dailyBudget: r.dailyBudget === null ? null : Number(r.dailyBudget),
          totalBudget: r.totalBudget === null ? null : Number(r.totalBudget),
          spentTotal: Number(r.spentTotal),
          spentToday: Number(r.spentToday),
          spendDay: r.spendDay,
          productsInStock: 0,
          reservePrice,
        },
      };
      campaigns.set(r.campaignId, campaign);
    }
    campaign.state.productsInStock += 1;
    let product = products.get(r.productId);
    if (!product) {
      product = { id: r.productId, pctr: smoothedCtr(Number(r.clicks), Number(r.impressions), prior), campaigns: [] };
      products.set(r.productId, product);
      for (const code of new Set(r.categoryCodes)) {
        const list = categories.get(code);
        if (list) list.push(r.productId);
        else categories.set(code, [r.productId]);
      }
    }
    product.campaigns.push(campaign);
  }
  return { campaigns, products, categories };
}
