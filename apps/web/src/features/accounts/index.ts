/** Public surface of the accounts feature (used by app/ only; features never import each other). */
export { AccountsList } from './components/accounts-list';
export { AccountSwitcher } from './components/account-switcher';
export { AccountStatusBanner } from './components/account-status-banner';
export { accountsListQueryOptions, useAccounts, type Account } from './api/get-accounts-list';
export { userInfoQueryOptions, useUserInfo } from './api/get-user-info';
export { accountQueryOptions, useAccount } from './api/get-account';
export { UserMenu } from './components/user-menu';
export { useChooseLanguage, useUserLanguage } from './api/set-language';
