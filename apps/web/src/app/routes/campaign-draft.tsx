import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { campaignPaths, ResumeDraft } from '@/features/campaigns';

/** /accounts/{accountId}/campaigns/draft/{id} — Campaign Draft, creator layout (docs/requirements.md §2). */
export function CampaignDraftRoute() {
  const { t } = useTranslation();
  const { accountId = '', id = '' } = useParams();
  return (
    <>
      <PageHeader
        title={t('routes.campaignDraft')}
        actions={
          <IconButton component={Link} to={campaignPaths.drafts(accountId)} aria-label={t('app.close')}>
            <CloseIcon />
          </IconButton>
        }
      />
      <ResumeDraft accountId={accountId} id={id} />
    </>
  );
}
