import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/page-state';
import { CampaignList } from '@/features/campaigns';

/** …/campaigns/list — list type ACTIVE (spec §2, the empty child path). */
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
  const { t } = useTranslation();
  return <EmptyState message={t('campaigns.pendingApi')} />;
}
