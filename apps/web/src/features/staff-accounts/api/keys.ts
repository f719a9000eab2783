import type { QueryParams } from '@/lib/api/types';

export type StaffAccountListParams = QueryParams<'/api/marops/accounts'>;

/** Query-key factory of the staff accounts (one per resource, docs/conventions.md). */
export const staffAccountKeys = {
  all: ['staff-accounts'] as const,
  lists: () => [...staffAccountKeys.all, 'list'] as const,
  list: (params: StaffAccountListParams) => [...staffAccountKeys.lists(), params] as const,
  detail: (id: string) => [...staffAccountKeys.all, 'detail', id] as const,
};
