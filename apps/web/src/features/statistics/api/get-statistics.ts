import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callOptions, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { statisticsKeys, type StatisticsParams } from './keys';

export type { StatisticsParams };
export type StatisticsResponse = ResponseBody<'/api/statistics'>;
export type StatisticsRow = StatisticsResponse['rows'][number];

/**
 * GET /statistics — metrics grouped by the requested dimensions for campaigns of the account, between
 * two Warsaw days (both included). Money metrics in grosze; ctr and roas are ratios.
 */
export function getStatistics(accountId: string, query: StatisticsParams, signal?: AbortSignal): Promise<StatisticsResponse> {
  // One page asks for several variants at once (totals, by day, product, category): each variant
  // supersedes only its own older call (docs/requirements.md §7.2).
  const dedupeId = `GET /api/statistics ${(query.dimensions ?? []).join(',')}`;
  return unwrap(api.GET('/api/statistics', { params: { query, header: { 'account-id': accountId } }, signal, ...callOptions({ dedupeId }) }));
}

export const statisticsQueryOptions = (accountId: string, params: StatisticsParams) =>
  queryOptions({
    queryKey: statisticsKeys.query(accountId, params),
    queryFn: ({ signal }) => getStatistics(accountId, params, signal),
    placeholderData: keepPreviousData,
  });

interface Range {
  campaignIds: string[];
  dateBegin: string;
  dateEnd: string;
}

/** Totals of all eight metrics for the range (docs/requirements.md §3 default metrics). */
export function useStatisticsTotals(accountId: string, r: Range) {
  return useQuery(statisticsQueryOptions(accountId, { campaignIdIn: r.campaignIds, dateBegin: r.dateBegin, dateEnd: r.dateEnd }));
}

/** One row per day, ascending (docs/requirements.md §7 "by day (asc)"). */
export function useStatisticsByDay(accountId: string, r: Range) {
  return useQuery(
    statisticsQueryOptions(accountId, {
      campaignIdIn: r.campaignIds,
      dateBegin: r.dateBegin,
      dateEnd: r.dateEnd,
      dimensions: ['day'],
      sortBy: 'day,ASC',
    }),
  );
}

/** One row per product, by cost descending (docs/requirements.md §7 "by product (desc)"). */
export function useStatisticsByProduct(accountId: string, r: Range) {
  return useQuery(
    statisticsQueryOptions(accountId, {
      campaignIdIn: r.campaignIds,
      dateBegin: r.dateBegin,
      dateEnd: r.dateEnd,
      dimensions: ['productId', 'productName', 'productImageUrl', 'productBrand'],
      sortBy: 'cost,DESC',
    }),
  );
}

/** One row per level-3 category, by cost descending, the top 50 (docs/requirements.md §7 "by category (desc, limited)"). */
export function useStatisticsByCategory(accountId: string, r: Range) {
  return useQuery(
    statisticsQueryOptions(accountId, {
      campaignIdIn: r.campaignIds,
      dateBegin: r.dateBegin,
      dateEnd: r.dateEnd,
      dimensions: ['categoryId'],
      sortBy: 'cost,DESC',
      limit: 50,
    }),
  );
}

/**
 * One row per search term of the campaigns' search auctions, by cost descending, the top 500
 * (docs/search-placements.md "Search-term report").
 */
export function useStatisticsBySearchTerm(accountId: string, r: Range) {
  return useQuery(
    statisticsQueryOptions(accountId, {
      campaignIdIn: r.campaignIds,
      dateBegin: r.dateBegin,
      dateEnd: r.dateEnd,
      dimensions: ['searchTerm'],
      sortBy: 'cost,DESC',
      limit: 500,
    }),
  );
}
