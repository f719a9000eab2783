/** Public surface of the statistics feature. */
export { CampaignStatistics } from './components/campaign-statistics';
export type { SearchTermActions, SearchTermTarget } from './components/search-terms-table';
