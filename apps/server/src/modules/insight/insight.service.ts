import {
  addDaysToDay,
  averageOutbidGap,
  daysBetween,
  DomainError,
  estimateAtBid,
  impressionShare,
  notableLossReasons,
  simulatedBids,
  topLossReason,
  warsawDay,
  type BidEstimate,
  type Day,
  type Grosze,
  type InsightCounts,
  type InsightLossReason,
  type TopLossReason,
} from '@ads/domain';
import { requireAccount, type Actor } from '../access';
import type { InsightRepository, InsightSums, LandscapeSums } from './insight.repository';

/** Days an insight range may span at most. */
export const MAX_INSIGHT_DAYS = 92;
/** Days of auctions the bid simulator learns from (today included). */
export const LANDSCAPE_DAYS = 7;
/** Products listed in an insight answer (most eligible first). */
export const INSIGHT_PRODUCTS = 50;

/** Counts with impression share and the average outbid gap. */
export type InsightFigures = InsightCounts & { impressionShare: number | null; averageOutbidGap: Grosze | null };

/** GET /campaigns/{id}/insight answer. */
export interface CampaignInsight {
  dateBegin: Day;
  dateEnd: Day;
  totals: InsightFigures;
  topReason: TopLossReason | null;
  /** Reasons that each lost ≥ 10 % of the eligible auctions, most first. */
  notableReasons: InsightLossReason[];
  days: Array<InsightFigures & { day: Day }>;
  hours: Array<InsightFigures & { hour: number }>;
  products: Array<InsightFigures & { productId: string }>;
}

/** GET /campaigns/{id}/bid-simulation and GET /campaigns/{id}/keywords/{keywordId}/bid-simulation answer. */
export interface BidSimulation {
  /** The window learnt from, Warsaw days. */
  dateBegin: Day;
  dateEnd: Day;
  /** Days of the window with auctions (the per-day divisor). */
  days: number;
  currentMaxCpc: Grosze;
  /** Clicks per auction won in the window (0 without wins). */
  clicksPerWin: number;
  /** What happened per day in the window: auctions won, clicks and cost (grosze). */
  actual: { auctionsWon: number; clicks: number; cost: Grosze };
  estimates: BidEstimate[];
}

function figures(s: InsightSums): InsightFigures {
  const c: InsightCounts = {
    eligible: s.eligible,
    won: s.won,
    outbidGap: s.outbidGap,
    lost: {
      OUTBID: s.outbid,
      PACED: s.paced,
      DAILY_BUDGET: s.dailyBudget,
      TOTAL_BUDGET: s.totalBudget,
      OUT_OF_STOCK: s.outOfStock,
      ACCOUNT_STATE: s.accountState,
      PLACE_NOT_SERVED: s.placeNotServed,
      KEYWORD_NOT_MATCHED: s.keywordNotMatched,
    },
  };
  return { ...c, impressionShare: impressionShare(c), averageOutbidGap: averageOutbidGap(c) };
}

const ZERO: InsightSums = {
  eligible: 0,
  won: 0,
  outbid: 0,
  outbidGap: 0,
  paced: 0,
  dailyBudget: 0,
  totalBudget: 0,
  outOfStock: 0,
  accountState: 0,
  placeNotServed: 0,
  keywordNotMatched: 0,
};

function add(a: InsightSums, b: InsightSums): InsightSums {
  const out = { ...a };
  for (const k of Object.keys(ZERO) as Array<keyof InsightSums>) out[k] += b[k];
  return out;
}

/**
 * Auction insight and the bid simulator for advertisers (docs/auction-insight.md): why a campaign's products
 * were not shown, from auction_insight_hourly, and estimates at other max CPCs from its needed-CPC landscape.
 * Members with the `read` capability (and staff acting on the account) may read both.
 */
export class InsightService {
  constructor(
    private readonly repo: InsightRepository,
    private readonly now: () => Date,
    /** Reserve price, grosze (limits.ts `reservePrice`). */
    private readonly reservePrice: Grosze,
  ) {}

