import { type Day, DomainError, isUuid, warsawDay } from '@ads/domain';
import { requireAccount, type AccountScope, type Actor } from '../access';
import type { StatisticsRepository } from './statistics.repository';
import type { SearchTermsRepository } from './search-terms.repository';
import {
  addSums,
  answerRow,
  deriveMetrics,
  fillDays,
  pickMetrics,
  sortRows,
  ZERO_SUMS,
  type DimensionValues,
  type MetricsRow,
  type MetricValues,
} from './statistics.metrics';
import {
  METRICS,
  parseStatisticsParams,
  resolveRange,
  SEARCH_DIMENSIONS,
  type RawStatisticsParams,
  type StatisticsQuery,
} from './statistics.params';

/** One row: the requested dimension fields plus the requested metric fields. */
export type StatisticsRow = DimensionValues & Partial<MetricValues>;

/** GET /statistics answer (docs/requirements.md §7). */
export interface StatisticsResult {
  rows: StatisticsRow[];
  /** The requested metrics over the whole range and all campaigns (before `limit`). */
  totals: Partial<MetricValues>;
  /** The range actually used, Europe/Warsaw days, both included. */
  dateBegin: Day;
  dateEnd: Day;
}

/**
 * Campaign statistics from the stats_daily roll-up (docs/requirements.md §3 metrics and dimensions, §7 GET /statistics).
 * Metric definitions and rounding: see `deriveMetrics` (statistics.metrics.ts). Money is integer grosze.
 */
export class StatisticsService {
  constructor(
    private readonly repo: StatisticsRepository,
    /** The clock (ModuleContext.now); "today" is its Europe/Warsaw day. */
    private readonly now: () => Date,
    /** The search-term roll-up, sorted and paged in SQL (docs/search-placements.md "Search-term report"). */
    private readonly searchTerms: SearchTermsRepository,
  ) {}

  /**
   * Statistics of the account's campaigns, one row per combination of the requested dimensions:
   * - no dimensions: one row, equal to the totals;
   * - exactly `day`: every day of the range, days without events as zeros (spec "by day (asc)");
   *   `day` with other dimensions returns only combinations that have events;
   * - product dimensions (productId, productName, productImageUrl, productBrand = the brand's
   *   label) group by those product attributes; `categoryId` groups by the product's level-3
   *   category code. Default order cost DESC, ties by productId/categoryId (spec "by product
   *   (desc)", "by category (desc, limited)"); `offset` skips and `limit` keeps the first rows after sorting;
   * - search dimensions (searchTerm, keywordId, with or without day): sorted, skipped and limited in SQL
   *   (SearchTermsRepository.searchTermPage), in the same order as the others.
   * Access first (member, or staff acting), then the parameters (no I/O), then the campaigns'
   * ownership and the data in one statement (nothing is read for a campaign that is not the account's).
   * @throws DomainError AccessForbiddenException (403) for a foreign account or when any campaign id
   *   is not the account's; InvalidStatisticsParamsException / InvalidSortByDefinitionException (400,
   *   see parseStatisticsParams).
   */
  async statistics(actor: Actor, accountId: string | undefined, raw: RawStatisticsParams): Promise<StatisticsResult> {
    return this.statisticsIn(requireAccount(actor, accountId, 'read'), raw);
  }

