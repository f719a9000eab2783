/** Public surface of the change-history feature (used by app/ only): the card of a campaign's or an account's changes. */
export { ChangeHistoryCard } from './components/change-history-card';
export type { HistoryOwner } from './api/history';
