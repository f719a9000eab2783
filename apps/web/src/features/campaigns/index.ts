/** Public surface of the campaigns feature (used by app/ routes only). */
export { CampaignList } from './list/campaign-list';
export { DraftList } from './list/draft-list';
export { BulksheetsPanel } from './bulksheets/bulksheets-panel';
export { CampaignStateChip } from './components/campaign-state-chip';
export { CampaignSummary } from './components/campaign-summary';
export { CampaignActions } from './components/campaign-actions';
export { campaignQueryOptions, useCampaign, type Campaign } from './api/get-campaign';
export { CampaignCreator } from './creator/campaign-creator';
export { ResumeDraft } from './creator/resume-draft';
export { CampaignEditForm, type MaxCpcAside } from './creator/campaign-edit-form';
export type { KeywordBidAside } from './creator/keyword-bid-field';
export { campaignPaths } from './paths';
export { useAddSearchTermKeyword, type SearchTermTarget } from './api/add-search-term-keyword';