  /** {@link statistics} for a scope already asserted (the XLSX report). */
  async statisticsIn(scope: AccountScope, raw: RawStatisticsParams): Promise<StatisticsResult> {
    const q = parseStatisticsParams(raw, warsawDay(this.now()));
    if (q.dimensions.some((d) => SEARCH_DIMENSIONS.includes(d))) {
      return this.searchTermStatistics(scope, q);
    }
    // The ownership check and the read are one statement (one round trip, docs/statistics-scale.md).
    const { owned, rows: groups } = q.campaignIds.some((id) => !isUuid(id))
      ? { owned: false, rows: [] }
      : await this.repo.sumsOfOwnCampaigns(scope, q.campaignIds, q.dateBegin, q.dateEnd, q.dimensions);
    if (!owned) throw notOwned();
    const dayOnly = q.dimensions.length === 1 && q.dimensions[0] === 'day';
    const filled = dayOnly ? fillDays(groups, q.dateBegin, q.dateEnd) : groups;
    const totals = deriveMetrics(addSums(filled));

    const withMetrics = filled.map((g) => answerRow(g, deriveMetrics(g), q.dimensions, METRICS) as MetricsRow);
    const sorted = q.sort ? sortRows(withMetrics, q.sort, q.dimensions) : withMetrics;
    const kept = sorted.slice(q.offset, q.limit === undefined ? undefined : q.offset + q.limit);
    return {
      rows: kept.map((r) => answerRow(r, r, q.dimensions, q.metrics)),
      totals: pickMetrics(totals, q.metrics),
      dateBegin: q.dateBegin,
      dateEnd: q.dateEnd,
    };
  }

  /**
   * The search-term report: one statement checks the campaigns, sorts, pages and sums the roll-up
   * (docs/statistics-scale.md "Search terms"). @throws DomainError AccessForbiddenException (403) for a foreign campaign.
   */
  private async searchTermStatistics(scope: AccountScope, q: StatisticsQuery): Promise<StatisticsResult> {
    const page = await this.searchTerms.searchTermPage(scope, q);
    if (!page.owned) throw notOwned();
    return {
      rows: page.rows.map((r) => answerRow(r, deriveMetrics(r), q.dimensions, q.metrics)),
      totals: pickMetrics(deriveMetrics(page.totals), q.metrics),
      dateBegin: q.dateBegin,
      dateEnd: q.dateEnd,
    };
  }

  /**
   * All eight metrics per campaign over Warsaw days `dateBegin..dateEnd` (inclusive; defaults as in
   * GET /statistics: the 30 days ending today), for the campaign lists. Every requested campaign
   * has an entry (zeros when it has no events). No range cap: one row per campaign however long.
   * @returns Map campaignId (as given) → MetricValues (money in grosze, see deriveMetrics).
   * @throws DomainError AccessForbiddenException (403) when any id is not a campaign of the account;
   *   InvalidStatisticsParamsException (400) for a malformed day or dateBegin after dateEnd.
   */
  async campaignTotals(scope: AccountScope, campaignIds: string[], dateBegin?: Day, dateEnd?: Day): Promise<Map<string, MetricValues>> {
    const ids = [...new Set(campaignIds)];
    await this.assertCampaignsOfAccount(scope, ids);
    const range = resolveRange(dateBegin, dateEnd, warsawDay(this.now()));
    const sums = await this.repo.sumsByCampaign(scope, ids, range.dateBegin, range.dateEnd);
    return new Map(ids.map((id) => [id, deriveMetrics(sums.get(id.toLowerCase()) ?? ZERO_SUMS)]));
  }

  /**
   * @returns whether the ids are every campaign of the account.
   * @throws DomainError AccessForbiddenException unless every id is a campaign of `accountId`.
   */
  private async assertCampaignsOfAccount(scope: AccountScope, campaignIds: string[]): Promise<{ wholeAccount: boolean }> {
    if (campaignIds.length === 0) return { wholeAccount: false };
    const malformed = campaignIds.some((id) => !isUuid(id));
    const { owned, wholeAccount } = malformed
      ? { owned: [], wholeAccount: false }
      : await this.repo.campaignIdsOfAccount(scope, campaignIds);
    const ownedSet = new Set(owned.map((id) => id.toLowerCase()));
    if (campaignIds.some((id) => !ownedSet.has(id.toLowerCase()))) throw notOwned();
    return { wholeAccount };
  }
}

const notOwned = () =>
  new DomainError('AccessForbiddenException', 'A requested campaign does not belong to the advertising account.', 'campaignIdIn');
