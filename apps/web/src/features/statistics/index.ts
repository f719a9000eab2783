/** Public surface of the statistics feature. */
export { CampaignStatistics } from './components/campaign-statistics';
