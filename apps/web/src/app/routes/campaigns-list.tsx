import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CampaignsTable } from '@/features/campaigns';
import { paths } from '@/lib/paths';

/** /accounts/{accountId}/campaigns/list — Campaigns Overview, list type ACTIVE (spec §2). */
export function CampaignsListRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  return (
    <>
      <PageHeader
        title={t('routes.campaignsList')}
        actions={
          <Button component={Link} to={paths.campaignCreate(accountId)} variant="contained" startIcon={<AddIcon />}>
            {t('campaigns.newCampaign')}
          </Button>
        }
      />
      <CampaignsTable accountId={accountId} />
    </>
  );
}
