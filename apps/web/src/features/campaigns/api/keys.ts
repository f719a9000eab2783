/**
 * Query-key factory for campaigns (one per resource, docs/conventions.md). Keys start with the account, because
 * the `account-id` header is part of what a call answers.
 */
export const campaignKeys = {
  all: (accountId: string) => ['accounts', accountId, 'campaigns'] as const,
  lists: (accountId: string) => [...campaignKeys.all(accountId), 'list'] as const,
  list: (accountId: string, kind: string, params: object) => [...campaignKeys.lists(accountId), kind, params] as const,
  details: (accountId: string) => [...campaignKeys.all(accountId), 'detail'] as const,
  detail: (accountId: string, id: string) => [...campaignKeys.details(accountId), id] as const,
};

export const draftKeys = {
  all: (accountId: string) => ['accounts', accountId, 'campaign-drafts'] as const,
  detail: (accountId: string, id: string) => [...draftKeys.all(accountId), id] as const,
};

/** Products of the account's inventory, per query (search, filters, page). */
export const productKeys = {
  all: (accountId: string) => ['accounts', accountId, 'products'] as const,
  list: (accountId: string, query: object) => [...productKeys.all(accountId), query] as const,
};
