/** Query keys of the account settings screen (docs/requirements.md §2 "/accounts/{accountId}/settings"). */
export const settingsKeys = {
  all: ['account-settings'] as const,
  account: (accountId: string) => [...settingsKeys.all, accountId, 'account'] as const,
  users: (accountId: string) => [...settingsKeys.all, accountId, 'users'] as const,
  adTransparency: (accountId: string) => [...settingsKeys.all, accountId, 'ad-transparency'] as const,
  apiKeys: (accountId: string) => [...settingsKeys.all, accountId, 'api-keys'] as const,
};
