import { useParams } from 'react-router';
import { CampaignList, DraftList } from '@/features/campaigns';

/** …/campaigns/list — list type ACTIVE (docs/requirements.md §2, the empty child path). */
export function ActiveCampaignsTab() {
  const accountId = useParams().accountId ?? '';
  return <CampaignList key="ACTIVE" accountId={accountId} kind="ACTIVE" />;
}

/** …/campaigns/list/archives — list type ARCHIVES (userStatus ARCHIVED). */
export function ArchivedCampaignsTab() {
  const accountId = useParams().accountId ?? '';
  return <CampaignList key="ARCHIVES" accountId={accountId} kind="ARCHIVES" />;
}

/** …/campaigns/list/drafts — list type DRAFTS. */
export function DraftCampaignsTab() {
  const accountId = useParams().accountId ?? '';
  return <DraftList accountId={accountId} />;
}