  /**
   * The campaign's auctions over Warsaw days `dateBegin..dateEnd` (default: the 7 days ending today): totals,
   * top loss reason with its advice key, every day (zeros included), each hour of the day, the top products.
   * @throws AccessForbiddenException (403) for a foreign account; ResourceNotFoundException (404) when the
   *   campaign is not the account's; ValidationException (400) for a range backwards or over {@link MAX_INSIGHT_DAYS} days.
   */
  async insight(actor: Actor, accountId: string | undefined, campaignId: string, dateBegin?: Day, dateEnd?: Day): Promise<CampaignInsight> {
    const scope = requireAccount(actor, accountId, 'read');
    const to = dateEnd ?? warsawDay(this.now());
    const from = dateBegin ?? addDaysToDay(to, -(LANDSCAPE_DAYS - 1));
    if (from > to) throw new DomainError('ValidationException', 'dateBegin is after dateEnd.', 'dateBegin');
    if (daysBetween(from, to).length > MAX_INSIGHT_DAYS) {
      throw new DomainError('ValidationException', `A range spans at most ${MAX_INSIGHT_DAYS} days.`, 'dateBegin');
    }
    if (!(await this.repo.campaign(scope, campaignId))) throw new DomainError('ResourceNotFoundException', 'No such campaign in the account.');
    const [days, hours, products] = await Promise.all([
      this.repo.byDay(campaignId, from, to),
      this.repo.byHour(campaignId, from, to),
      this.repo.byProduct(campaignId, from, to, INSIGHT_PRODUCTS),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const totals = figures(days.reduce<InsightSums>((sum, d) => add(sum, d), ZERO));
    return {
      dateBegin: from,
      dateEnd: to,
      totals,
      topReason: topLossReason(totals),
      notableReasons: notableLossReasons(totals),
      days: daysBetween(from, to).map((day) => ({ day, ...figures(byDay.get(day) ?? ZERO) })),
      hours: hours.map((h) => ({ hour: h.hour, ...figures(h) })),
      products: products.map((p) => ({ productId: p.productId, ...figures(p) })),
    };
  }

  /**
   * Estimated auctions won, clicks, cost and average CPC per day at each of `bids` (grosze; default: 50 %–200 %
   * of the current max CPC) from the campaign's last {@link LANDSCAPE_DAYS} days (domain `estimateAtBid`),
   * with what actually happened per day at the bids it had.
   * @throws AccessForbiddenException (403); ResourceNotFoundException (404) as {@link insight}.
   */
  async simulate(actor: Actor, accountId: string | undefined, campaignId: string, bids?: readonly Grosze[]): Promise<BidSimulation> {
    const scope = requireAccount(actor, accountId, 'read');
    const campaign = await this.repo.campaign(scope, campaignId);
    if (!campaign) throw new DomainError('ResourceNotFoundException', 'No such campaign in the account.');
    const { from, to } = this.#window();
    const [land, stats] = await Promise.all([this.repo.landscape(campaignId, from, to), this.repo.clicks(campaignId, from, to)]);
    return this.#simulation(from, to, land, stats, campaign.maxCpc, campaign.dailyBudget, bids);
  }

  /**
   * The bid simulator of one keyword's bid in search auctions (docs/auction-insight.md "Keyword bids"): as
   * {@link simulate}, from the keyword's own landscape (keyword_insight_hourly) and its clicks per bid won
   * (stats_search_terms_daily); `currentMaxCpc` is the keyword's bid (its own, else the campaign's max CPC),
   * the default bids are around it, and the cost is capped at the campaign's daily budget.
   * @throws AccessForbiddenException (403) for a foreign account; ResourceNotFoundException (404) when the
   *   campaign is not the account's or the keyword not the campaign's.
   */
  async simulateKeyword(
    actor: Actor,
    accountId: string | undefined,
    campaignId: string,
    keywordId: string,
    bids?: readonly Grosze[],
  ): Promise<BidSimulation> {
    const scope = requireAccount(actor, accountId, 'read');
    const keyword = await this.repo.keyword(scope, campaignId, keywordId);
    if (!keyword) throw new DomainError('ResourceNotFoundException', 'No such keyword in a campaign of the account.');
    const { from, to } = this.#window();
    const [land, stats] = await Promise.all([
      this.repo.keywordLandscape(campaignId, keywordId, from, to),
      this.repo.keywordClicks(campaignId, keywordId, from, to),
    ]);
    return this.#simulation(from, to, land, stats, keyword.bid ?? keyword.maxCpc, keyword.dailyBudget, bids);
  }

  /** The simulator's window: the {@link LANDSCAPE_DAYS} Warsaw days ending today. */
  #window(): { from: Day; to: Day } {
    const to = warsawDay(this.now());
    return { from: addDaysToDay(to, -(LANDSCAPE_DAYS - 1)), to };
  }

  /** Estimates at `bids` (default around `current`, grosze) from a landscape and the clicks and cost (grosze) of its window. */
  #simulation(
    from: Day,
    to: Day,
    land: LandscapeSums,
    stats: { clicks: number; cost: Grosze },
    current: Grosze,
    dailyBudget: Grosze | null,
    bids: readonly Grosze[] | undefined,
  ): BidSimulation {
    const days = Math.max(1, land.days);
    const clicksPerWin = land.won > 0 ? Math.min(1, stats.clicks / land.won) : 0;
    const input = { landscape: land.landscape, days, clicksPerWin, reservePrice: this.reservePrice, dailyBudget };
    const list = bids && bids.length > 0 ? [...new Set(bids)].sort((a, b) => a - b) : simulatedBids(current, this.reservePrice);
    return {
      dateBegin: from,
      dateEnd: to,
      days: land.days,
      currentMaxCpc: current,
      clicksPerWin: Math.round(clicksPerWin * 10_000) / 10_000,
      actual: { auctionsWon: round1(land.won / days), clicks: round1(stats.clicks / days), cost: Math.round(stats.cost / days) },
      estimates: list.map((b) => estimateAtBid(input, b)),
    };
  }
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
