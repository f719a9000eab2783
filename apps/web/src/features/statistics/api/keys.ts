import type { StatisticsParams } from './get-statistics';

/** Query-key factory for statistics, per account (the `account-id` header scopes the answer). */
export const statisticsKeys = {
  all: (accountId: string) => ['accounts', accountId, 'statistics'] as const,
  query: (accountId: string, params: StatisticsParams) => [...statisticsKeys.all(accountId), params] as const,
};
