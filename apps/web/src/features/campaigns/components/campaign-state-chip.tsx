import { StatusLabel, type CampaignStatus } from '@/components/status-label/status-label';

/** A campaign's display state (docs/requirements.md §4, derived by the server), or DRAFT for an unpublished draft. */
export type DisplayState = CampaignStatus;

/**
 * The state as a chip whose tooltip explains it (docs/requirements.md §4 display rules: e.g. out of daily budget
 * resumes tomorrow, out of stock resumes when the products are back). The explanation is also the
 * chip's accessible description.
 */
export function CampaignStateChip({ state }: { state: DisplayState }) {
  return <StatusLabel status={state} explain />;
}
