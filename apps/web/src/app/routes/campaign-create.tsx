import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CampaignCreator } from '@/features/campaigns';
import { paths } from '@/lib/paths';

/** /accounts/{accountId}/campaigns/create — New Campaign, creator layout (docs/requirements.md §2). */
export function CampaignCreateRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  return (
    <>
      <PageHeader
        title={t('routes.campaignCreate')}
        actions={
          <IconButton component={Link} to={paths.campaignsList(accountId)} aria-label={t('app.close')}>
            <CloseIcon />
          </IconButton>
        }
      />
      <CampaignCreator accountId={accountId} />
    </>
  );
}
