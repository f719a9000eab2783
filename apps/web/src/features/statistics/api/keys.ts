import type { QueryParams } from '@/lib/api/types';

/** The query of `GET /api/statistics` (dimension, metrics, range, filters). */
export type StatisticsParams = QueryParams<'/api/statistics'>;

/** Query-key factory for statistics, per account (the `account-id` header scopes the answer). */
export const statisticsKeys = {
  all: (accountId: string) => ['accounts', accountId, 'statistics'] as const,
  query: (accountId: string, params: StatisticsParams) => [...statisticsKeys.all(accountId), params] as const,
};
